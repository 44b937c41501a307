import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseHandle } from '../db/client';
import { verification } from '../db/tables';

/** spec §5: a human-verification token is required for sign-in, sign-up and reset requests. */
export interface HumanVerifier {
  kind: 'turnstile' | 'local';
  /** The site key the browser widget needs (Turnstile only). */
  siteKey?: string;
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export function createTurnstileVerifier(options: {
  siteKey: string;
  secretKey: string;
  verifyUrl?: string;
  fetchImpl?: typeof fetch;
}): HumanVerifier {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    kind: 'turnstile',
    siteKey: options.siteKey,
    async verify(token, remoteIp) {
      try {
        const response = await fetchImpl(options.verifyUrl ?? TURNSTILE_VERIFY_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            secret: options.secretKey,
            response: token,
            ...(remoteIp ? { remoteip: remoteIp } : {}),
          }),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await response.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        // Fail closed: an unreachable verifier never lets a request through.
        return false;
      }
    },
  };
}

const LOCAL_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

/**
 * Development stand-in for Turnstile: the widget asks POST /api/human-check for a token, which
 * is signed, expires after 5 minutes and is accepted once (its nonce is recorded on use).
 */
export function createLocalVerifier(options: { secret: string; handle: DatabaseHandle }): HumanVerifier & {
  issue(): string;
} {
  const sign = (payload: string) =>
    createHmac('sha256', options.secret).update(`human-check:${payload}`).digest('base64url');
  return {
    kind: 'local',
    issue() {
      const payload = `${randomBytes(12).toString('base64url')}.${Date.now() + LOCAL_TOKEN_LIFETIME_MS}`;
      return `${payload}.${sign(payload)}`;
    },
    async verify(token) {
      const [nonce, expires, signature] = token.split('.');
      if (!nonce || !expires || !signature) return false;
      const expected = Buffer.from(sign(`${nonce}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      if (Number(expires) < Date.now()) return false;
      // Single use: the nonce's row exists from its first use on.
      const used = await options.handle.db
        .insert(verification)
        .values({
          id: `human-check:${nonce}`,
          identifier: 'human-check',
          value: 'used',
          expiresAt: new Date(Number(expires)),
        })
        .onConflictDoNothing({ target: verification.id })
        .returning({ id: verification.id });
      return used.length === 1;
    },
  };
}
