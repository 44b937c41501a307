import {
  billingAddressProblem,
  billingCountryProblem,
  billingNameProblem,
  CHECKOUT_MESSAGES,
  poNumberProblem,
  productionTitleProblem,
} from '../../../core/checkout';
import { companyNameProblem } from '../../../core/entity-names';

/** The form's fields, named as `POST /api/checkout` names them (and its 400's `fields`). */
export const CHECKOUT_FIELDS = [
  'project_id',
  'production_title',
  'company',
  'billing_name',
  'billing_address',
  'billing_country',
  'po_number',
  'accept_terms',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export interface CheckoutValues {
  project_id: string | null;
  production_title: string;
  company: string;
  billing_name: string;
  billing_address: string;
  /** '' until chosen. */
  billing_country: string;
  po_number: string;
  accept_terms: boolean;
}

export type CheckoutProblems = Partial<Record<CheckoutField, string>>;

export function isCheckoutField(name: string): name is CheckoutField {
  return (CHECKOUT_FIELDS as readonly string[]).includes(name);
}

/** The problem of one field as the server's rules word it (src/core), or null. */
export function fieldProblem(field: CheckoutField, values: CheckoutValues): string | null {
  switch (field) {
    case 'project_id':
      return values.project_id ? null : CHECKOUT_MESSAGES.projectRequired;
    case 'production_title':
      return productionTitleProblem(values.production_title);
    case 'company':
      return companyNameProblem(values.company);
    case 'billing_name':
      return billingNameProblem(values.billing_name);
    case 'billing_address':
      return billingAddressProblem(values.billing_address);
    case 'billing_country':
      return billingCountryProblem(values.billing_country);
    case 'po_number':
      return poNumberProblem(values.po_number);
    case 'accept_terms':
      return values.accept_terms ? null : CHECKOUT_MESSAGES.termsRequired;
    default: {
      const never: never = field;
      return never;
    }
  }
}

/** Every field's problem, in the form's order; empty when the form can be sent. */
export function checkoutProblems(values: CheckoutValues): CheckoutProblems {
  const problems: CheckoutProblems = {};
  for (const field of CHECKOUT_FIELDS) {
    const problem = fieldProblem(field, values);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The page's element id of a field's control, so a submit can move focus to the first problem. */
export const fieldId = (field: CheckoutField) => `checkout-${field.replace(/_/g, '-')}`;
