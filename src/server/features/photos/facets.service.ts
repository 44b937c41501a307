import { z } from 'zod';
import type { Facets, FacetValue } from '../../../core/catalogue-answers';
import type { SearchParams } from '../../../core/search-params';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/typed-rows';
import { foldFilterValues } from './filter-values';
import { plannerEstimate } from './photos.service';
import { hitCondition, type TextMatch } from './search.service';
import { buildTextQuery } from './text-query';

type FacetName = Exclude<keyof Facets, 'total' | 'counts_are_estimates'>;

/**
 * Up to `exactCap` hits are counted one by one; past it, a uniform sample of about `sampleSize`
 * (which may hold `sampleOverflow` times that when the planner underestimated the hits). Tests
 * shrink these to reach the sampled path with a few photos.
 */
export const FACET_TUNING = { exactCap: 5_000, sampleSize: 2_500, sampleOverflow: 8 };
const KEY_SPACE = 2_147_483_648; // random_key is a non-negative int4
const NAMED_LIMIT = 50;
const PLACE_LIMIT = 200;
const MEMO_MS = 60_000;
const MEMO_SIZE = 1_000;

/**
 * Which facets a filter narrows. A chosen filter's own options are counted as if it were not
 * chosen (with the other filters applied), as shops do: picking "1970s" still lists the other
 * decades with what each would give, and a second ethnicity can be ticked beside the first.
 */
const OWN_FACETS: { filter: keyof SearchParams; clears: (keyof SearchParams)[]; facets: FacetName[] }[] = [
  { filter: 'decade', clears: ['decade'], facets: ['decades'] },
  { filter: 'orientation', clears: ['orientation'], facets: ['orientations'] },
  { filter: 'ethnicities', clears: ['ethnicities'], facets: ['ethnicities'] },
  { filter: 'age_groups', clears: ['age_groups'], facets: ['age_groups'] },
  { filter: 'gender', clears: ['gender'], facets: ['genders'] },
  { filter: 'people_count', clears: ['people_count'], facets: ['people_counts'] },
  { filter: 'country', clears: ['country', 'state', 'city'], facets: ['countries'] },
  { filter: 'state', clears: ['state', 'city'], facets: ['states'] },
  { filter: 'city', clears: ['city'], facets: ['cities'] },
  { filter: 'event_ids', clears: ['event_ids'], facets: ['events'] },
  { filter: 'creator', clears: ['creator'], facets: ['creators'] },
];

const memos = new WeakMap<DatabaseHandle, Map<string, { facets: Promise<Facets>; until: number }>>();

/**
 * The filter panel's options for a search (spec §3 filters), counted over live hits. Answers are
 * the same for everyone, so one is reused for a minute.
 */
export function photoFacets(handle: DatabaseHandle, params: SearchParams): Promise<Facets> {
  const memo = memos.get(handle) ?? new Map<string, { facets: Promise<Facets>; until: number }>();
  memos.set(handle, memo);
  const key = JSON.stringify(facetRelevant(params));
  const known = memo.get(key);
  if (known && known.until > Date.now()) return known.facets;
  if (memo.size >= MEMO_SIZE) memo.clear();
  const facets = computeFacets(handle, params).catch((error: unknown) => {
    memo.delete(key);
    throw error;
  });
  memo.set(key, { facets, until: Date.now() + MEMO_MS });
  return facets;
}

/** The parameters that change which photos are hits (paging and order do not). */
function facetRelevant(params: SearchParams): SearchParams {
  const { sort: _sort, limit: _limit, offset: _offset, seed: _seed, ...rest } = params;
  return rest as SearchParams;
}

function isSet(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
}

async function computeFacets(handle: DatabaseHandle, requested: SearchParams): Promise<Facets> {
  const params = await foldFilterValues(handle, requested);
  const text = params.q ? await buildTextQuery(handle, params.q) : null;
  const words = text ?? { tsquery: null, phrase: null };
  // A text that can match nothing (a lone "*") has no hits to count.
  if (text && !text.tsquery && !text.phrase) return emptyFacets();
  const chosen = OWN_FACETS.filter((own) => isSet(params[own.filter]));
  const [all, ...withoutOwn] = await Promise.all([
    countFacets(handle, params, words),
    ...chosen.map((own) => {
      const cleared = { ...params };
      for (const key of own.clears) (cleared as Record<string, unknown>)[key] = emptyLike(params[key]);
      return countFacets(handle, cleared, words);
    }),
  ]);
  const facets = { ...all };
  chosen.forEach((own, index) => {
    const counted = withoutOwn[index];
    if (!counted) return;
    for (const name of own.facets) (facets as Record<FacetName, unknown>)[name] = counted[name];
  });
  return facets;
}

function emptyLike(value: unknown): unknown {
  return Array.isArray(value) ? [] : undefined;
}

function emptyFacets(): Facets {
  return {
    decades: [],
    orientations: [],
    ethnicities: [],
    age_groups: [],
    genders: [],
    people_counts: [],
    countries: [],
    states: [],
    cities: [],
    events: [],
    creators: [],
    total: 0,
    counts_are_estimates: false,
  };
}

/**
 * Counts every facet over the hits: exactly up to `exactCap` of them, else over the hits whose
 * random_key falls below a cut, scaled up. random_key is a hash of the id, so those hits are a
 * uniform sample of any search, and the cut is a range of the live random_key index.
 */
