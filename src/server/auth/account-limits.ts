import type { DatabaseHandle } from '../db/client';
import { consumeRateLimit, type RateLimitResult } from './rate-limit';

interface Rule {
  /** Seconds. */
  window: number;
  max: number;
}

/**
 * Limits that protect one account, per auth path (docs/decisions/004-account-lockout.md).
 * Attempts count per (account, client address), so a stranger uses up only their own address's
 * allowance and the owner, elsewhere, is not locked out. Behind that, a per-account ceiling over
 * the same window, more than ten addresses' worth, stops guessing and mail floods spread over
 * many addresses. Every attempt also needs a solved human check (auth.ts).
 */
export const ACCOUNT_LIMITS = {
  // NIST SP 800-63B §5.2.2: no more than 100 failed attempts on one account.
  '/sign-in/email': { perAddress: { window: 900, max: 8 }, perAccount: { window: 900, max: 100 } },
  '/sign-in/magic-link': { perAddress: { window: 600, max: 5 }, perAccount: { window: 600, max: 50 } },
  '/request-password-reset': { perAddress: { window: 600, max: 3 }, perAccount: { window: 600, max: 30 } },
} as const satisfies Record<string, { perAddress: Rule; perAccount: Rule }>;

export type AccountLimitedPath = keyof typeof ACCOUNT_LIMITS;

export function isAccountLimited(path: string): path is AccountLimitedPath {
  return Object.hasOwn(ACCOUNT_LIMITS, path);
}

/**
 * Records one attempt on `account` (a normalised e-mail, known or not: the answer must not tell)
 * from `address` and says whether it may go on. The address's own allowance is checked first; an
 * address already refused adds nothing to the account's count, so one address alone can never
 * exhaust the ceiling.
 */
export async function consumeAccountAttempt(
  handle: DatabaseHandle,
  path: AccountLimitedPath,
  account: string,
  address: string,
): Promise<RateLimitResult> {
  const limits = ACCOUNT_LIMITS[path];
  const fromAddress = await consumeRateLimit(
    handle,
    `account:${path}:${account}:from:${address}`,
    limits.perAddress,
  );
  if (!fromAddress.allowed) return fromAddress;
  return consumeRateLimit(handle, `account:${path}:${account}`, limits.perAccount);
}
