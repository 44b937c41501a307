import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type AdminAccount,
  type MergeCounts,
  type MergePreview,
  type MergeRequest,
} from '../../../core/admin-accounts';
import type { DatabaseHandle, Queryable, Transaction } from '../../db/client';
import {
  account,
  cartItems,
  clickEvents,
  collections,
  companies,
  companyAliases,
  downloadLinks,
  legacyUsers,
  orders,
  photos,
  profiles,
  projects,
  purchases,
  searchAnalytics,
  searchSettings,
  session,
  user,
  wishlists,
} from '../../db/tables';
import { AppError } from '../../errors';
import { type AuditActor, recordAudit } from '../audit';
import { accountsWhere } from './admin-accounts.service';

/**
 * Account consolidation (issue 25 item 6): the accounts of one person merged into the one that
 * stays, in one transaction, nothing lost. What moves and how clashes resolve:
 * - cart lines move; a line the survivor's cart already has (same photo and licence) is kept once;
 * - wishlists, orders, purchases, download links, photos (as creator), collections and the
 *   analytics rows move as they are;
 * - a project with the same company and name (ignoring case) as one of the survivor's is merged
 *   into it: its wishlists, orders, purchases and project download links point at the survivor's;
 * - a company with the same name (ignoring case) is merged into the survivor's, its id kept in
 *   company_aliases so links to it resolve; the survivor's logo stays, or the merged one's if none;
 * - sign-in methods move (a Google sign-in keeps working, now into the survivor); a password the
 *   survivor already has wins over the merged account's, which is dropped;
 * - the merged account's sessions end and the account is deleted (its audit entries keep its
 *   e-mail); its legacy import counts as migrated. The survivor's profile takes names it lacks.
 * Refused: merging an admin into a non-admin, the admin's own account, and two accounts that
 * both have an order awaiting payment (a buyer has one at most; the checkout decides which).
 */

const ZERO: MergeCounts = {
  cart_lines: 0,
  cart_duplicates: 0,
  wishlists: 0,
  projects: 0,
  projects_merged: 0,
  companies: 0,
  companies_merged: 0,
  orders: 0,
  purchases: 0,
  download_links: 0,
  photos: 0,
  sign_in_methods: 0,
  sessions_ended: 0,
};

const countOf = (db: Queryable, query: SQL) =>
  db
    .select({ n: sql`(${query})`.mapWith(Number) })
    .from(sql`(select 1) as one`)
    .then((rows) => rows[0]?.n ?? 0);

