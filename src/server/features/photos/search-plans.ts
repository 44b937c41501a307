import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/typed-rows';
import { type GridRow, gridRowSchema } from './photo-rows';
import { countCapped, GRID_COLUMNS } from './photos.service';
import { LIVE, type PageQuery, pageParams, sortOrder, startingPoint } from './search-query';
import type { SearchTuning } from './search-tuning';

/**
 * The plans a search page can take (decision 009): collect every hit (focused), walk a sort's
 * index testing rows, intersect a range of a sort's index with the hits, or the planner's own
 * (exact). Each answers one page; which one runs is search.service's choice.
 */

/**
 * A page with its hits counted (collectAndPage): the page's photos, each with the count; with no
 * photo on the page, the left join's one row, the count and nulls.
 */
const pagedRowSchema = z.union([
  gridRowSchema.extend({ hits_total: z.number().int(), position: z.number().int() }).strict(),
  z.object({ hits_total: z.number().int(), position: z.null() }).catchall(z.null()),
]);

/** Grid rows for ids in order, with the details, as one statement around `ids` (an array). */
function withDetails(ids: string): string {
  return `select ${GRID_COLUMNS} from unnest(${ids}) with ordinality as page(id, position)
     join photos_details d on d.id = page.id order by page.position`;
}

/**
 * A focused search: one statement collects up to `collectCap` + 1 hits through the GIN index
 * (a bitmap scan, fenced off from the page's LIMIT), counts them, and returns the sorted page
 * with its details. Null when there are more hits than that (the page would be a sample).
 */
export async function focusedSearch(
  handle: DatabaseHandle,
  query: PageQuery,
  tuning: Pick<SearchTuning, 'collectCap' | 'rankCap'>,
): Promise<{ items: GridRow[]; total: number } | null> {
  const { params, seed, limit, offset } = pageParams(query);
  const { collectCap, rankCap } = tuning;
  // Text ranking reads each hit's vector again: only for a few hits (CASE evaluates the subquery
  // only then); beyond, the photos whose title or tags say the words come first, each half by
  // popularity, as tieredSearch pages them. Whether a hit is titled is read once, as it is collected.
  const ranked = query.rank !== null && query.sort === 'relevance';
  const rank = `(select ${query.rank} from photos p where p.id = hits.id)`;
  const pageIds = ranked
    ? `select hits.id from hits
         order by case when (select count(*) from hits) <= ${rankCap} then ${rank} end desc nulls last,
           hits.titled desc, ${sortOrder('popular', seed, 'hits')} limit ${limit} offset ${offset}`
    : `select hits.id from hits order by ${sortOrder(query.sort, seed, 'hits')} limit ${limit} offset ${offset}`;
  const titled = ranked && query.titled ? query.titled : 'false';
  const { hits, items } = await collectAndPage(
    handle,
    `select p.id, p.popularity, p.created_at, p.random_key, ${titled} as titled
     from photos p where ${query.where} limit ${collectCap + 1}`,
    pageIds,
    params,
  );
  return hits > collectCap ? null : { items, total: hits };
}

/**
 * One statement: `collect` (ids and sort keys over `photos p`) is gathered once as `hits`, then
 * counted, and `pageIds` (a select of ids from `hits`) becomes the page's rows with their details.
 */
async function collectAndPage(
  handle: DatabaseHandle,
  collect: string,
  pageIds: string,
  params: unknown[],
): Promise<{ hits: number; items: GridRow[] }> {
  const rows = await queryRows(
    handle,
    pagedRowSchema,
    `with hits as materialized (${collect})
     select counted.hits_total, page.* from (select count(*)::int as hits_total from hits) counted
     left join lateral (
       select page.position::int as position, ${GRID_COLUMNS}
       from unnest(array(${pageIds})) with ordinality as page(id, position)
       join photos_details d on d.id = page.id
     ) page on true
     order by page.position`,
    params,
  );
  const items = rows.flatMap((row) => {
    if (row.position === null) return [];
    const { hits_total: _total, position: _position, ...item } = row;
    return [item];
  });
  return { hits: rows[0]?.hits_total ?? 0, items };
}

