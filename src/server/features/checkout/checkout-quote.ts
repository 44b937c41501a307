import { createHash } from 'node:crypto';
import type { CheckoutQuote } from '../../../core/checkout';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import type { PaymentProvider } from '../../payments/payment-provider';
import { getCart } from '../cart';

/**
 * What paying now would license: the cart as the server prices it, split into the lines that can
 * be licensed and those whose photo was withdrawn, with a fingerprint of every figure. The page
 * sends the fingerprint back with the pay button; a different one means something changed.
 */
export async function quoteCheckout(
  handle: DatabaseHandle,
  owner: Owner,
  payments: PaymentProvider | null,
): Promise<CheckoutQuote> {
  const cart = await getCart(handle, owner);
  const items = cart.items.filter((line) => line.available);
  const unavailable = cart.items.filter((line) => !line.available);
  const signature = [
    ...items.map((line) =>
      [line.id, line.photo_id, line.license_type, line.price_cents, line.discounted_price_cents].join(':'),
    ),
    ...unavailable.map((line) => `withdrawn:${line.id}`),
    `total:${cart.summary.total_cents}`,
  ].join('|');
  return {
    items,
    unavailable,
    summary: cart.summary,
    fingerprint: createHash('sha256').update(signature).digest('hex').slice(0, 32),
    payments_unavailable: payments === null,
    provider: payments?.name ?? null,
  };
}
