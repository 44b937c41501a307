import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { admin, magicLink } from 'better-auth/plugins';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { account, session, user, verification } from '../db/schema/auth';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { magicLinkMail, noAccountMail, resetPasswordMail } from '../mail/templates';
import type { HumanVerifier } from './human-check';
import { isWordpressMigrant, markMigrated } from './legacy-users';
import { consumeRateLimit, tooManyMessage } from './rate-limit';
import { createProfileForNewUser, savePendingSignup, signupDetailsSchema } from './signup-details';

export interface AuthDeps {
  config: Config;
  handle: DatabaseHandle;
  mailer: Mailer;
  humanCheck: HumanVerifier;
  logger: Logger;
  secret: string;
}

/** Set by the HTTP layer from the socket, never from a client-supplied header. */
export const CLIENT_IP_HEADER = 'x-backdrop-client-ip';

/** Paths that need a human-verification token (spec §5) and their per-e-mail limits (abuse). */
const HUMAN_CHECKED = new Set([
  '/sign-in/magic-link',
  '/sign-in/email',
  '/request-password-reset',
  '/sign-up/email',
]);
const PER_EMAIL_LIMITS: Record<string, { window: number; max: number }> = {
  '/sign-in/magic-link': { window: 600, max: 5 },
  '/request-password-reset': { window: 600, max: 3 },
  '/sign-in/email': { window: 900, max: 8 },
};

export const LEGACY_WELCOME =
  "Welcome to our new and improved website! We've upgraded our systems. Please check your email for a link to set your new password.";

const MAGIC_LINK_LIFETIME_SECONDS = 600; // OWASP ASVS 6.5.5: single use, at most 10 minutes.

export function createAuth(deps: AuthDeps) {
  const { config, handle, mailer, humanCheck, logger } = deps;
  const origins = [config.appUrl];
  if (!config.isProduction)
    origins.push(`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`);

  const sendResetLink = async (email: string, url: string) => {
    const legacy = await isWordpressMigrant(handle, email);
    // Legacy users land on /auth/reset-password (spec §7), everyone else on /reset-password.
    const link = new URL(url);
    if (legacy) link.searchParams.set('callbackURL', '/auth/reset-password');
    await mailer.send(resetPasswordMail(email, link.toString(), legacy));
  };

  const auth = betterAuth({
    appName: 'Backdrop',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: origins,
    // better-auth's own messages go through our logger, not straight to the console.
    logger: {
      level: 'info',
      log: (level, message, ...args) => logger[level]({ details: args.map(String) }, `auth: ${message}`),
    },
    database: drizzleAdapter(handle.db, { provider: 'pg', schema: { user, session, account, verification } }),
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // Renewed at most once a day while in use; an expired session simply ends.
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: target, url }) => sendResetLink(target.email, url),
      onPasswordReset: async ({ user: target }) => {
        await handle.raw(
          'update profiles set needs_password_setup = false, updated_at = now() where id = $1',
          [target.id],
        );
        await markMigrated(handle, target.email);
      },
    },
    socialProviders:
      config.google.clientId && config.google.clientSecret
        ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
        : {},
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      // Per address; generous enough for an office behind one NAT. Per e-mail limits are tighter (above).
      customRules: {
        '/sign-in/magic-link': { window: 600, max: 30 },
        '/sign-in/email': { window: 300, max: 30 },
        '/request-password-reset': { window: 600, max: 20 },
        '/magic-link/verify': { window: 60, max: 30 },
      },
      customStorage: { consume: (key, rule) => consumeRateLimit(handle, `auth:${key}`, rule) },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => createProfileForNewUser(handle, created),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Only requests from browsers are checked; the server's own calls carry no request.
        if (!ctx.request || !HUMAN_CHECKED.has(ctx.path)) return;
        const token = ctx.headers?.get('x-captcha-response') ?? '';
        if (!token) {
          throw new APIError('BAD_REQUEST', {
            code: 'VERIFICATION_REQUIRED',
            message: 'Please complete the Turnstile verification.',
          });
        }
        const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined;
        if (!(await humanCheck.verify(token, ip))) {
          throw new APIError('FORBIDDEN', {
            code: 'VERIFICATION_FAILED',
            message: 'Verification failed. Please try again.',
          });
        }
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : '';
        const perEmail = PER_EMAIL_LIMITS[ctx.path];
        if (email && perEmail) {
          const result = await consumeRateLimit(handle, `email:${ctx.path}:${email}`, perEmail);
          if (!result.allowed) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'TOO_MANY_REQUESTS',
              message: tooManyMessage(result.retryAfter ?? perEmail.window),
            });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email' || !ctx.request) return;
        const returned = ctx.context.returned;
        if (!isAPIError(returned)) return;
        const code = String(returned.body?.code ?? '');
        if (!['INVALID_EMAIL_OR_PASSWORD', 'EMAIL_NOT_VERIFIED', 'INVALID_EMAIL'].includes(code)) return;
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : '';
        if (!email || !(await isWordpressMigrant(handle, email))) return;
        // spec §8: a legacy user whose login fails is sent a reset e-mail automatically.
        await auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/reset-password' } });
        logger.info({ email }, 'legacy user: password setup mail sent after a failed login');
        throw new APIError('UNAUTHORIZED', { code: 'LEGACY_USER_RESET_SENT', message: LEGACY_WELCOME });
      }),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_LIFETIME_SECONDS,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url, metadata }) => {
          const known =
            (await handle.raw('select 1 from "user" where email = lower($1)', [email])).length > 0;
          if (known) return mailer.send(magicLinkMail(email, url, false));
          // New accounts are made only through sign-up, which carries the agreement (spec §2).
          // The answer to the browser stays the same, so nobody learns which e-mails have accounts.
          const details = signupDetailsSchema.safeParse(metadata);
          if (!details.success)
            return mailer.send(noAccountMail(email, new URL('/auth?mode=signup', config.appUrl).toString()));
          await savePendingSignup(handle, email, details.data);
          await mailer.send(magicLinkMail(email, url, true));
        },
      }),
      admin(),
    ],
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
