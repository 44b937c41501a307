import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getIP, isAPIError } from 'better-auth/api';
import { admin, magicLink } from 'better-auth/plugins';
import { eq, sql } from 'drizzle-orm';
import { paths } from '../../core/paths';
import { safeReturnUrl } from '../../core/return-url';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { account, session, user, verification } from '../db/schema/auth';
import { profiles } from '../db/tables';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { magicLinkMail, noAccountMail, resetPasswordMail } from '../mail/templates';
import { consumeAccountAttempt, isAccountLimited } from './account-limits';
import type { HumanVerifier } from './human-check';
import { isWordpressMigrant, markMigrated } from './legacy-users';
import { refuseInvalidNames, refuseInvalidUserName } from './name-checks';
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

/** Paths that need a human-verification token (spec §5); their per-account limits are in account-limits.ts. */
const HUMAN_CHECKED = new Set(['/sign-in/magic-link', '/sign-in/email', '/request-password-reset']);

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

  /** The e-mail a request names, as accounts are keyed; '' when it names none. */
  const emailOf = (body: unknown): string => {
    const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
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
    // Profile edits go through PATCH /api/profile (names checked there); better-auth's own
    // update-user would write the name and an unchecked image URL, and the web app never calls it.
    disabledPaths: ['/update-user'],
    verification: {
      // Reset links are stored as SHA-256 of the identifier, as sign-in link tokens are (storeToken
      // below): a read of the verification table must not hand out working links. Other rows keep
      // their plain identifiers (OAuth state; sign-in links, which the plugin hashes itself).
      storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } },
    },
    emailAndPassword: {
      enabled: true,
      // spec §2: accounts are made by the sign-up tab's one-time link, which carries the agreement
      // and proves the e-mail. better-auth's e-mail+password sign-up then answers everyone the same
      // 400 EMAIL_PASSWORD_SIGN_UP_DISABLED; passwords are set after sign-in or by reset.
      disableSignUp: true,
      minPasswordLength: 8,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: target, url }) => sendResetLink(target.email, url),
      onPasswordReset: async ({ user: target }) => {
        await handle.db
          .update(profiles)
          .set({ needsPasswordSetup: false, updatedAt: sql`now()` })
          .where(eq(profiles.id, target.id));
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
      // Per address across accounts; generous enough for an office behind one NAT. Limits that
      // protect one account are counted per (account, address) in the before hook (account-limits.ts).
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
          before: async (data) => refuseInvalidUserName(data),
          after: async (created) => createProfileForNewUser(handle, created),
        },
        update: {
          before: async (data) => refuseInvalidUserName(data),
        },
      },
      // Every sign-in starts a session: the back office's "last sign-in" (issue 25). An admin
      // viewing as someone else is not that person signing in.
      session: {
        create: {
          after: async (created) => {
            if ('impersonatedBy' in created && created.impersonatedBy) return;
            await handle.db.update(user).set({ lastSignInAt: sql`now()` }).where(eq(user.id, created.userId));
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Only requests from browsers are checked; the server's own calls carry no request.
        if (!ctx.request) return;
        refuseInvalidNames(ctx.path, ctx.body);
        if (!HUMAN_CHECKED.has(ctx.path)) return;
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
        const email = emailOf(ctx.body);
        if (!email || !isAccountLimited(ctx.path)) return;
        const address = getIP(ctx.request, ctx.context.options) ?? ip ?? 'unknown';
        const result = await consumeAccountAttempt(handle, ctx.path, email, address);
        if (!result.allowed) {
          throw new APIError('TOO_MANY_REQUESTS', {
            code: 'TOO_MANY_REQUESTS',
            message: tooManyMessage(result.retryAfter ?? 60),
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email' || !ctx.request) return;
        const returned = ctx.context.returned;
        if (!isAPIError(returned)) return;
        const code = String(returned.body?.code ?? '');
        if (!['INVALID_EMAIL_OR_PASSWORD', 'EMAIL_NOT_VERIFIED', 'INVALID_EMAIL'].includes(code)) return;
        const email = emailOf(ctx.body);
        if (!email || !(await isWordpressMigrant(handle, email))) return;
        // spec §8: a legacy user whose login fails is sent a reset e-mail automatically, within the
        // limits of the reset form, so failed logins cannot flood their inbox.
        const address = getIP(ctx.request, ctx.context.options) ?? 'unknown';
        const mail = await consumeAccountAttempt(handle, '/request-password-reset', email, address);
        if (mail.allowed) {
          await auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/reset-password' } });
          logger.info({ email }, 'legacy user: password setup mail sent after a failed login');
        }
        throw new APIError('UNAUTHORIZED', { code: 'LEGACY_USER_RESET_SENT', message: LEGACY_WELCOME });
      }),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_LIFETIME_SECONDS,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url, metadata }) => {
          const known =
            (
              await handle.db
                .select({ id: user.id })
                .from(user)
                .where(eq(user.email, sql`lower(${email})`))
            ).length > 0;
          if (known) return mailer.send(magicLinkMail(email, url, false));
          // New accounts are made only through sign-up, which carries the agreement (spec §2).
          // The answer to the browser stays the same, so nobody learns which e-mails have accounts.
          const details = signupDetailsSchema.safeParse(metadata);
          if (!details.success) return mailer.send(noAccountMail(email, signupLinkFor(url, config.appUrl)));
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

/**
 * The sign-up link of the "no account yet" mail: it keeps the page the person was signing in to
 * reach (the login link's callbackURL), so the new account lands there too (issue 22 item 4).
 */
function signupLinkFor(loginLink: string, appUrl: string): string {
  const wanted = safeReturnUrl(new URL(loginLink).searchParams.get('callbackURL'));
  const returnUrl = wanted && wanted !== paths.profile.path ? wanted : undefined;
  return new URL(paths.auth.href({ mode: 'signup', ...(returnUrl ? { returnUrl } : {}) }), appUrl).toString();
}