async function countFacets(handle: DatabaseHandle, params: SearchParams, text: TextMatch): Promise<Facets> {
  const hits = hitCondition(params, text);
  const { exactCap, sampleSize, sampleOverflow } = FACET_TUNING;
  const estimate = await plannerEstimate(handle, hits.where, hits.params);
  if (estimate <= exactCap) {
    const exact = await countOver(handle, hits, params, exactCap);
    if (exact.total <= exactCap) return toFacets(exact.rows, 1, exact.total, false);
  }
  const share = Math.min(1, sampleSize / Math.max(estimate, exactCap));
  const sample =
    share < 1
      ? {
          where: `${hits.where} and p.random_key < $${hits.params.length + 1}`,
          params: [...hits.params, Math.ceil(share * KEY_SPACE)],
        }
      : hits;
  const sampled = await countOver(handle, sample, params, sampleSize * sampleOverflow);
  const scale = 1 / share;
  return toFacets(sampled.rows, scale, Math.round(sampled.total * scale), true);
}

const facetRowSchema = z.object({
  facet: z.string(),
  value: z.string(),
  name: z.string().nullable(),
  count: z.number().int(),
});
type FacetRow = z.output<typeof facetRowSchema>;

async function countOver(
  handle: DatabaseHandle,
  hits: { where: string; params: unknown[] },
  params: SearchParams,
  cap: number,
): Promise<{ rows: FacetRow[]; total: number }> {
  const places = [
    params.country
      ? `union all (select 'state', location_state_province, null, count(*)::int from hits
         where location_state_province is not null group by 2)`
      : '',
    params.state
      ? `union all (select 'city', location_city, null, count(*)::int from hits
         where location_city is not null group by 2)`
      : '',
  ].join('\n');
  const rows = await queryRows(
    handle,
    facetRowSchema,
    `with hits as materialized (
       select p.decade_taken, p.orientation, p.ethnicities, p.age_groups, p.genders, p.people_count,
              p.location_country, p.location_state_province, p.location_city, p.event_ids, p.user_id
       from photos p where ${hits.where} limit ${cap + 1})
     select 'total' as facet, '' as value, null::text as name, count(*)::int as count from hits
     union all (select 'decade', decade_taken, null, count(*)::int from hits where decade_taken is not null group by 2)
     union all (select 'orientation', orientation, null, count(*)::int from hits group by 2)
     union all (select 'ethnicity', v, null, count(*)::int from hits, unnest(ethnicities) v group by 2)
     union all (select 'age_group', v, null, count(*)::int from hits, unnest(age_groups) v group by 2)
     union all (select 'gender', v, null, count(*)::int from hits, unnest(genders) v group by 2)
     union all (select 'people', case when people_count >= 10 then '10+' else people_count::text end, null,
       count(*)::int from hits group by 2)
     union all (select 'country', location_country, null, count(*)::int from hits
       where location_country is not null group by 2)
     ${places}
     union all (select 'event', e.id::text, e.name, count(*)::int from hits, unnest(event_ids) v
       join events e on e.id = v group by e.id, e.name)
     union all (select 'creator', pr.id::text, coalesce(pr.storefront_name, pr.first_name), count(*)::int
       from hits join profiles pr on pr.id = hits.user_id group by pr.id)`,
    hits.params,
  );
  const total = rows.find((row) => row.facet === 'total')?.count ?? 0;
  return { rows: rows.filter((row) => row.facet !== 'total'), total };
}

const byCountThenValue = (a: FacetValue, b: FacetValue) =>
  b.count - a.count || a.value.localeCompare(b.value);
const byValue = (a: FacetValue, b: FacetValue) => a.value.localeCompare(b.value);
/** "0", "1", … "9", "10+" in numeric order. */
const byPeople = (a: FacetValue, b: FacetValue) =>
  Number.parseInt(a.value, 10) - Number.parseInt(b.value, 10);

function toFacets(rows: FacetRow[], scale: number, total: number, estimated: boolean): Facets {
  const scaled = (count: number) => Math.max(1, Math.round(count * scale));
  const values = (facet: string, order: (a: FacetValue, b: FacetValue) => number, limit = Infinity) =>
    rows
      .filter((row) => row.facet === facet && row.value)
      .map((row) => ({ value: row.value, count: scaled(row.count) }))
      .sort(order)
      .slice(0, limit);
  const named = (facet: string) =>
    rows
      .filter((row) => row.facet === facet && row.name)
      .map((row) => ({ id: row.value, name: row.name ?? '', count: scaled(row.count) }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, NAMED_LIMIT);
  return {
    decades: values('decade', byValue),
    orientations: values('orientation', byCountThenValue),
    ethnicities: values('ethnicity', byCountThenValue),
    age_groups: values('age_group', byCountThenValue),
    genders: values('gender', byCountThenValue),
    people_counts: values('people', byPeople),
    countries: values('country', byCountThenValue, PLACE_LIMIT),
    states: values('state', byCountThenValue, PLACE_LIMIT),
    cities: values('city', byCountThenValue, PLACE_LIMIT),
    events: named('event'),
    creators: named('creator'),
    total,
    counts_are_estimates: estimated,
  };
}
