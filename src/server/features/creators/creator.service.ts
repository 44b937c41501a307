import { isUuid } from '../../../core/route-validity';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';

/** One value of a storefront facet and how many of the creator's live photos carry it. */
export interface FacetCount {
  value: string;
  count: number;
}

/** What the /user/{id} storefront shows above the creator's photos. */
export interface CreatorStorefront {
  id: string;
  storefront_name: string;
  bio: string | null;
  member_since: string;
  photo_count: number;
  /** Oldest and newest decade the creator's photos were taken in (null without photos). */
  decades: FacetCount[];
  countries: FacetCount[];
  top_tags: FacetCount[];
}

const TOP_TAGS = 12;
const TOP_COUNTRIES = 6;

/**
 * A creator's storefront (spec §2 /user/{id}): name, bio and what their archive holds, counted
 * over live photos only. Someone with neither a storefront name nor a live photo is not a
 * creator, and their profile stays private: "Creator not found".
 */
export async function creatorStorefront(handle: DatabaseHandle, id: string): Promise<CreatorStorefront> {
  if (!isUuid(id)) throw new AppError('INVALID', 'Invalid id format - must be valid UUID');
  const [profile] = await handle.raw<{
    name: string | null;
    storefront_name: string | null;
    bio: string | null;
    member_since: Date | string;
    photo_count: number;
  }>(
    `select pr.storefront_name, coalesce(pr.storefront_name, pr.first_name) as name, pr.bio,
            pr.created_at as member_since,
            (select count(*)::int from photos p where p.user_id = pr.id and p.photo_status = 'live') as photo_count
     from profiles pr where pr.id = $1`,
    [id],
  );
  if (!profile || (profile.storefront_name === null && profile.photo_count === 0) || !profile.name)
    throw new AppError('NOT_FOUND', 'Creator not found');
  const facets = await handle.raw<{ facet: string; value: string; count: number }>(
    `with mine as (select decade_taken, location_country, tags from photos where user_id = $1 and photo_status = 'live')
     (select 'decade' as facet, decade_taken as value, count(*)::int as count from mine
       where decade_taken is not null group by decade_taken order by decade_taken)
     union all
     (select 'country', location_country, count(*)::int from mine where location_country is not null
       group by location_country order by count(*) desc, location_country limit ${TOP_COUNTRIES})
     union all
     (select 'tag', tag, count(*)::int from mine, unnest(tags) as tag
       group by tag order by count(*) desc, tag limit ${TOP_TAGS})`,
    [id],
  );
  const pick = (facet: string) =>
    facets.filter((row) => row.facet === facet).map(({ value, count }) => ({ value, count }));
  return {
    id,
    storefront_name: profile.name,
    bio: profile.bio,
    member_since: new Date(profile.member_since).toISOString(),
    photo_count: profile.photo_count,
    decades: pick('decade'),
    countries: pick('country'),
    top_tags: pick('tag'),
  };
}
