import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { sqlRows } from '../../db/typed-rows';

/** Months made ahead of time, so events never land in the default partition in normal running. */
export const MONTHS_AHEAD = 2;

const PARTITION_NAME = /^click_events_p(\d{4})(\d{2})$/;

const partitionRow = z.object({ name: z.string() });

/** The first instant of the month `offset` months from `date`'s, in UTC. */
function monthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

export interface PartitionChanges {
  created: string[];
  dropped: string[];
}

/**
 * click_events' monthly partitions (migration 0027): makes this month's and the next
 * MONTHS_AHEAD ones, and drops every month that ended more than `retentionMonths` ago (and such
 * old rows of the default partition, and raw searches as old), so raw events are kept that long
 * and no longer.
 */
export async function maintainClickPartitions(
  handle: DatabaseHandle,
  options: { retentionMonths: number; now?: Date },
): Promise<PartitionChanges> {
  const now = options.now ?? new Date();
  const created: string[] = [];
  for (let offset = 0; offset <= MONTHS_AHEAD; offset += 1) {
    const start = monthStart(now, offset);
    const [made] = await sqlRows(
      handle.db,
      z.object({ made: z.boolean() }),
      sql`select click_events_ensure_partition(${start.toISOString().slice(0, 10)}::date) as made`,
    );
    if (made?.made) created.push(`click_events_p${start.toISOString().slice(0, 7).replace('-', '')}`);
  }
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - options.retentionMonths);
  const partitions = await sqlRows(
    handle.db,
    partitionRow,
    sql`select c.relname::text as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'click_events'::regclass`,
  );
  const dropped: string[] = [];
  for (const { name } of partitions) {
    const match = PARTITION_NAME.exec(name);
    if (!match) continue;
    const end = new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
    if (end > cutoff) continue;
    // The name comes from the catalogue and matched the pattern above: safe to put in the text.
    await handle.db.execute(sql.raw(`drop table if exists "${name}"`));
    dropped.push(name);
  }
  await handle.db.execute(
    sql`delete from click_events_default where created_at < ${cutoff.toISOString()}::timestamptz`,
  );
  // Raw searches are kept as long (the privacy page says so); search insights read them by date.
  await handle.db.execute(
    sql`delete from search_analytics where created_at < ${cutoff.toISOString()}::timestamptz`,
  );
  return { created, dropped };
}
