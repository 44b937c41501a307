import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import { createMailer, type Mailer } from '../mail/mailer';
import { type Auth, createAuth } from './auth';
import { createLocalVerifier, createTurnstileVerifier, type HumanVerifier } from './human-check';
import { resolveAuthSecret } from './secret';

export interface AuthServices {
  auth: Auth;
  mailer: Mailer;
  humanCheck: HumanVerifier & { issue?: () => string };
}

/**
 * Mail transport, human check and better-auth, chosen from the configuration: SMTP and
 * Turnstile when configured (required in production), the outbox and the local check otherwise.
 */
export async function createAuthServices(
  config: Config,
  handle: DatabaseHandle,
  logger: Logger,
  overrides: { mailer?: Mailer; humanCheck?: AuthServices['humanCheck'] } = {},
): Promise<AuthServices> {
  const secret = await resolveAuthSecret({ authSecret: config.authSecret, dataDir: config.dataDir, handle });
  const mailer =
    overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, handle });
  const { siteKey, secretKey } = config.turnstile;
  const humanCheck =
    overrides.humanCheck ??
    (siteKey && secretKey
      ? createTurnstileVerifier({ siteKey, secretKey })
      : createLocalVerifier({ secret, handle }));
  const auth = createAuth({ config, handle, mailer, humanCheck, logger, secret });
  return { auth, mailer, humanCheck };
}
