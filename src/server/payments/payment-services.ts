import { createHmac } from 'node:crypto';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import type { PaymentProvider } from './payment-provider';
import { createTestProvider } from './test-provider';

/**
 * The payment provider the configuration asks for: Stripe when STRIPE_SECRET_KEY is set, the
 * test provider outside production, none otherwise (checkout then says payments are unavailable).
 */
export function createPaymentProvider(
  config: Config,
  handle: DatabaseHandle,
  secret: string,
  logger: Logger,
): PaymentProvider | null {
  if (config.stripe.secretKey) {
    // The Stripe adapter lands with the rest of issue 13; until then a configured key must not
    // fall back to the test provider, whose page takes no money.
    logger.warn('STRIPE_SECRET_KEY is set but the Stripe adapter is not built yet: checkout is unavailable');
    return null;
  }
  if (config.isProduction) return null;
  // A key of its own, derived from the auth secret: signing test events never signs sessions.
  return createTestProvider(
    handle,
    createHmac('sha256', secret).update('backdrop test payments').digest('hex'),
  );
}
