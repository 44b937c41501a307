import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../server/app';
import { type AuthServices, createAuthServices } from '../server/auth/auth-services';
import { loadConfig } from '../server/config';
import type { DatabaseHandle } from '../server/db/client';
import type { SearchTuning } from '../server/features/photos/search-tuning';
import { createLogger } from '../server/logger';
import type { MediaStore } from '../server/media/media-store';
import type { PaymentProvider } from '../server/payments/payment-provider';
import { createPaymentProvider } from '../server/payments/payment-services';
import { createLocalStore } from '../server/storage/local-store';
import type { ObjectStore } from '../server/storage/object-store';

/** Every setting production requires, with stand-in values: for tests of what production removes or adds. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  APP_URL: 'https://backdrop.example',
  SMTP_URL: 'smtp://127.0.0.1:1',
  MAIL_FROM: 'Backdrop <hello@backdrop.example>',
  TURNSTILE_SITE_KEY: 'site-key',
  TURNSTILE_SECRET_KEY: 'secret-key',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123456789';

/** The real Hono app on a test database, called in-process (no network). */
export async function createTestApp(
  handle: DatabaseHandle,
  options: {
    env?: Record<string, string>;
    webRoot?: string;
    services?: Partial<Pick<AuthServices, 'mailer' | 'humanCheck'>>;
    searchTuning?: SearchTuning;
    /** The payment provider; by default the one the configuration chooses (the test provider). */
    payments?: PaymentProvider | null;
    /** Where sold files go; by default a local store in a fresh temporary folder of this app's own. */
    storage?: ObjectStore;
    /** The media store, to mount /media (issue 26's access checks). */
    media?: MediaStore;
  } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.data-test',
    AUTH_SECRET: TEST_AUTH_SECRET,
    APP_URL: 'http://localhost:3000',
    // Every in-process request comes from one address: suites that are not about rate limits would
    // trip them. The rate-limit tests switch them back on.
    RATE_LIMITS: 'off',
    ...options.env,
  });
  const logger = createLogger({ level: 'silent', pretty: false });
  const services = await createAuthServices(config, handle, logger, options.services);
  return createApp(
    {
      config,
      handle,
      logger,
      webRoot: options.webRoot,
      searchTuning: options.searchTuning,
      payments:
        options.payments !== undefined
          ? options.payments
          : createPaymentProvider(config, handle, TEST_AUTH_SECRET, logger),
      // Created on the first write only: most suites never store a file.
      storage: options.storage ?? createLocalStore(path.join(tmpdir(), `backdrop-storage-${randomUUID()}`)),
      ...services,
    },
    options.media ? { media: options.media } : {},
  );
}