/**
 * A broad search walks the sort's index and tests each row, stopping at the page's end — or
 * after `budget` rows, so an estimate that was far too high cannot turn into a full scan.
 * Null when the walk did not fill the page (too few hits, or the budget ran out).
 */
export async function walkSearch(
  handle: DatabaseHandle,
  query: PageQuery,
  budget: number,
): Promise<GridRow[] | null> {
  const params = [...query.params, query.limit, query.offset, budget];
  const [limit, offset, rows] = [params.length - 2, params.length - 1, params.length].map((n) => `$${n}`);
  // `is true` turns the match into a plain test per row: the planner must not swap to the GIN index.
  // With nothing to test, the walk reads the index alone (the partial index holds only live photos).
  const test =
    query.match === null && query.filters === LIVE
      ? 'true'
      : `(${query.match ?? 'true'}) is true and ${query.filters}`;
  let ids: string;
  if (query.sort === 'random') {
    // Stable per seed: walk random_key from the seed's point and wrap around, two range scans.
    params.push(startingPoint(query.seed));
    const seed = `$${params.length}`;
    const half = (range: string, shift: string) =>
      `(select id, k from (select p.id, p.random_key::bigint${shift} as k, ${test} as ok from photos p
         where p.photo_status = 'live' and ${range} order by p.random_key, p.id limit ${rows}) walk
        where ok limit ${limit}::int + ${offset}::int)`;
    ids = `array(select id from (${half(`p.random_key >= ${seed}::int`, '')} union all ${half(`p.random_key < ${seed}::int`, ' + 2147483648')}) both_halves
       order by k, id limit ${limit} offset ${offset})`;
  } else {
    ids = `array(select id from (select p.id, ${test} as ok from photos p where p.photo_status = 'live'
       order by ${sortOrder(query.sort, '0', 'p')} limit ${rows}) walk where ok limit ${limit} offset ${offset})`;
  }
  const items = await queryRows(handle, gridRowSchema, withDetails(ids), params);
  return items.length < query.limit ? null : items;
}

const KEY_SPACE = 2_147_483_648; // random_key is a non-negative int4

/** The column a non-random sort orders by first (relevance and popular both by popularity). */
function sortColumn(sort: string): 'created_at' | 'popularity' {
  return sort === 'newest' || sort === 'oldest' ? 'created_at' : 'popularity';
}

/** Where a position of a sort order falls: its key and id. */
type SortBound = { key: unknown; id: string } | null;

/**
 * Positions of the whole catalogue's sort orders, per database, for a minute. A bound only
 * narrows what is read, never what is found (a page short of hits widens its range), so one a
 * little out of date costs nothing; reading it costs an index scan as long as the position.
 */
const sortBounds = new WeakMap<DatabaseHandle, Map<string, { bound: SortBound; until: number }>>();
const SORT_BOUND_TTL_MS = 60_000;

async function sortBound(handle: DatabaseHandle, sort: string, position: number): Promise<SortBound> {
  const cache = sortBounds.get(handle) ?? new Map<string, { bound: SortBound; until: number }>();
  sortBounds.set(handle, cache);
  const cacheKey = `${sort}:${position}`;
  const cached = cache.get(cacheKey);
  if (cached && cached.until > Date.now()) return cached.bound;
  const column = sortColumn(sort);
  const [row] = await queryRows(
    handle,
    z.object({ key: z.union([z.date(), z.number()]), id: z.string() }),
    `select p.${column} as key, p.id from photos p where p.photo_status = 'live'
     order by ${sortOrder(sort, '0', 'p')} offset $1 limit 1`,
    [position],
  );
  cache.set(cacheKey, { bound: row ?? null, until: Date.now() + SORT_BOUND_TTL_MS });
  return row ?? null;
}

/**
 * At least the first `rows` positions of a sort's order as an index range over `photos p`: the
 * condition, or 'all' when the range would hold every live photo. Random order needs no lookup
 * (random_key is uniform); the others find the bound in their index, at a power of √2 so that
 * nearby positions share a cached bound.
 */
