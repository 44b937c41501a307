import type { CheckoutFormValues } from '../../../core/checkout-schema';

/** The form's fields in their order on screen, named as `POST /api/checkout` names them (and its 400's `fields`). */
export const CHECKOUT_FIELDS = [
  'project_id',
  'production_title',
  'company',
  'billing_name',
  'billing_address',
  'billing_country',
  'po_number',
  'accept_terms',
] as const satisfies readonly (keyof CheckoutFormValues)[];
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** The page's element id of a field's control. */
export const fieldId = (field: CheckoutField) => `checkout-${field.replace(/_/g, '-')}`;

/**
 * What react-hook-form focuses for a field whose control is not a text input it can hold (the
 * project chooser, the terms box): the control with the field's id, else the first button of the
 * field's wrapper (the chooser's "Create Your First Project" when there is no project yet).
 */
export function focusTarget(field: CheckoutField): { focus: () => void } {
  return {
    focus: () =>
      (
        document.getElementById(fieldId(field)) ??
        document.querySelector<HTMLElement>(`[data-field="${field}"] button`)
      )?.focus(),
  };
}
