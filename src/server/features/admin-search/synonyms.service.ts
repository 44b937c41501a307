import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_SEARCH_MAX, type AdminPage, STALE_EDIT } from '../../../core/admin-lists';
import {
  type AdminSynonym,
  SYNONYM_GROUP_MAX,
  SYNONYM_MESSAGES,
  type SynonymPreview,
} from '../../../core/search-settings';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { synonyms } from '../../db/tables';
import { sqlRows } from '../../db/typed-rows';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { containing, type ListQuery } from '../../http/list-query';
import { type AuditActor, recordAudit } from '../audit';
import { expandSearch } from '../photos';

const toSynonym = (row: typeof synonyms.$inferSelect): AdminSynonym => ({
  id: row.id,
  term: row.term,
  synonym_of: row.synonymOf,
});

export async function listSynonyms(
  handle: DatabaseHandle,
  query: ListQuery<'term' | 'synonym_of'>,
): Promise<AdminPage<AdminSynonym>> {
  const pattern = containing(query.q);
  const where = query.q ? or(ilike(synonyms.term, pattern), ilike(synonyms.synonymOf, pattern)) : undefined;
  const column =
    query.sort === 'synonym_of' ? sql`lower(${synonyms.synonymOf})` : sql`lower(${synonyms.term})`;
  const second =
    query.sort === 'synonym_of' ? sql`lower(${synonyms.term})` : sql`lower(${synonyms.synonymOf})`;
  const [rows, [counted]] = await Promise.all([
    handle.db
      .select()
      .from(synonyms)
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(column) : desc(column), asc(second), asc(synonyms.id))
      .offset(query.offset)
      .limit(query.limit),
    handle.db.select({ total: count() }).from(synonyms).where(where),
  ]);
  return { total: counted?.total ?? 0, items: rows.map(toSynonym) };
}

async function findSynonym(db: Queryable, id: string): Promise<AdminSynonym> {
  const [row] = await db.select().from(synonyms).where(eq(synonyms.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such synonym');
  return toSynonym(row);
}

/** 409 when the pair exists already, as given or the other way round (besides `except`). */
async function refuseDuplicate(db: Queryable, pair: Omit<AdminSynonym, 'id'>, except?: string) {
  const term = pair.term.toLowerCase();
  const head = pair.synonym_of.toLowerCase();
  const [found] = await db
    .select({ id: synonyms.id })
    .from(synonyms)
    .where(
      and(
        except ? ne(synonyms.id, except) : undefined,
        or(
          and(sql`lower(${synonyms.term}) = ${term}`, sql`lower(${synonyms.synonymOf}) = ${head}`),
          and(sql`lower(${synonyms.term}) = ${head}`, sql`lower(${synonyms.synonymOf}) = ${term}`),
        ),
      ),
    )
    .limit(1);
  if (found)
    throw new AppError('DUPLICATE', SYNONYM_MESSAGES.duplicate, { term: SYNONYM_MESSAGES.duplicate });
}

/**
 * Refuses a change after which a word of the changed group would expand to more than
 * SYNONYM_GROUP_MAX words. A word's expansion is what search gives it (text-query.ts): every
 * group it heads or is a term of. The words whose expansion the pair changes are its head and
 * the head's terms. Run inside the change's transaction, so a refusal rolls it back.
 */
async function refuseOversized(db: Queryable, head: string) {
  const [largest] = await sqlRows(
    db,
    z.object({ word: z.string(), size: z.number() }),
    sql`with typed as (
          select lower(${head}) as word
          union select lower(term) from synonyms where lower(synonym_of) = lower(${head})
        ),
        heads as (
          select t.word, lower(s.synonym_of) as head from typed t join synonyms s on lower(s.term) = t.word
          union
          select t.word, t.word from typed t where exists (select 1 from synonyms s where lower(s.synonym_of) = t.word)
        ),
        groups as (
          select h.word, lower(s.term) as other from heads h join synonyms s on lower(s.synonym_of) = h.head
          union
          select h.word, h.head from heads h
        )
        select word, count(distinct other)::int as size from groups group by word order by size desc, word limit 1`,
  );
  if (largest && largest.size > SYNONYM_GROUP_MAX) {
    const message = SYNONYM_MESSAGES.tooBig(largest.word, largest.size);
    throw new AppError('INVALID', message, { synonym_of: message });
  }
}

/** The unique index's refusal, should two admins add the same pair at once. */
async function duplicateSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DUPLICATE', SYNONYM_MESSAGES.duplicate);
    throw error;
  }
}