async function sortRange(
  handle: DatabaseHandle,
  sort: string,
  seed: number,
  rows: number,
  live: number,
  add: (value: unknown) => string,
): Promise<string | 'all'> {
  if (sort === 'random') {
    const width = Math.ceil((rows / Math.max(live, 1)) * KEY_SPACE);
    if (width >= KEY_SPACE) return 'all';
    const from = startingPoint(seed);
    const to = from + width;
    return to <= KEY_SPACE
      ? `p.random_key >= ${add(from)} and p.random_key < ${add(to)}`
      : `(p.random_key >= ${add(from)} or p.random_key < ${add(to - KEY_SPACE)})`;
  }
  const position = Math.ceil(Math.SQRT2 ** Math.ceil(2 * Math.log2(Math.max(rows, 1))));
  if (position >= live) return 'all';
  const bound = await sortBound(handle, sort, position);
  if (!bound) return 'all';
  const column = sortColumn(sort);
  const [key, id] = [add(bound.key), add(bound.id)];
  // Rows up to the bound in sort order; ties on the key are split by id as the order splits them.
  return sort === 'oldest'
    ? `(p.${column} < ${key} or (p.${column} = ${key} and p.id >= ${id}::uuid))`
    : `(p.${column} > ${key} or (p.${column} = ${key} and p.id <= ${id}::uuid))`;
}

/**
 * A broad search whose hits are too sparse to walk to: it takes the first `rows` positions of the
 * sort order as an index range, so PostgreSQL intersects the range with the search vector's
 * matches (a BitmapAnd) and reads only the rows of both: about a page's worth, not every hit.
 * A range short of hits is widened by what it found; 'sparse' when what it found says there are
 * few hits in all (better collected), null when even the widest range fell short.
 */
export async function rangeSearch(
  handle: DatabaseHandle,
  query: PageQuery,
  rows: number,
  live: number,
  tuning: Pick<SearchTuning, 'rangeTries' | 'collectEstimate' | 'rangeSlack'>,
): Promise<GridRow[] | 'sparse' | null> {
  const needed = query.offset + query.limit;
  let width = rows;
  for (let attempt = 0; attempt < tuning.rangeTries; attempt++) {
    const params = [...query.params];
    const add = (value: unknown) => `$${params.push(value)}`;
    const range = await sortRange(handle, query.sort, query.seed, Math.ceil(width), live, add);
    const seed = query.sort === 'random' ? `${add(startingPoint(query.seed))}::bigint` : '0';
    const { hits, items } = await collectAndPage(
      handle,
      `select p.id, row_number() over (order by ${sortOrder(query.sort, seed, 'p')}) as position
       from photos p where ${query.where} and ${range === 'all' ? 'true' : range}
       order by position limit ${add(needed)}`,
      `select id from hits order by position offset ${add(query.offset)}`,
      params,
    );
    if (items.length === query.limit) return items;
    if (range === 'all') break;
    // Few hits in the range mean few in all: collecting them is cheaper than widening.
    if ((hits * live) / width <= tuning.collectEstimate) return 'sparse';
    // The range held `hits` of the `needed`: widen it in proportion, a little more, at most 16 times.
    width *= Math.min(16, (needed / hits) * tuning.rangeSlack);
  }
  return null;
}

/** The exact fallback: a capped count and a page the planner plans as it likes. */
export async function exactSearch(
  handle: DatabaseHandle,
  query: PageQuery,
  tuning: Pick<SearchTuning, 'rankCap'>,
): Promise<{ items: GridRow[]; total: number; estimated: boolean }> {
  const counted = await countCapped(handle, query.where, query.params, tuning.rankCap);
  const { params, seed, limit, offset } = pageParams(query);
  const ranked = query.rank && query.sort === 'relevance' && counted.total <= tuning.rankCap;
  const order = ranked
    ? `${query.rank} desc, ${sortOrder('popular', seed, 'p')}`
    : query.sort === 'relevance' && query.titled
      ? `${query.titled} desc, ${sortOrder('popular', seed, 'p')}`
      : sortOrder(query.sort, seed, 'p');
  const items = await queryRows(
    handle,
    gridRowSchema,
    withDetails(
      `array(select p.id from photos p where ${query.where} order by ${order} limit ${limit} offset ${offset})`,
    ),
    params,
  );
  return { items, total: counted.total, estimated: counted.estimated };
}
