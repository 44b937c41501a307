import { uuidSchema } from './body-schemas';
import { isDisplayText } from './plain-text';
import { z } from './zod';

/**
 * The back office's accounts (issue 25 item 6): people, their roles and sign-in methods, bans,
 * and the consolidation of accounts that are the same person.
 */

/**
 * How an account signs in. `password`: a password set on this site; `google`: a Google sign-in;
 * `legacy`: imported from the WordPress site (the legacy_users row of its e-mail); `email-link`: no
 * other method, the account was made by the sign-up link and signs in by one-time links only
 * (every account can also ask for a one-time link).
 */
export const SIGN_IN_METHODS = ['password', 'email-link', 'google', 'legacy'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const SIGN_IN_METHOD_LABEL: Record<SignInMethod, string> = {
  password: 'Password',
  'email-link': 'E-mail link',
  google: 'Google',
  legacy: 'Legacy import',
};

export const ACCOUNT_SORTS = ['created_at', 'last_sign_in', 'email'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

/** One person in `/admin/accounts` (GET /api/admin/accounts). */
export interface AdminAccount {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'user';
  methods: SignInMethod[];
  /** The newest session on record (a session ended by signing out leaves none). */
  last_sign_in_at: string | null;
  order_count: number;
  banned: boolean;
  ban_reason: string | null;
  created_at: string;
}

export const BAN_REASON_MAX = 500;

export const ACCOUNT_MESSAGES = {
  lastAdmin: 'This is the last admin: grant admin to someone else first.',
  self: 'You cannot revoke your own admin rights. Another admin can.',
  selfBan: 'You cannot ban yourself.',
  banAdmin: 'Revoke admin from this account before banning it.',
  noLongerAdmin: 'Your admin rights were revoked meanwhile.',
  reasonRequired: 'Give a reason for the ban',
  reasonLong: `The reason must be at most ${BAN_REASON_MAX} characters`,
  reasonInvalid: 'The reason contains invalid characters',
  mergeSelf: 'Choose accounts other than the one that stays.',
  mergeSignedIn: 'You cannot merge away the account you are signed in with.',
  mergeAdmin:
    'An admin account can only be merged into another admin account: keep the admin, or revoke admin first.',
  mergeTwoPending:
    'Both accounts have an order awaiting payment. Merge once one is paid or replaced by a newer checkout.',
} as const;

/** POST /api/admin/accounts/:id/role body. */
export const roleSchema = z.object({
  role: z.enum(['admin', 'user'], { error: 'role must be admin or user' }),
});

/** POST /api/admin/accounts/:id/ban body. */
export const banSchema = z.object({
  reason: z
    .string({ error: ACCOUNT_MESSAGES.reasonRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.reasonRequired)
    .max(BAN_REASON_MAX, ACCOUNT_MESSAGES.reasonLong)
    .refine((text) => isDisplayText(text) && !/[<>]/.test(text), ACCOUNT_MESSAGES.reasonInvalid),
});

export const MERGE_MAX = 10;

/** POST /api/admin/account-merges body: the accounts merged into the one that stays. */
export const mergeSchema = z.object({
  survivor_id: uuidSchema('survivor_id'),
  merged_ids: z
    .array(uuidSchema('merged_ids'), { error: 'merged_ids must list the accounts to merge' })
    .min(1, 'Choose at least one account to merge')
    .max(MERGE_MAX, `Merge at most ${MERGE_MAX} accounts at once`),
});
export type MergeRequest = z.infer<typeof mergeSchema>;

/**
 * The key two accounts of the same person share: the e-mail trimmed and lower-cased, and for
 * Gmail (which ignores dots and a +tag in the name, and answers to googlemail.com too) without
 * those. Other providers' +tags are kept: some treat them as part of the name.
 * The server computes the same in SQL (admin-accounts.service.ts `NORMALISED_EMAIL`).
 */
export function normalisedEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  if (domain !== 'gmail.com' && domain !== 'googlemail.com') return lower;
  return `${local.split('+')[0]?.replaceAll('.', '')}@gmail.com`;
}

export const MATCH_REASONS = ['case', 'gmail', 'legacy', 'google-link'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

export const MATCH_REASON_LABEL: Record<MatchReason, string> = {
  case: 'Same e-mail in another case',
  gmail: 'Same Gmail address (dots or +tag)',
  legacy: 'Legacy import and a new account',
  'google-link': 'Google and an e-mail link account',
};

/** Why the accounts of a group look like one person (they share `normalisedEmail`). */
export function matchReasons(accounts: readonly Pick<AdminAccount, 'email' | 'methods'>[]): MatchReason[] {
  const reasons: MatchReason[] = [];
  const lowers = new Set(accounts.map((account) => account.email.trim().toLowerCase()));
  if (lowers.size < accounts.length) reasons.push('case');
  if (lowers.size > 1) reasons.push('gmail');
  const legacy = accounts.filter((account) => account.methods.includes('legacy')).length;
  if (legacy > 0 && legacy < accounts.length) reasons.push('legacy');
  if (
    accounts.some((account) => account.methods.includes('google')) &&
    accounts.some((account) => account.methods.includes('email-link'))
  )
    reasons.push('google-link');
  return reasons;
}

/** Accounts that look like one person (GET /api/admin/account-duplicates). */
export interface DuplicateGroup {
  /** The shared normalised e-mail. */
  key: string;
  reasons: MatchReason[];
  accounts: AdminAccount[];
}

/** What a merge moves into the account that stays, and what it resolves on the way. */
export interface MergeCounts {
  cart_lines: number;
  /** Lines both accounts had (same photo and licence): one is kept. */
  cart_duplicates: number;
  wishlists: number;
  projects: number;
  /** Projects with the same company and name as one of the survivor's: merged into it. */
  projects_merged: number;
  companies: number;
  /** Companies with the same name as one of the survivor's: merged into it (the old id kept as an alias). */
  companies_merged: number;
  orders: number;
  purchases: number;
  download_links: number;
  photos: number;
  sign_in_methods: number;
  sessions_ended: number;
}

export const MERGE_COUNT_LABEL: Record<keyof MergeCounts, string> = {
  cart_lines: 'Cart lines',
  cart_duplicates: 'Cart lines in both carts (kept once)',
  wishlists: 'Wishlists',
  projects: 'Projects',
  projects_merged: 'Projects with the same name (merged into the survivor’s)',
  companies: 'Companies',
  companies_merged: 'Companies with the same name (merged into the survivor’s)',
  orders: 'Orders',
  purchases: 'Purchases',
  download_links: 'Download links',
  photos: 'Photos (as creator)',
  sign_in_methods: 'Sign-in methods',
  sessions_ended: 'Sessions ended',
};

/** GET /api/admin/account-merges/preview and the answer of POST /api/admin/account-merges. */
export interface MergePreview {
  survivor: AdminAccount;
  merged: AdminAccount[];
  moves: MergeCounts;
  /** What else changes, in plain words (the survivor's e-mail lower-cased, a password dropped). */
  notes: string[];
  /** Why the merge cannot be done now; empty when it can. */
  blockers: string[];
}
