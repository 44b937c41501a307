import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutQuote, CheckoutRequest, CheckoutStarted } from '../../../../core/checkout';
import { ApiError, api, errorFrom, isRecord } from '../../../api';
import { checkoutKeys } from './checkout-keys';

/** 409 `changed`: the cart moved since the quote the buyer saw; `quote` is how it stands now. */
export class CheckoutChangedError extends ApiError {
  constructor(
    message: string,
    readonly quote: CheckoutQuote,
  ) {
    super(409, 'changed', message);
    this.name = 'CheckoutChangedError';
  }
}

function isQuote(value: unknown): value is CheckoutQuote {
  return (
    isRecord(value) &&
    Array.isArray(value.items) &&
    Array.isArray(value.unavailable) &&
    isRecord(value.summary) &&
    typeof value.fingerprint === 'string'
  );
}

/** The form's request; sending it is accepting the licence terms (the form checks the box first). */
export type CheckoutInput = Omit<CheckoutRequest, 'accept_terms'>;

/**
 * `POST /api/checkout`: 201 with where to pay; 409 `changed` throws a CheckoutChangedError
 * carrying the new quote; any other failure an ApiError (400 with per-field messages, 503).
 */
export async function startCheckout(request: CheckoutInput): Promise<CheckoutStarted> {
  const response = await api.checkout.$post({ json: { ...request, accept_terms: true } });
  if (response.status === 409) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const error = isRecord(body) && isRecord(body.error) ? body.error : null;
    if (error?.code === 'changed' && isRecord(body) && isQuote(body.quote)) {
      throw new CheckoutChangedError(typeof error.message === 'string' ? error.message : '', body.quote);
    }
  }
  if (response.status === 201) return response.json();
  throw await errorFrom(response);
}

/** Starts the payment; a changed cart puts its new quote in place, for the page to show what differs. */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'start'] as const,
    mutationFn: startCheckout,
    onError: (error) => {
      if (error instanceof CheckoutChangedError) queryClient.setQueryData(checkoutKeys.quote, error.quote);
    },
  });
}
