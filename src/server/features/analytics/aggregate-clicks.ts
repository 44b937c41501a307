import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { sqlRows } from '../../db/typed-rows';

/** The job kind (jobs/handlers.ts) and the advisory lock's key: one aggregator at a time. */
export const AGGREGATE_CLICKS = 'aggregate-clicks';

/**
 * The key of the lock that orders inserts before the aggregator's upper bound: the write buffer
 * takes it shared in each insert (click-buffer.ts), the aggregator exclusively for the moment it
 * reads the highest id. Ids come from a sequence when a row is inserted, not when it commits: an
 * insert still running may hold ids below one already committed. Once the exclusive lock is
 * granted, every insert that took an id has committed, so no id at or below the bound can appear
 * later, and the watermark can pass it without leaving an event behind.
 */
export const CLICK_EVENTS_FENCE = 'click-events-fence';

/**
 * Ids per transaction: big enough to be fast, small enough to keep each short. PGlite runs one
 * statement at a time for every request, each refused after waiting 5 s: its batches are smaller.
 */
export const AGGREGATE_BATCH = { postgres: 1_000_000, pglite: 10_000 } as const;

const UUID_TEXT = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export interface AggregateResult {
  /** Events folded into click_analytics (the watermark passed them). */
  events: number;
  /** click_analytics rows added or changed (an entity counted once per batch). */
  entities: number;
  /** Photos whose popularity rose. */
  photos: number;
}

const batchRow = z.object({ events: z.number(), entities: z.number(), photos: z.number() });
/**
 * The key of one (entity, visitor) pair in click_analytics_visitor_keys; migration 0028 turned the
 * earlier rows into keys with the same expression, so it must not change.
 */
export const visitorKey = (entityType: SQL, taxonomyType: SQL, entityId: SQL, visitor: SQL) =>
  sql`hashtextextended(${entityType} || ':' || ${taxonomyType} || ':' || ${entityId} || ' ' || ${visitor}, 0)`;

const highRow = z.object({ high: z.string() });
const watermarkRow = z.object({ id: z.string() });

/**
 * One batch, in one statement: fold the events with ids in (from, to] into click_analytics; the
 * visitors table records who clicked what, so the unique counts add only visitors new to an
 * entity; photo clicks also raise photos.popularity, which "popular photos" sorts on. The events
 * are not written to: the caller moves the watermark past them in the same transaction.
 */
export const foldBatch = (from: number, to: number) => sql`
  with batch as materialized (
    select entity_type, coalesce(taxonomy_type, '') as taxonomy_type, entity_id, user_id, session_id,
           created_at
    from click_events where id > ${from} and id <= ${to}
  ),
  totals as (
    select entity_type, taxonomy_type, entity_id, count(*)::int as clicks,
           max(created_at) as last_clicked_at,
           -- CASE, so a tag's text is never cast to uuid.
           case when entity_type in ('photo', 'event') and entity_id ~ ${UUID_TEXT}
                then entity_id::uuid end as entity_uuid
    from batch group by entity_type, taxonomy_type, entity_id
  ),
  pairs as materialized (
    select entity_type, taxonomy_type, entity_id, kind,
           ${visitorKey(sql`entity_type`, sql`taxonomy_type`, sql`entity_id`, sql`visitor`)} as visitor_key
    from (
      select entity_type, taxonomy_type, entity_id, 'u' as kind, 'u:' || user_id::text as visitor
      from batch where user_id is not null
      union
      select entity_type, taxonomy_type, entity_id, 's', 's:' || session_id
      from batch where session_id is not null
    ) distinct_pairs
  ),
  -- Pairs new to the table. No "on conflict": batches take turns under the aggregator's lock, so
  -- nothing else inserts meanwhile, and a speculative insert per pair cost a third of the time.
  fresh as materialized (
    select entity_type, taxonomy_type, entity_id, kind, visitor_key from pairs p
    where not exists (select 1 from click_analytics_visitor_keys k where k.visitor_key = p.visitor_key)
  ),
  new_visitors as (
    -- In key order: each index page is visited once, not once per key.
    insert into click_analytics_visitor_keys (visitor_key)
    select distinct visitor_key from fresh order by visitor_key
  ),
  new_counts as (
    select entity_type, taxonomy_type, entity_id,
           count(*) filter (where kind = 'u')::int as users,
           count(*) filter (where kind = 's')::int as sessions
    from fresh group by entity_type, taxonomy_type, entity_id
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
  select (select coalesce(sum(clicks), 0) from totals)::int as events,
         (select count(*) from upserted)::int as entities,
         (select count(*) from popular)::int as photos`;

const FENCE = sql`hashtext(${CLICK_EVENTS_FENCE})`;

/**
 * The highest id of the events every insert so far has committed (see CLICK_EVENTS_FENCE), and
 * the watermark set back to 0 when click_events' sequence was restarted below it (a reset).
 */
async function foldableHigh(handle: DatabaseHandle): Promise<number> {
  return handle.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FENCE})`);
    await tx.execute(sql`insert into click_events_watermark (id)
      select 0 where not exists (select 1 from click_events_watermark)`);
    await tx.execute(sql`update click_events_watermark set id = 0
      where id > (select case when is_called then last_value else last_value - 1 end from click_events_id_seq)`);
    const [row] = await sqlRows(
      tx,
      highRow,
      sql`select coalesce(max(id), (select id from click_events_watermark))::text as high
          from click_events where id > (select id from click_events_watermark)`,
    );
    return Number(row?.high ?? 0);
  });
}

/**
 * Folds every waiting event into click_analytics (issue 28 item 3). Idempotent and safe to run
 * from many processes at once: each batch's transaction takes a transaction advisory lock, reads
 * the watermark, folds the ids just above it and moves it past them, so batches run one at a time
 * across processes and no event is folded twice. Events that arrive meanwhile have higher ids:
 * the next run takes them. Returns what it did.
 */
export async function aggregateClicks(
  handle: DatabaseHandle,
  options: { batchSize?: number } = {},
): Promise<AggregateResult> {
  const batchSize = options.batchSize ?? AGGREGATE_BATCH[handle.kind];
  const total: AggregateResult = { events: 0, entities: 0, photos: 0 };
  const high = await foldableHigh(handle);
  for (;;) {
    const done = await handle.transaction(async (tx) => {
      // Maintenance, not a request: a large backlog's batch may take longer than a request may.
      if (handle.kind === 'postgres') {
        await tx.execute(sql`set local statement_timeout = 0`);
        // A batch's distinct pairs are hashed and sorted in memory, not in temporary files.
        await tx.execute(sql`set local work_mem = '256MB'`);
      }
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${AGGREGATE_CLICKS}))`);
      const [mark] = await sqlRows(tx, watermarkRow, sql`select id::text as id from click_events_watermark`);
      const from = Number(mark?.id ?? 0);
      if (from >= high) return null;
      const to = Math.min(from + batchSize, high);
      const [folded] = await sqlRows(tx, batchRow, foldBatch(from, to));
      await tx.execute(sql`update click_events_watermark set id = ${to}`);
      return folded;
    });
    if (!done) return total;
    total.events += done.events;
    total.entities += done.entities;
    total.photos += done.photos;
  }
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
        where id > coalesce((select id from click_events_watermark), 0)
          and entity_type = ${entityType} and entity_id = ${entityId}`,
  );
  return row?.unprocessed ?? 0;
}