/** What merging `mergedId` into `survivorId` moves, counted as it is now. */
async function countsFor(db: Queryable, survivorId: string, mergedId: string): Promise<MergeCounts> {
  const [row] = await db
    .select({
      cart_lines: sql`(select count(*) from ${cartItems} where ${cartItems.userId} = ${mergedId})`.mapWith(
        Number,
      ),
      cart_duplicates:
        sql`(select count(*) from ${cartItems} m where m.user_id = ${mergedId} and exists (select 1 from ${cartItems} s where s.user_id = ${survivorId} and s.photo_id = m.photo_id and s.license_type = m.license_type))`.mapWith(
          Number,
        ),
      wishlists: sql`(select count(*) from ${wishlists} where ${wishlists.userId} = ${mergedId})`.mapWith(
        Number,
      ),
      projects: sql`(select count(*) from ${projects} where ${projects.userId} = ${mergedId})`.mapWith(
        Number,
      ),
      projects_merged:
        sql`(select count(*) from ${projects} m where m.user_id = ${mergedId} and exists (select 1 from ${projects} s where s.user_id = ${survivorId} and lower(s.company) = lower(m.company) and lower(s.name) = lower(m.name)))`.mapWith(
          Number,
        ),
      companies: sql`(select count(*) from ${companies} where ${companies.createdBy} = ${mergedId})`.mapWith(
        Number,
      ),
      companies_merged:
        sql`(select count(*) from ${companies} m where m.created_by = ${mergedId} and exists (select 1 from ${companies} s where s.created_by = ${survivorId} and lower(s.name) = lower(m.name)))`.mapWith(
          Number,
        ),
      orders: sql`(select count(*) from ${orders} where ${orders.userId} = ${mergedId})`.mapWith(Number),
      purchases: sql`(select count(*) from ${purchases} where ${purchases.userId} = ${mergedId})`.mapWith(
        Number,
      ),
      download_links:
        sql`(select count(*) from ${downloadLinks} where ${downloadLinks.userId} = ${mergedId})`.mapWith(
          Number,
        ),
      photos: sql`(select count(*) from ${photos} where ${photos.userId} = ${mergedId})`.mapWith(Number),
      sign_in_methods: sql`(select count(*) from ${account} where ${account.userId} = ${mergedId})`.mapWith(
        Number,
      ),
      sessions_ended: sql`(select count(*) from ${session} where ${session.userId} = ${mergedId})`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) as one`);
  return row ?? { ...ZERO };
}

function add(a: MergeCounts, b: MergeCounts): MergeCounts {
  const sum = { ...a };
  for (const key of Object.keys(sum) as (keyof MergeCounts)[]) sum[key] += b[key];
  return sum;
}

const hasPassword = (db: Queryable, userId: string) =>
  countOf(
    db,
    sql`select count(*) from ${account} where ${account.userId} = ${userId} and ${account.providerId} = 'credential' and ${account.password} is not null`,
  );

const pendingOrders = (db: Queryable, userId: string) =>
  countOf(
    db,
    sql`select count(*) from ${orders} where ${orders.userId} = ${userId} and ${orders.status} = 'pending'`,
  );

interface Plan {
  survivor: AdminAccount;
  merged: AdminAccount[];
  moves: MergeCounts;
  notes: string[];
  blockers: string[];
}

/** The accounts, the counts and what else changes; refuses requests that name no such accounts. */
async function plan(db: Queryable, actor: AuditActor, request: MergeRequest): Promise<Plan> {
  const mergedIds = [...new Set(request.merged_ids)];
  if (mergedIds.includes(request.survivor_id)) throw new AppError('INVALID', ACCOUNT_MESSAGES.mergeSelf);
  if (mergedIds.includes(actor.id)) throw new AppError('INVALID', ACCOUNT_MESSAGES.mergeSignedIn);
  const found = await accountsWhere(db, inArray(user.id, [request.survivor_id, ...mergedIds]));
  const survivor = found.find((one) => one.id === request.survivor_id);
  const merged = mergedIds.map((id) => found.find((one) => one.id === id));
  if (!survivor || merged.some((one) => one === undefined))
    throw new AppError('NOT_FOUND', 'Account not found');
  const mergedAccounts = merged as AdminAccount[];
  if (survivor.role !== 'admin' && mergedAccounts.some((one) => one.role === 'admin'))
    throw new AppError('INVALID', ACCOUNT_MESSAGES.mergeAdmin);

  let moves = { ...ZERO };
  for (const one of mergedAccounts) moves = add(moves, await countsFor(db, survivor.id, one.id));

  const notes: string[] = [];
  const blockers: string[] = [];
  let pending = await pendingOrders(db, survivor.id);
  for (const one of mergedAccounts) pending += await pendingOrders(db, one.id);
  if (pending > 1) blockers.push(ACCOUNT_MESSAGES.mergeTwoPending);
  const survivorPassword = (await hasPassword(db, survivor.id)) > 0;
  for (const one of mergedAccounts) {
    if (survivorPassword && (await hasPassword(db, one.id)) > 0)
      notes.push(`${one.email}’s password is dropped: ${survivor.email} keeps its own.`);
    notes.push(`${one.email} is deleted; its person signs in as ${survivor.email} from now on.`);
  }
  if (survivor.email !== survivor.email.toLowerCase())
    notes.push(
      `${survivor.email} is written in lower case (${survivor.email.toLowerCase()}), so sign-in links find it.`,
    );
  if (mergedAccounts.some((one) => one.banned) && !survivor.banned)
    notes.push(`A merged account is banned; ${survivor.email} stays unbanned.`);
  return { survivor, merged: mergedAccounts, moves, notes, blockers };
}

/** GET /api/admin/account-merges/preview: what a merge would move, without moving anything. */
export async function previewMerge(
  handle: DatabaseHandle,
  actor: AuditActor,
  request: MergeRequest,
): Promise<MergePreview> {
  return plan(handle.db, actor, request);
}

/** Moves everything of `mergedId` to `survivorId` (see the module's comment), then deletes it. */
async function mergeOne(tx: Transaction, survivorId: string, mergedId: string): Promise<void> {
  // Cart: lines the survivor has already go; the rest move.
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, mergedId),
        sql`exists (select 1 from ${cartItems} s where s.user_id = ${survivorId} and s.photo_id = cart_items.photo_id and s.license_type = cart_items.license_type)`,
      ),
    );
  await tx.update(cartItems).set({ userId: survivorId }).where(eq(cartItems.userId, mergedId));
  await tx.update(wishlists).set({ userId: survivorId }).where(eq(wishlists.userId, mergedId));

  // Projects of the same production: everything pointing at the merged one points at the survivor's.
  const clashes = await tx
    .select({ from: projects.id, to: sql<string>`s.id`, lastUsedAt: projects.lastUsedAt })
    .from(projects)
    .innerJoin(
      sql`${projects} s`,
      sql`s.user_id = ${survivorId} and lower(s.company) = lower(projects.company) and lower(s.name) = lower(projects.name)`,
    )
    .where(eq(projects.userId, mergedId));
  for (const clash of clashes) {
    await tx.update(wishlists).set({ projectId: clash.to }).where(eq(wishlists.projectId, clash.from));
    await tx.update(orders).set({ projectId: clash.to }).where(eq(orders.projectId, clash.from));
    await tx.update(purchases).set({ projectId: clash.to }).where(eq(purchases.projectId, clash.from));
    await tx
      .update(downloadLinks)
      .set({ targetId: clash.to })
      .where(and(eq(downloadLinks.scope, 'project'), eq(downloadLinks.targetId, clash.from)));
    await tx
      .update(projects)
      .set({ lastUsedAt: sql`greatest(${projects.lastUsedAt}, ${clash.lastUsedAt})` })
      .where(eq(projects.id, clash.to));
    await tx.delete(projects).where(eq(projects.id, clash.from));
  }
  await tx.update(projects).set({ userId: survivorId }).where(eq(projects.userId, mergedId));

  // Companies of the same name: the survivor's stays, the merged one's id becomes its alias.
  const sameCompanies = await tx
    .select({ from: companies.id, to: sql<string>`s.id`, logo: companies.companyLogo })
    .from(companies)
    .innerJoin(
      sql`${companies} s`,
      sql`s.created_by = ${survivorId} and lower(s.name) = lower(companies.name)`,
    )
    .where(eq(companies.createdBy, mergedId));
  for (const same of sameCompanies) {
    await tx
      .update(companyAliases)
      .set({ companyId: same.to })
      .where(eq(companyAliases.companyId, same.from));
    await tx.insert(companyAliases).values({ oldId: same.from, companyId: same.to }).onConflictDoNothing();
    await tx
      .update(companies)
      .set({ companyLogo: sql`coalesce(${companies.companyLogo}, ${same.logo})` })
      .where(eq(companies.id, same.to));
    await tx.delete(companies).where(eq(companies.id, same.from));
  }
  await tx.update(companies).set({ createdBy: survivorId }).where(eq(companies.createdBy, mergedId));

  // Orders: a checkout key both used is dropped from the merged one's order (keys are per buyer).
  await tx
    .update(orders)
    .set({ idempotencyKey: null })
    .where(
      and(
        eq(orders.userId, mergedId),
        sql`${orders.idempotencyKey} in (select o.idempotency_key from ${orders} o where o.user_id = ${survivorId} and o.idempotency_key is not null)`,
      ),
    );
  await tx.update(orders).set({ userId: survivorId }).where(eq(orders.userId, mergedId));
  await tx.update(purchases).set({ userId: survivorId }).where(eq(purchases.userId, mergedId));
  await tx.update(downloadLinks).set({ userId: survivorId }).where(eq(downloadLinks.userId, mergedId));
  await tx.update(photos).set({ userId: survivorId }).where(eq(photos.userId, mergedId));
  await tx.update(collections).set({ createdBy: survivorId }).where(eq(collections.createdBy, mergedId));
  await tx.update(clickEvents).set({ userId: survivorId }).where(eq(clickEvents.userId, mergedId));
  await tx.update(searchAnalytics).set({ userId: survivorId }).where(eq(searchAnalytics.userId, mergedId));
  await tx
    .update(searchSettings)
    .set({ updatedBy: survivorId })
    .where(eq(searchSettings.updatedBy, mergedId));

  // Sign-in methods: the survivor's password wins; a password account's id is its user's id.
  if ((await hasPassword(tx, survivorId)) > 0)
    await tx.delete(account).where(and(eq(account.userId, mergedId), eq(account.providerId, 'credential')));
  else
    await tx
      .update(account)
      .set({ userId: survivorId, accountId: survivorId, updatedAt: sql`now()` })
      .where(and(eq(account.userId, mergedId), eq(account.providerId, 'credential')));
  await tx
    .update(account)
    .set({ userId: survivorId, updatedAt: sql`now()` })
    .where(and(eq(account.userId, mergedId), ne(account.providerId, 'credential')));

  // The survivor's profile takes what it lacks; a password now set means no password setup due.
  const [mergedProfile] = await tx.select().from(profiles).where(eq(profiles.id, mergedId));
  if (mergedProfile)
    await tx
      .update(profiles)
      .set({
        firstName: sql`coalesce(${profiles.firstName}, ${mergedProfile.firstName})`,
        lastName: sql`coalesce(${profiles.lastName}, ${mergedProfile.lastName})`,
        storefrontName: sql`coalesce(${profiles.storefrontName}, ${mergedProfile.storefrontName})`,
        bio: sql`coalesce(${profiles.bio}, ${mergedProfile.bio})`,
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.id, survivorId));
  if ((await hasPassword(tx, survivorId)) > 0)
    await tx.update(profiles).set({ needsPasswordSetup: false }).where(eq(profiles.id, survivorId));

  const [gone] = await tx.select({ email: user.email }).from(user).where(eq(user.id, mergedId));
  if (gone)
    await tx
      .update(legacyUsers)
      .set({ migratedAt: sql`now()` })
      .where(and(eq(legacyUsers.email, gone.email.toLowerCase()), isNull(legacyUsers.migratedAt)));
  await tx.delete(session).where(eq(session.userId, mergedId));
  await tx.delete(user).where(eq(user.id, mergedId));
}

/**
 * POST /api/admin/account-merges: merges in one transaction, the accounts locked first (in id
 * order, so two merges of overlapping accounts take turns), and answers what moved.
 */
export async function mergeAccounts(
  handle: DatabaseHandle,
  actor: AuditActor,
  request: MergeRequest,
): Promise<MergePreview> {
  return handle.transaction(async (tx) => {
    const ids = [request.survivor_id, ...request.merged_ids];
    await tx
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.id, ids))
      .orderBy(asc(user.id))
      .for('update');
    const planned = await plan(tx, actor, request);
    if (planned.blockers.length > 0) throw new AppError('IN_USE', planned.blockers.join(' '));
    const { survivor } = planned;
    for (const merged of planned.merged) await mergeOne(tx, survivor.id, merged.id);
    const lower = survivor.email.toLowerCase();
    if (lower !== survivor.email) {
      const taken = await countOf(tx, sql`select count(*) from ${user} where ${user.email} = ${lower}`);
      if (taken === 0)
        await tx.update(user).set({ email: lower, updatedAt: sql`now()` }).where(eq(user.id, survivor.id));
    }
    const emails = planned.merged.map((one) => one.email).join(', ');
    await recordAudit(tx, actor, {
      action: 'account.merge',
      entityType: 'account',
      entityId: survivor.id,
      summary: `Merged ${emails} into ${survivor.email}`,
      before: {
        survivor: { id: survivor.id, email: survivor.email },
        merged: planned.merged.map((one) => ({
          id: one.id,
          email: one.email,
          name: one.name,
          role: one.role,
        })),
      },
      after: planned.moves,
    });
    const [after] = await accountsWhere(tx, eq(user.id, survivor.id));
    return { ...planned, survivor: after ?? survivor };
  });
}