const pairText = (pair: Omit<AdminSynonym, 'id'>) => `“${pair.term}” → “${pair.synonym_of}”`;

export async function createSynonym(
  handle: DatabaseHandle,
  actor: AuditActor,
  pair: Omit<AdminSynonym, 'id'>,
): Promise<AdminSynonym> {
  return duplicateSafe(() =>
    handle.db.transaction(async (tx) => {
      await refuseDuplicate(tx, pair);
      const [row] = await tx
        .insert(synonyms)
        .values({ term: pair.term, synonymOf: pair.synonym_of })
        .returning();
      if (!row) throw new Error('insert returned no synonym');
      await refuseOversized(tx, pair.synonym_of);
      const created = toSynonym(row);
      await recordAudit(tx, actor, {
        action: 'synonym.create',
        entityType: 'synonym',
        entityId: created.id,
        summary: `Added the synonym ${pairText(created)}`,
        after: { term: created.term, synonym_of: created.synonym_of },
      });
      return created;
    }),
  );
}

export async function updateSynonym(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  pair: Omit<AdminSynonym, 'id'>,
  was: Omit<AdminSynonym, 'id'>,
): Promise<AdminSynonym> {
  return duplicateSafe(() =>
    handle.db.transaction(async (tx) => {
      const before = await findSynonym(tx, id);
      await refuseDuplicate(tx, pair, id);
      // Only the pair the admin loaded is changed: another admin's change in between is kept.
      const [row] = await tx
        .update(synonyms)
        .set({ term: pair.term, synonymOf: pair.synonym_of })
        .where(and(eq(synonyms.id, id), eq(synonyms.term, was.term), eq(synonyms.synonymOf, was.synonym_of)))
        .returning();
      if (!row) throw new AppError('CHANGED', STALE_EDIT);
      await refuseOversized(tx, pair.synonym_of);
      const after = toSynonym(row);
      await recordAudit(tx, actor, {
        action: 'synonym.edit',
        entityType: 'synonym',
        entityId: id,
        summary: `Changed the synonym ${pairText(before)} to ${pairText(after)}`,
        before: { term: before.term, synonym_of: before.synonym_of },
        after: { term: after.term, synonym_of: after.synonym_of },
      });
      return after;
    }),
  );
}

export async function deleteSynonym(handle: DatabaseHandle, actor: AuditActor, id: string): Promise<void> {
  await handle.db.transaction(async (tx) => {
    const before = await findSynonym(tx, id);
    await tx.delete(synonyms).where(eq(synonyms.id, id));
    await recordAudit(tx, actor, {
      action: 'synonym.delete',
      entityType: 'synonym',
      entityId: id,
      summary: `Deleted the synonym ${pairText(before)}`,
      before: { term: before.term, synonym_of: before.synonym_of },
    });
  });
}

/** What a search expands to and how many live photos it finds now: search's own code, not a copy. */
export async function previewSearch(handle: DatabaseHandle, q: string): Promise<SynonymPreview> {
  const text = q.trim().slice(0, ADMIN_SEARCH_MAX);
  if (text === '') return { q: text, words: [], total: 0, total_is_estimate: false };
  const found = await expandSearch(handle, text);
  return { q: text, ...found };
}
