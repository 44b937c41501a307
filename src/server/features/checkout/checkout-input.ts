import { uuidSchema } from '../../../core/body-schemas';
import {
  billingAddressProblem,
  billingCountryProblem,
  billingNameProblem,
  CHECKOUT_MESSAGES,
  poNumberProblem,
  productionTitleProblem,
  TEST_PAYMENT_OUTCOMES,
} from '../../../core/checkout';
import { companyNameProblem, normalizeName } from '../../../core/entity-names';
import { z } from '../../../core/zod';

/** Request bodies of checkout, with the messages the form shows under its fields (core/checkout.ts). */

function checkedText(
  problem: (value: string) => string | null,
  required: string,
  tidy: (value: string) => string,
) {
  return z.string({ error: () => required }).transform((value, ctx) => {
    const message = problem(value);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return tidy(value);
  });
}

const idempotencyKeySchema = z
  .string({ error: 'Missing idempotency_key' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotency_key must be 8 to 100 letters, digits, - or _');

export const checkoutSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  fingerprint: z.string({ error: 'Missing fingerprint' }).regex(/^[0-9a-f]{16,64}$/, 'Invalid fingerprint'),
  project_id: uuidSchema('project_id')
    .or(z.undefined().transform(() => ''))
    .pipe(z.string().min(1, CHECKOUT_MESSAGES.projectRequired)),
  production_title: checkedText(
    productionTitleProblem,
    CHECKOUT_MESSAGES.productionTitleRequired,
    normalizeName,
  ),
  company: checkedText(companyNameProblem, 'Company name is required', normalizeName),
  billing_name: checkedText(billingNameProblem, CHECKOUT_MESSAGES.billingNameRequired, normalizeName),
  billing_address: checkedText(billingAddressProblem, CHECKOUT_MESSAGES.billingAddressRequired, (value) =>
    value.trim().replace(/\r\n/g, '\n'),
  ),
  billing_country: checkedText(
    (value) => billingCountryProblem(value.trim().toUpperCase()),
    CHECKOUT_MESSAGES.countryRequired,
    (value) => value.trim().toUpperCase(),
  ),
  // Optional: absent and blank both mean none.
  po_number: checkedText(poNumberProblem, '', normalizeName)
    .optional()
    .transform((value) => value || null),
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
