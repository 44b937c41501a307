import type { DatabaseHandle } from '../../db/client';

/**
 * What a photo grid shows of each photo (`d` = photos_details): the photos_details shape minus
 * the heavy arrays (face ids), plus what similar-photo scoring reads.
 */
export const GRID_COLUMNS = `d.id, d.photoid, d.title, d.price, d.thumbnail_url, d.preview_url, d.width, d.height,
  d.orientation, d.decade_taken, d.location_city, d.location_state_province, d.location_country, d.user_id,
  d.storefront_name, d.tags, d.event_names, d.photo_status, d.featured, d.created_at, d.people_count, d.image_style,
  d.people_composition, d.ethnicities`;

/**
 * Counts matching photos exactly up to `cap`, then takes the planner's estimate: no count ever
 * visits a million rows. `where` is SQL over `photos p`.
 */
export async function countCapped(
  handle: DatabaseHandle,
  where: string,
  params: unknown[],
  cap: number,
): Promise<{ total: number; estimated: boolean }> {
  const [row] = await handle.raw<{ n: number }>(
    `select count(*)::int as n from (select 1 from photos p where ${where} limit ${cap + 1}) capped`,
    params,
  );
  const exact = row?.n ?? 0;
  if (exact <= cap) return { total: exact, estimated: false };
  const rows = await plannerEstimate(handle, where, params);
  return { total: Math.max(exact, Number.isFinite(rows) ? rows : exact), estimated: true };
}

/** The planner's row estimate for `photos p` under `where`: one EXPLAIN, no rows read. */
export async function plannerEstimate(
  handle: DatabaseHandle,
  where: string,
  params: unknown[] = [],
): Promise<number> {
  const [plan] = await handle.raw<{ 'QUERY PLAN': unknown }>(
    `explain (format json) select 1 from photos p where ${where}`,
    params,
  );
  const rows = Number(
    (plan?.['QUERY PLAN'] as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'],
  );
  return Number.isFinite(rows) ? Math.round(rows) : Number.POSITIVE_INFINITY;
}

/** Exact below this; the footer's "N photos for rent" needs no more precision above it. */
const LIVE_COUNT_CAP = 10_000;

/** Live photos are the ones visitors see (spec §3 photo_status "live"). */
export async function countLivePhotos(handle: DatabaseHandle): Promise<number> {
  // The planner's estimate costs no rows; counting 10,000 rows to learn "more than 10,000" did.
  const estimate = await plannerEstimate(handle, `p.photo_status = 'live'`);
  if (Number.isFinite(estimate) && estimate > 2 * LIVE_COUNT_CAP) return estimate;
  return (await countCapped(handle, `p.photo_status = 'live'`, [], LIVE_COUNT_CAP)).total;
}
