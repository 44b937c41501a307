import { uuidSchema } from '../../../core/body-schemas';
import { CHECKOUT_MESSAGES, TEST_PAYMENT_OUTCOMES } from '../../../core/checkout';
import { checkoutFormSchema, checkoutProjectSchema } from '../../../core/checkout-schema';
import { z } from '../../../core/zod';

/** Request bodies of checkout, with the messages the form shows under its fields (core/checkout.ts). */

const idempotencyKeySchema = z
  .string({ error: 'Missing idempotency_key' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotency_key must be 8 to 100 letters, digits, - or _');

/** The checkout form's fields (the form checks them with the same schema), with the attempt's key and quote. */
export const checkoutSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  fingerprint: z.string({ error: 'Missing fingerprint' }).regex(/^[0-9a-f]{16,64}$/, 'Invalid fingerprint'),
  ...checkoutFormSchema.shape,
  // A request names the project by its uuid; absent is "choose a project", as in the form.
  project_id: uuidSchema('project_id')
    .or(z.undefined().transform(() => ''))
    .pipe(checkoutProjectSchema),
  // The API's description says the box must be ticked; the form's schema also takes it unticked, to refuse it.
  accept_terms: z.literal(true, { error: CHECKOUT_MESSAGES.termsRequired }),
});

export type CheckoutInput = z.infer<typeof checkoutSchema>;

export const testPaymentSchema = z.object({
  outcome: z.enum(TEST_PAYMENT_OUTCOMES, { error: 'outcome must be pay, fail or abandon' }),
});

/**
 * POST /api/checkout/upgrade: a background-dressing purchase to upgrade to hero usage. The buyer
 * accepts the licence terms for it, as at checkout (issue 22: the hero-usage terms are new to them).
 */
export const upgradeSchema = z.object({
  purchase_id: uuidSchema('purchase_id'),
  idempotency_key: idempotencyKeySchema,
  accept_terms: z.literal(true, { error: CHECKOUT_MESSAGES.termsRequired }),
});
