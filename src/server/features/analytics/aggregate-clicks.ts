import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { sqlRows } from '../../db/typed-rows';

/** The job kind (jobs/handlers.ts) and the advisory lock's key: one aggregator at a time. */
export const AGGREGATE_CLICKS = 'aggregate-clicks';

/**
 * Ids per transaction: big enough to be fast, small enough to keep each short. PGlite runs one
 * statement at a time for every request, each refused after waiting 5 s: its batches are smaller.
 */
export const AGGREGATE_BATCH = { postgres: 100_000, pglite: 10_000 } as const;

const UUID_TEXT = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export interface AggregateResult {
  /** Events folded into click_analytics and marked processed. */
  events: number;
  /** click_analytics rows added or changed (an entity counted once per batch). */
  entities: number;
  /** Photos whose popularity rose. */
  photos: number;
}

const batchRow = z.object({ events: z.number(), entities: z.number(), photos: z.number() });
const boundsRow = z.object({ low: z.string().nullable(), high: z.string().nullable() });

/**
 * One batch, in one statement: mark up to `limit` unprocessed events processed and fold exactly
 * those rows (RETURNING) into click_analytics; the visitors table records who clicked what, so
 * the unique counts add only visitors new to an entity; photo clicks also raise
 * photos.popularity, which "popular photos" sorts on. Every part sees the same rows, so a batch
 * counts every event exactly once whatever else runs.
 */
const foldBatch = (from: number, to: number) => sql`
  with picked as (
    select id, created_at from click_events where not processed and id >= ${from} and id < ${to}
  ),
  batch as (
    update click_events e set processed = true
    from picked
    where e.id = picked.id and e.created_at = picked.created_at and not e.processed
    returning e.entity_type, coalesce(e.taxonomy_type, '') as taxonomy_type, e.entity_id,
              e.user_id, e.session_id, e.created_at
  ),
  totals as (
    select entity_type, taxonomy_type, entity_id, count(*)::int as clicks,
           max(created_at) as last_clicked_at,
           -- CASE, so a tag's text is never cast to uuid.
           case when entity_type in ('photo', 'event') and entity_id ~ ${UUID_TEXT}
                then entity_id::uuid end as entity_uuid
    from batch group by entity_type, taxonomy_type, entity_id
  ),
  new_visitors as (
    insert into click_analytics_visitors (entity_type, taxonomy_type, entity_id, visitor)
    select distinct b.entity_type, b.taxonomy_type, b.entity_id, v.visitor
    from batch b
    cross join lateral (values ('u:' || b.user_id::text), ('s:' || b.session_id)) as v(visitor)
    where v.visitor is not null
    on conflict do nothing
    returning entity_type, taxonomy_type, entity_id, visitor
  ),
  new_counts as (
    select entity_type, taxonomy_type, entity_id,
           count(*) filter (where visitor like 'u:%')::int as users,
           count(*) filter (where visitor like 's:%')::int as sessions
    from new_visitors group by entity_type, taxonomy_type, entity_id
  ),
  named as (
    select t.entity_type, t.taxonomy_type, t.entity_id, t.clicks, t.last_clicked_at,
           coalesce(n.users, 0) as users, coalesce(n.sessions, 0) as sessions,
           -- Named as the demo seed names them: a photo by its title, an event by its name, a
           -- creator by their storefront, any other taxonomy value by itself.
           case
             when t.entity_type = 'photo' then (select p.title from photos p where p.id = t.entity_uuid)
             when t.entity_type = 'event' then (select ev.name from events ev where ev.id = t.entity_uuid)
             when t.taxonomy_type = 'creator' then
               (select pr.storefront_name from profiles pr where pr.id::text = t.entity_id)
             else t.entity_id
           end as entity_name
    from totals t left join new_counts n
      on n.entity_type = t.entity_type and n.taxonomy_type = t.taxonomy_type and n.entity_id = t.entity_id
  ),
  upserted as (
    insert into click_analytics as ca (entity_type, taxonomy_type, entity_id, entity_name, total_clicks,
                                       unique_users, unique_sessions, last_clicked_at, updated_at)
    select entity_type, taxonomy_type, entity_id, entity_name, clicks, users, sessions, last_clicked_at, now()
    from named
    on conflict (entity_type, taxonomy_type, entity_id) do update set
      total_clicks = ca.total_clicks + excluded.total_clicks,
      unique_users = ca.unique_users + excluded.unique_users,
      unique_sessions = ca.unique_sessions + excluded.unique_sessions,
      last_clicked_at = greatest(ca.last_clicked_at, excluded.last_clicked_at),
      entity_name = coalesce(excluded.entity_name, ca.entity_name),
      updated_at = now()
    returning 1
  ),
  popular as (
    update photos p set popularity = p.popularity + t.clicks
    from totals t
    where t.entity_type = 'photo' and p.id = t.entity_uuid
    returning 1
  )
  select (select count(*) from batch)::int as events,
         (select count(*) from upserted)::int as entities,
         (select count(*) from popular)::int as photos`;

/**
 * Folds every unprocessed click event into click_analytics (issue 28 item 3). Idempotent and
 * safe to run from many processes at once: each batch's transaction first takes a transaction
 * advisory lock, so batches run one at a time across processes, and a batch only takes rows still
 * unprocessed when it runs. Returns what it did.
 */
export async function aggregateClicks(
  handle: DatabaseHandle,
  options: { batchSize?: number } = {},
): Promise<AggregateResult> {
  const batchSize = options.batchSize ?? AGGREGATE_BATCH[handle.kind];
  const total: AggregateResult = { events: 0, entities: 0, photos: 0 };
  // Batches by id range, through the partial index of unprocessed ids: each batch reads only its
  // own rows (a LIMIT from the start would pass every processed row again, batch after batch).
  // Events that arrive meanwhile have higher ids: the next run takes them.
  const [bounds] = await sqlRows(
    handle.db,
    boundsRow,
    sql`select min(id)::text as low, max(id)::text as high from click_events where not processed`,
  );
  if (!bounds?.low || !bounds.high) return total;
  const high = Number(bounds.high);
  for (let from = Number(bounds.low); from <= high; from += batchSize) {
    const [done] = await handle.transaction(async (tx) => {
      // Maintenance, not a request: a large backlog's batch may take longer than a request may.
      if (handle.kind === 'postgres') await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${AGGREGATE_CLICKS}))`);
      return sqlRows(tx, batchRow, foldBatch(from, Math.min(from + batchSize, high + 1)));
    });
    total.events += done?.events ?? 0;
    total.entities += done?.entities ?? 0;
    total.photos += done?.photos ?? 0;
  }
  return total;
}

const countRow = z.object({ unprocessed: z.number() });

/** Events of one entity still waiting for the aggregator (spec §7: the admin tab's queue). */
export async function unprocessedCount(
  handle: DatabaseHandle,
  entityType: string,
  entityId: string,
): Promise<number> {
  const [row] = await sqlRows(
    handle.db,
    countRow,
    sql`select count(*)::int as unprocessed from click_events
        where not processed and entity_type = ${entityType} and entity_id = ${entityId}`,
  );
  return row?.unprocessed ?? 0;
}
