import { asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type AccountSort,
  type AdminAccount,
  type DuplicateGroup,
  matchReasons,
  SIGN_IN_METHODS,
  type SignInMethod,
} from '../../../core/admin-accounts';
import type { AdminPage, SortDirection } from '../../../core/admin-lists';
import { STALE_EDIT } from '../../../core/admin-lists';
import { isUuid } from '../../../core/route-validity';
import type { DatabaseHandle, Queryable, Transaction } from '../../db/client';
import { session, user } from '../../db/tables';
import { AppError } from '../../errors';
import { containing } from '../../http/list-query';
import { type AuditActor, recordAudit } from '../audit';

/**
 * The back office's people (issue 25 item 6): a list fast at 100k accounts (the trigram indexes
 * on e-mail and name; the page's per-row facts are looked up for its 50 rows only), admin
 * granted and revoked (never the last admin), bans that sign a person out everywhere.
 */

/**
 * The e-mail as the same person's accounts share it (core `normalisedEmail`, in SQL): lower-case,
 * and for Gmail without dots and +tag, googlemail.com as gmail.com.
 */
/** The e-mail as one person's key: the stored column the database computes (core `normalisedEmail`). */
export const NORMALISED_EMAIL = user.emailKey;

/** The columns of one account's row; the subqueries run for the rows of the page only. */
const ACCOUNT_FIELDS = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  banned: user.banned,
  ban_reason: user.banReason,
  created_at: user.createdAt,
  last_sign_in_at: user.lastSignInAt,
  order_count: sql`(select count(*) from orders o where o.user_id = "user"."id")`.mapWith(Number),
  providers:
    sql`(select string_agg(distinct case when a.provider_id = 'credential' and a.password is null then null when a.provider_id = 'credential' then 'password' else a.provider_id end, ',') from account a where a.user_id = "user"."id")`.mapWith(
      String,
    ),
  legacy: sql`exists (select 1 from legacy_users l where l.email = "user"."email")`.mapWith(Boolean),
};

type AccountRow = {
  id: string;
  email: string;
  name: string;
  role: string;
  banned: boolean;
  ban_reason: string | null;
  created_at: Date;
  last_sign_in_at: Date | null;
  order_count: number;
  providers: string | null;
  legacy: boolean;
};

function methodsOf(row: Pick<AccountRow, 'providers' | 'legacy'>): SignInMethod[] {
  const providers = (row.providers ?? '').split(',').filter(Boolean);
  const methods = new Set<SignInMethod>();
  for (const provider of providers)
    if ((SIGN_IN_METHODS as readonly string[]).includes(provider)) methods.add(provider as SignInMethod);
  if (row.legacy) methods.add('legacy');
  if (providers.length === 0 && !row.legacy) methods.add('email-link');
  return SIGN_IN_METHODS.filter((method) => methods.has(method));
}

function accountOf(row: AccountRow): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === 'admin' ? 'admin' : 'user',
    methods: methodsOf(row),
    last_sign_in_at: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    order_count: row.order_count,
    banned: row.banned,
    ban_reason: row.ban_reason,
    created_at: row.created_at.toISOString(),
  };
}

/** The accounts `where` selects, in `order`, as the list shows them. */
export async function accountsWhere(
  db: Queryable,
  where: SQL | undefined,
  order: SQL[] = [asc(user.createdAt)],
): Promise<AdminAccount[]> {
  const rows = await db
    .select(ACCOUNT_FIELDS)
    .from(user)
    .where(where)
    .orderBy(...order);
  return rows.map((row) => accountOf(row as AccountRow));
}

export interface AccountFilters {
  q: string;
  sort: AccountSort;
  dir: SortDirection;
  offset: number;
  limit: number;
}

function orderOf(sort: AccountSort, dir: SortDirection): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  switch (sort) {
    case 'email':
      return [by(user.email)];
    case 'last_sign_in':
      // In user_last_sign_in_idx's order: most recent first, never signed in last (read backwards for asc).
      return dir === 'asc'
        ? [sql`${user.lastSignInAt} asc nulls first`, asc(user.id)]
        : [sql`${user.lastSignInAt} desc nulls last`, desc(user.id)];
    default:
      // In user_created_idx's order (desc() sorts nulls first, as the index does, read backwards
      // for asc); the id after it breaks ties with an incremental sort of the few.
      return [by(user.createdAt), by(user.id)];
  }
}

/**
 * A page of people, found by part of their e-mail or name (the trigram indexes), read through
 * the sort's index: last sign-in is a column set at each sign-in (auth.ts), since grouping the
 * sessions took 0.4 s for a page at 100k accounts.
 */
export async function listAccounts(
  handle: DatabaseHandle,
  filters: AccountFilters,
): Promise<AdminPage<AdminAccount>> {
  const { db } = handle;
  const pattern = containing(filters.q);
  // An account's id finds it too: the audit log links an account's changes to `?q={id}`.
  const where =
    filters.q === ''
      ? undefined
      : isUuid(filters.q)
        ? eq(user.id, filters.q.toLowerCase())
        : or(ilike(user.email, pattern), ilike(user.name, pattern));
  const page = db
    .select(ACCOUNT_FIELDS)
    .from(user)
    .where(where)
    .orderBy(...orderOf(filters.sort, filters.dir));
  const [rows, [counted]] = await Promise.all([
    page.offset(filters.offset).limit(filters.limit),
    db.select({ total: count() }).from(user).where(where),
  ]);
  return { total: counted?.total ?? 0, items: rows.map((row) => accountOf(row as AccountRow)) };
}

/** One account as the list shows it; 404 when there is none. */
export async function findAccount(db: Queryable, id: string): Promise<AdminAccount> {
  const [found] = await accountsWhere(db, eq(user.id, id));
  if (!found) throw new AppError('NOT_FOUND', 'Account not found');
  return found;
}

