import type { Auth } from './auth/auth';
import type { HumanVerifier } from './auth/human-check';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { SearchTuning } from './features/photos/search-tuning';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/payment-provider';
import type { ObjectStore } from './storage/object-store';

/** What every request handler can reach: built once in main.ts, passed to createApp. */
export interface AppDeps {
  config: Config;
  handle: DatabaseHandle;
  /**
   * Catalogue reads (search, browse, photo pages, similar, popular): the read replica's handle when
   * DATABASE_READ_URL is set (db/read-replica.ts); absent, they use `handle`. Reach it through
   * catalogueHandle(c) (db/read-replica-routing.ts), which keeps a browser that just wrote on the primary.
   */
  catalogue?: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  humanCheck: HumanVerifier & { issue?: () => string };
  /** Built web app (dist/web); absent in tests and in `npm run dev`. */
  webRoot?: string;
  /** True while the process shuts down (main.ts drains its connections); absent in tests. */
  isDraining?: () => boolean;
  /** How searches pick their plans; the defaults unless a test shrinks them to reach every plan. */
  searchTuning?: SearchTuning;
  /** Stripe or the test provider (payment-services.ts); absent or null: checkout is unavailable. */
  payments?: PaymentProvider | null;
  /** Where sold originals live: files under DATA_DIR, or S3 when S3_* is set (storage-services.ts). */
  storage?: ObjectStore;
}

export type AuthSession = Auth['$Infer']['Session'];

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    session: AuthSession;
    /** The client's address as http/client-address.ts decides it (TRUST_PROXY-aware). */
    clientAddress: string;
    /** Live photos in the catalogue, from memory (refreshed every minute): the footer's figure. */
    liveCount: () => Promise<number>;
    /** Set by tagSmallAnswer: the answer is tagged already (with `etag`, unless no-store) and too small to compress. */
    smallAnswer: { etag: string | null };
  };
}
