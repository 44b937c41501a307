import { createHmac } from 'node:crypto';
import { type Config, ConfigError } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
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
  const { secretKey, webhookSecret } = config.stripe;
  if (secretKey) {
    // Without the webhook secret no confirmation could be believed: stop at boot, naming the
    // variable (production's configuration already requires both).
    if (!webhookSecret)
      throw new ConfigError([
        'Configuration error: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set.',
      ]);
    logger.info({ mode: secretKey.startsWith('sk_live_') ? 'live' : 'test' }, 'Payments: Stripe Checkout');
    return createStripeProvider({ secretKey, webhookSecret, appUrl: config.appUrl });
  }
  if (config.isProduction) return null;
  // A key of its own, derived from the auth secret: signing test events never signs sessions.
  return createTestProvider(
    handle,
    createHmac('sha256', secret).update('backdrop test payments').digest('hex'),
  );
}
