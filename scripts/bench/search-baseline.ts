import pg from 'pg';
import type { WorkloadRequest } from './search-workload';

/**
 * The plain search any developer would write first (issue 11 asks for the ratio to it): one
 * `plainto_tsquery` match (a quoted phrase with `phraseto_tsquery`, a wildcard with `:*`), every
 * filter as a column predicate, ordered by `ts_rank` or the sort's column, the total from
 * `count(*) over ()`. Guests get 24 rows, members 75, as ours.
 */
export function baselineQuery(request: WorkloadRequest): { sql: string; params: unknown[] } {
  const query = new URLSearchParams(request.query);
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`p.photo_status = 'live'`];
  const text = query.get('q') ?? '';
  let match: string | null = null;
  if (text.startsWith('"')) match = `phraseto_tsquery('english', ${param(text.replaceAll('"', ''))})`;
  else if (/[*?]/.test(text)) match = `to_tsquery('english', ${param(`${text.replace(/[*?].*$/, '')}:*`)})`;
  else if (text) match = `plainto_tsquery('english', ${param(text)})`;
  if (match) where.push(`p.search_vector @@ ${match}`);
  const column: Record<string, string> = {
    decade: 'p.decade_taken',
    country: 'p.location_country',
    state: 'p.location_state_province',
    city: 'p.location_city',
    creator: 'p.user_id::text',
  };
  for (const [name, expression] of Object.entries(column)) {
    const value = query.get(name);
    if (value) where.push(`${expression} = ${param(value)}`);
  }
  const orientation = query.get('orientation');
  if (orientation)
    where.push(
      `(case when p.width::numeric / nullif(p.height, 0) between 0.95 and 1.05 then 'square' when p.width > p.height then 'horizontal' else 'vertical' end) = ${param(orientation)}`,
    );
  for (const name of ['ethnicities', 'age_groups'] as const) {
    const value = query.get(name);
    if (value) where.push(`p.${name} && ${param(value.split(','))}::text[]`);
  }
  const gender = query.get('gender');
  if (gender) where.push(`${param(gender)} = any(p.genders)`);
  const people = query.get('people_count');
  if (people) {
    const [from, to] = people.endsWith('+')
      ? [Number.parseInt(people, 10), null]
      : people.split('-').map(Number);
    where.push(`p.people_count >= ${param(from)}`);
    if (to !== null) where.push(`p.people_count <= ${param(to ?? from)}`);
  }
  const ageMin = query.get('face_age_min');
  const ageMax = query.get('face_age_max');
  if (ageMin || ageMax)
    where.push(
      `p.face_age_max >= ${param(Number(ageMin ?? 0))} and p.face_age_min <= ${param(Number(ageMax ?? 105))}`,
    );
  const events = query.get('event_ids');
  if (events)
    where.push(
      `exists (select 1 from photo_events pe where pe.photo_id = p.id and pe.event_id = any(${param(events.split(','))}::uuid[]))`,
    );
  const sort = query.get('sort') ?? (match ? 'relevance' : 'random');
  const order =
    sort === 'relevance' && match
      ? `ts_rank(p.search_vector, ${match}) desc`
      : sort === 'newest'
        ? 'p.created_at desc'
        : sort === 'oldest'
          ? 'p.created_at asc'
          : sort === 'random'
            ? 'p.random_key'
            : 'p.popularity desc';
  const limit = request.signedIn ? 75 : 24;
  const offset = request.signedIn ? Number(query.get('offset') ?? 0) : 0;
  return {
    sql: `select p.id, p.title, count(*) over () as total from photos p
          where ${where.join(' and ')} order by ${order}, p.id limit ${limit} offset ${offset}`,
    params,
  };
}

/** Each workload request's time on the baseline, straight to PostgreSQL (no HTTP: in its favour). */
export async function baselineLatencies(
  url: string,
  workload: readonly WorkloadRequest[],
): Promise<number[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const run = async (request: WorkloadRequest) => {
      const { sql, params } = baselineQuery(request);
      const started = performance.now();
      await pool.query(sql, params);
      return performance.now() - started;
    };
    for (const request of workload.slice(0, 30)) await run(request);
    const times: number[] = [];
    for (const request of workload) times.push(await run(request));
    return times;
  } finally {
    await pool.end();
  }
}
