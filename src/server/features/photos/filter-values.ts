import { z } from 'zod';
import { isUuid } from '../../../core/route-validity';
import type { SearchParams } from '../../../core/search-params';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/typed-rows';

/** The text-valued single filters, whose tokens are folded (migration 0009). */
const FOLDED_FILTERS = [
  'country',
  'state',
  'city',
  'place',
  'tag',
  'emotion',
  'image_style',
  'color_and_mood',
  'dominant_color',
  'people_composition',
] as const;
/** The text-valued list filters, likewise. */
const FOLDED_LISTS = ['ethnicities', 'age_groups'] as const;

type FoldableQuery = SearchParams & Partial<Record<(typeof FOLDED_FILTERS)[number], string>>;

/** Folded values already asked for: the function is immutable, and a catalogue has few distinct values. */
const folded = new Map<string, string>();
const MAX_REMEMBERED = 10_000;

/**
 * The query with each text filter's value folded as the database folds the tokens it matches
 * (`backdrop_fold`: lower case, accents removed by PostgreSQL's unaccent rules, which no
 * JavaScript function reproduces exactly: ß, ø, æ…). One round trip for values not seen before.
 */
export async function foldFilterValues<Q extends FoldableQuery>(
  handle: DatabaseHandle,
  query: Q,
): Promise<Q> {
  const values = [
    ...FOLDED_FILTERS.map((key) => query[key]),
    ...FOLDED_LISTS.flatMap((key) => query[key] ?? []),
  ].filter((value): value is string => Boolean(value));
  const unknown = [...new Set(values)].filter((value) => !folded.has(value));
  if (unknown.length > 0) {
    const rows = await queryRows(
      handle,
      z.object({ value: z.string(), folded: z.string() }),
      'select v as value, backdrop_fold(v) as folded from unnest($1::text[]) as v',
      [unknown],
    );
    if (folded.size + rows.length > MAX_REMEMBERED) folded.clear();
    for (const row of rows) folded.set(row.value, row.folded);
  }
  const fold = (value: string) => folded.get(value) ?? value;
  const result: Q = { ...query };
  for (const key of FOLDED_FILTERS) {
    const value = query[key];
    if (value) result[key] = fold(value) as Q[typeof key];
  }
  for (const key of FOLDED_LISTS) result[key] = [...new Set(query[key].map(fold))] as Q[typeof key];
  if (query.event_ids.length > 0) result.event_ids = await survivingEvents(handle, query.event_ids);
  return result;
}

/**
 * Event ids with each merged event's id replaced by the event it was merged into (issue 25:
 * `event_aliases`), so a saved search or a link filtering on the old id finds the same photos.
 */
async function survivingEvents(handle: DatabaseHandle, ids: readonly string[]): Promise<string[]> {
  const uuids = ids.filter(isUuid).map((id) => id.toLowerCase());
  if (uuids.length === 0) return [...ids];
  const rows = await queryRows(
    handle,
    z.object({ old_id: z.string(), event_id: z.string() }),
    'select old_id::text as old_id, event_id::text as event_id from event_aliases where old_id = any($1::uuid[])',
    [uuids],
  );
  const survivor = new Map(rows.map((row) => [row.old_id, row.event_id]));
  return [...new Set(ids.map((id) => survivor.get(id.toLowerCase()) ?? id))];
}
