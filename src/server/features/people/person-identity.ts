import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { sqlRows } from '../../db/typed-rows';

/**
 * Which person record a human is now (issue 27 item 3). A merge leaves the old record pointing at
 * the one it joined (`persons.merged_into_id`), and the demo's duplicate records are paired in
 * `person_aliases`: every id ever shown, linked or cleared still resolves.
 */

/** Longest merge chain followed; a longer one (or a cycle) is a bug, not data to loop over. */
const MAX_CHAIN = 64;

/**
 * The active person each id stands for now: itself, or the end of its `merged_into_id` chain
 * (A → B → C gives C). Ids that name no person are left out of the map.
 */
export async function activePersonIds(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlRows(
    db,
    z.object({ start_id: z.string(), active_id: z.string() }),
    sql`with recursive chain(start_id, id, merged_into_id, depth) as (
          select p.id, p.id, p.merged_into_id, 0 from persons p
          where p.id = any(${`{${ids.join(',')}}`}::uuid[])
          union all
          select c.start_id, p.id, p.merged_into_id, c.depth + 1
          from chain c join persons p on p.id = c.merged_into_id
          where c.depth < ${MAX_CHAIN}
        )
        select start_id, id as active_id from chain where merged_into_id is null`,
  );
  return new Map(rows.map((row) => [row.start_id, row.active_id]));
}

/**
 * The person records one step from the person whose id is the SQL expression `id`: the record it
 * was merged into, those merged into it, and its aliases both ways, as rows of one column `other`.
 * SQL text, so the raw Similar people query walks the same links (features/photos).
 */
export function linkedPersonsStep(id: string): string {
  return `select p.merged_into_id as other from persons p where p.id = ${id} and p.merged_into_id is not null
    union all select p.id from persons p where p.merged_into_id = ${id}
    union all select a.alias_person_id from person_aliases a where a.person_id = ${id}
    union all select a.person_id from person_aliases a where a.alias_person_id = ${id}`;
}

/**
 * get_aliased_person_ids (spec §7) for several people at once: every person record that is the
 * same human as any of `ids` — through merges either way and aliases either way, however long
 * the chain. UNION (not UNION ALL) stops at ids already reached, so a cycle ends.
 */
export async function aliasedPersonIds(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await sqlRows(
    db,
    z.object({ id: z.string() }),
    sql`with recursive linked(id) as (
          select unnest(${`{${ids.join(',')}}`}::uuid[])
          union
          select edge.other from linked l cross join lateral (${sql.raw(linkedPersonsStep('l.id'))}) edge
        )
        select linked.id from linked join persons p on p.id = linked.id order by linked.id`,
  );
  return rows.map((row) => row.id);
}