/**
 * Locks every admin's row for the rest of the transaction and answers their ids. Two admins
 * revoking each other at once take turns here: the second sees the first's change (PostgreSQL
 * re-reads a locked row that changed) and finds one admin left.
 */
async function lockAdmins(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The actor must still be an admin once the admins are locked (another may have revoked them). */
function stillAdmin(admins: readonly string[], actor: AuditActor) {
  if (!admins.includes(actor.id)) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.noLongerAdmin);
}

async function lockedAccount(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      id: user.id,
      email: user.email,
      role: user.role,
      banned: user.banned,
      banReason: user.banReason,
    })
    .from(user)
    .where(eq(user.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return row;
}

/**
 * Grants or revokes admin. The change asked for must still be a change (else someone else made
 * it meanwhile: 409); admins cannot revoke themselves, and the last admin is never revoked.
 */
export async function setRole(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  role: 'admin' | 'user',
): Promise<AdminAccount> {
  return handle.transaction(async (tx) => {
    if (role === 'user' && id === actor.id) throw new AppError('INVALID', ACCOUNT_MESSAGES.self);
    const admins = await lockAdmins(tx);
    // Two admins revoking each other: the second finds its target the only admin left.
    if (role === 'user' && admins.length === 1 && admins[0] === id)
      throw new AppError('IN_USE', ACCOUNT_MESSAGES.lastAdmin);
    stillAdmin(admins, actor);
    const target = await lockedAccount(tx, id);
    if (target.role === role) throw new AppError('CHANGED', STALE_EDIT);
    if (role === 'admin' && target.banned)
      throw new AppError('INVALID', 'Unban this account before granting admin.');
    await tx.update(user).set({ role, updatedAt: sql`now()` }).where(eq(user.id, id));
    await recordAudit(tx, actor, {
      action: role === 'admin' ? 'account.grant_admin' : 'account.revoke_admin',
      entityType: 'account',
      entityId: id,
      summary: role === 'admin' ? `Made ${target.email} an admin` : `Revoked admin from ${target.email}`,
      before: { role: target.role },
      after: { role },
    });
    return findAccount(tx, id);
  });
}

/** Bans with a reason and ends every session of the account at once. */
export async function ban(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  reason: string,
): Promise<AdminAccount & { sessions_ended: number }> {
  return handle.transaction(async (tx) => {
    if (id === actor.id) throw new AppError('INVALID', ACCOUNT_MESSAGES.selfBan);
    const target = await lockedAccount(tx, id);
    if (target.banned) throw new AppError('CHANGED', STALE_EDIT);
    if (target.role === 'admin') throw new AppError('INVALID', ACCOUNT_MESSAGES.banAdmin);
    await tx
      .update(user)
      .set({ banned: true, banReason: reason, banExpires: null, updatedAt: sql`now()` })
      .where(eq(user.id, id));
    const ended = await tx.delete(session).where(eq(session.userId, id)).returning({ id: session.id });
    await recordAudit(tx, actor, {
      action: 'account.ban',
      entityType: 'account',
      entityId: id,
      summary: `Banned ${target.email}: ${reason}`,
      before: { banned: false },
      after: { banned: true, ban_reason: reason, sessions_ended: ended.length },
    });
    return { ...(await findAccount(tx, id)), sessions_ended: ended.length };
  });
}

export async function unban(handle: DatabaseHandle, actor: AuditActor, id: string): Promise<AdminAccount> {
  return handle.transaction(async (tx) => {
    const target = await lockedAccount(tx, id);
    if (!target.banned) throw new AppError('CHANGED', STALE_EDIT);
    await tx
      .update(user)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: sql`now()` })
      .where(eq(user.id, id));
    await recordAudit(tx, actor, {
      action: 'account.unban',
      entityType: 'account',
      entityId: id,
      summary: `Unbanned ${target.email}`,
      before: { banned: true, ban_reason: target.banReason },
      after: { banned: false },
    });
    return findAccount(tx, id);
  });
}

/**
 * Groups of accounts sharing a normalised e-mail (the same person), a page of groups at a time,
 * ordered by that e-mail. One pass over the accounts, grouped by the key.
 */
export async function listDuplicates(
  handle: DatabaseHandle,
  filters: { q: string; dir: SortDirection; offset: number; limit: number },
): Promise<AdminPage<DuplicateGroup>> {
  const { db } = handle;
  const { offset, limit } = filters;
  const keyed = db
    .select({ key: sql<string>`${NORMALISED_EMAIL}`.as('key') })
    .from(user)
    .where(filters.q === '' ? undefined : sql`${NORMALISED_EMAIL} ilike ${containing(filters.q)}`)
    .groupBy(sql`1`)
    .having(sql`count(*) > 1`)
    .as('keyed');
  const [groups, [counted]] = await Promise.all([
    db
      .select({ key: keyed.key })
      .from(keyed)
      .orderBy(filters.dir === 'asc' ? asc(keyed.key) : desc(keyed.key))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(keyed),
  ]);
  const keys = groups.map((group) => group.key);
  const members =
    keys.length === 0
      ? []
      : await db
          .select({ ...ACCOUNT_FIELDS, key: sql<string>`${NORMALISED_EMAIL}` })
          .from(user)
          .where(inArray(NORMALISED_EMAIL, keys))
          .orderBy(asc(user.createdAt));
  const items = keys.map((key) => {
    const accounts = members
      .filter((member) => member.key === key)
      .map((row) => accountOf(row as AccountRow));
    return { key, reasons: matchReasons(accounts), accounts };
  });
  return { total: counted?.total ?? 0, items };
}
