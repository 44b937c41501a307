import {
  billingAddressProblem,
  billingCountryProblem,
  billingNameProblem,
  CHECKOUT_MESSAGES,
  poNumberProblem,
  productionTitleProblem,
} from './checkout';
import { companyNameProblem, normalizeName } from './entity-names';
import { z } from './zod';

/*
 * The checkout form's schema, apart from checkout.ts: the pages that read orders import that
 * module for its types and labels, and would otherwise load zod for a form they do not show.
 */

/** A text field checked by one of checkout.ts's rules: it arrives tidied, or with the rule's message. */
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

/** The chosen project's id; the form holds '' while none is chosen. */
export const checkoutProjectSchema = z.string().min(1, CHECKOUT_MESSAGES.projectRequired);

/**
 * The buyer's part of POST /api/checkout, in the form's order: the checkout form checks it as it is
 * typed and the server checks the request with it (checkout-input.ts), so both give the same messages.
 */
export const checkoutFormSchema = z.object({
  project_id: checkoutProjectSchema,
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
  // A box the form starts unticked: any boolean is taken, only true passes.
  accept_terms: z
    .boolean({ error: CHECKOUT_MESSAGES.termsRequired })
    .pipe(z.literal(true, { error: CHECKOUT_MESSAGES.termsRequired })),
});

/** The checkout form's values as typed ('' for a project or country not chosen yet). */
export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
