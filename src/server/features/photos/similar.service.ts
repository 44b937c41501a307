import {
  SIMILAR_BULK_FETCH,
  SIMILAR_PAGE_SIZE,
  SIMILARITY_THRESHOLD,
  similarityScore,
} from '../../../core/similarity';
import type { DatabaseHandle } from '../../db/client';
import { findPhoto } from './photo-detail.service';
import { GRID_COLUMNS } from './photos.service';
import type { PhotoRow } from './search.service';

async function synonymGroups(handle: DatabaseHandle): Promise<string[][]> {
  const rows = await handle.raw<{ words: string[] }>(
    `select array_agg(distinct lower(term)) || lower(synonym_of) as words from synonyms group by lower(synonym_of)`,
  );
  return rows.map((row) => row.words);
}

/**
 * Similar photos (spec §7, §9): live photos sharing a tag with this one (72 fetched), scored by
 * the spec's rules, kept above 5, best first; when none qualify, any live photos.
 */
export async function similarPhotos(
  handle: DatabaseHandle,
  key: string,
  options: { admin: boolean; offset: number },
): Promise<{
  items: (PhotoRow & { score: number })[];
  total: number;
  limit: number;
  offset: number;
  fallback: boolean;
}> {
  const photo = await findPhoto(handle, key, options);
  const current = {
    tags: (photo.tags as string[]) ?? [],
    people_composition: (photo.people_composition as string | null) ?? null,
    decade_taken: (photo.decade_taken as string | null) ?? null,
    image_style: (photo.image_style as string | null) ?? null,
    ethnicities: (photo.ethnicities as string[]) ?? [],
  };
  const candidates = await handle.raw<PhotoRow & typeof current>(
    `select ${GRID_COLUMNS} from photos p join photos_details d on d.id = p.id
     where p.photo_status = 'live' and p.id <> $1 and p.tags && $2::text[]
     order by p.popularity desc nulls last, p.id limit ${SIMILAR_BULK_FETCH}`,
    [photo.id, current.tags],
  );
  const groups = await synonymGroups(handle);
  const scored = candidates
    .map((candidate) => ({ ...candidate, score: similarityScore(current, candidate, groups).score }))
    .filter((candidate) => candidate.score > SIMILARITY_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.photoid - b.photoid);
  if (scored.length > 0) {
    return {
      items: scored.slice(options.offset, options.offset + SIMILAR_PAGE_SIZE),
      total: scored.length,
      limit: SIMILAR_PAGE_SIZE,
      offset: options.offset,
      fallback: false,
    };
  }
  const anyLive = await handle.raw<PhotoRow>(
    `select ${GRID_COLUMNS} from photos p join photos_details d on d.id = p.id
     where p.photo_status = 'live' and p.id <> $1 order by p.popularity desc nulls last, p.id limit ${SIMILAR_PAGE_SIZE} offset $2`,
    [photo.id, options.offset],
  );
  return {
    items: anyLive.map((row) => ({ ...row, score: 0 })),
    total: anyLive.length,
    limit: SIMILAR_PAGE_SIZE,
    offset: options.offset,
    fallback: true,
  };
}

/**
 * Similar people (spec §7): the persons in this photo's faces, their aliases both ways, then
 * other live photos of any of them, ranked by how many of these people they share.
 */
export async function similarPeople(
  handle: DatabaseHandle,
  key: string,
  options: { admin: boolean; offset: number },
): Promise<{
  items: (PhotoRow & { shared_people: number })[];
  total: number;
  limit: number;
  offset: number;
  people: number;
}> {
  const photo = await findPhoto(handle, key, options);
  const people = await handle.raw<{ person_id: string }>(
    `with direct as (select distinct person_id from faces where photo_id = $1 and person_id is not null)
     select person_id from direct
     union select a.alias_person_id from person_aliases a join direct d on a.person_id = d.person_id
     union select a.person_id from person_aliases a join direct d on a.alias_person_id = d.person_id`,
    [photo.id],
  );
  if (people.length === 0)
    return { items: [], total: 0, limit: SIMILAR_PAGE_SIZE, offset: options.offset, people: 0 };
  const ids = people.map((row) => row.person_id);
  const rows = await handle.raw<PhotoRow & { shared_people: number; total_count: number }>(
    `with matches as (
       select f.photo_id, count(distinct coalesce(a.person_id, f.person_id))::int as shared_people
       from faces f
       left join person_aliases a on a.alias_person_id = f.person_id
       where f.person_id = any($1::uuid[]) and f.photo_id <> $2
       group by f.photo_id
     )
     select ${GRID_COLUMNS}, m.shared_people, count(*) over ()::int as total_count
     from matches m join photos p on p.id = m.photo_id and p.photo_status = 'live'
     join photos_details d on d.id = p.id
     order by m.shared_people desc, p.popularity desc nulls last, p.id
     limit ${SIMILAR_PAGE_SIZE} offset $3`,
    [ids, photo.id, options.offset],
  );
  return {
    items: rows.map(({ total_count: _total, ...row }) => row),
    total: rows[0]?.total_count ?? 0,
    limit: SIMILAR_PAGE_SIZE,
    offset: options.offset,
    people: ids.length,
  };
}
