import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { queryRows } from '../db/typed-rows';

/**
 * Drops the secondary indexes of the given tables and returns a function that rebuilds them
 * exactly as the migrations defined them, telling `onBuilt` before the first and after each. Building a GIN index once
 * over a million rows is several times faster than maintaining it row by row during a bulk load.
 */
export async function deferIndexes(
  handle: DatabaseHandle,
  tables: readonly string[],
): Promise<(onBuilt?: (built: number, total: number, index?: string) => void) => Promise<void>> {
  const indexes = await queryRows(
    handle,
    z.object({ name: z.string(), definition: z.string() }),
    `select i.indexname as name, i.indexdef as definition
     from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const index of indexes) await handle.raw(`drop index if exists "${index.name}"`);
  return async (onBuilt) => {
    // Two at a time: this machine has two cores, and each build is single-threaded.
    const queue = [...indexes];
    let built = 0;
    onBuilt?.(0, indexes.length);
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await handle.raw(next.definition);
        onBuilt?.(++built, indexes.length, next.name);
      }
    };
    await Promise.all(handle.kind === 'postgres' ? [worker(), worker()] : [worker()]);
  };
}
