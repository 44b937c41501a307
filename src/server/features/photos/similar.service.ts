import { z } from 'zod';
import {
  isSpecificTag,
  SIMILAR_BULK_FETCH,
  SIMILAR_PAGE_SIZE,
  SIMILARITY_THRESHOLD,
  type SimilarityFeatures,
  similarityScore,
  tagWeight,
} from '../../../core/similarity';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/typed-rows';
import { findPhoto } from './photo-detail.service';
import { gridRowSchema } from './photo-rows';
import { GRID_COLUMNS } from './photos.service';
import type { PhotoRow } from './search.service';

async function synonymGroups(handle: DatabaseHandle): Promise<string[][]> {
  const rows = await queryRows(
    handle,
    z.object({ words: z.array(z.string()) }),
    `select array_agg(distinct lower(term)) || lower(synonym_of) as words from synonyms group by lower(synonym_of)`,
  );
  return rows.map((row) => row.words);
}

/**
 * A candidate as the scoring rules read it (core/similarity.ts SimilarityFeatures): a grid row,
 * whose tags and ethnicities the view always gives as arrays.
 */
const candidateRowSchema = gridRowSchema.extend({
  tags: z.array(z.string()),
  ethnicities: z.array(z.string()),
}) satisfies z.ZodType<SimilarityFeatures>;

/** How many photos, picked by what their tags share with this one's, the exact rules then score. */
const CANDIDATES = 300;

/**
 * Photos worth scoring against one with `tags`, from the whole catalogue (issue 11: the 72 most
 * popular sharing any tag missed the best matches). Through the GIN index, photos sharing one
 * of its specific tags (long or multi-word; any tag when it has none), those sharing the most
 * tag points first; and, as before, the most popular sharing any tag.
 */
async function similarCandidates(handle: DatabaseHandle, id: string, tags: readonly string[]) {
  if (tags.length === 0) return [];
  const specific = tags.filter(isSpecificTag);
  const points = tags.map((tag) => 2 ** tagWeight(tag) + (isSpecificTag(tag) ? 20 : 0));
  // Each tag as a quoted tsquery lexeme of the search vector's folded `~t:` tokens (migration 0009).
  const lexeme = `'''' || replace(replace('~t:' || backdrop_fold(t), '\\', '\\\\'), '''', '''''') || ''''`;
  return queryRows(
    handle,
    candidateRowSchema,
    `with mine(tag, points) as (select * from unnest($2::text[], $3::int[])),
     through as (select string_agg(${lexeme}, ' | ')::tsquery as q from unnest($4::text[]) as t)
     select ${GRID_COLUMNS} from photos p join photos_details d on d.id = p.id
     where p.id in (
       (select p.id from photos p, through
        where p.photo_status = 'live' and p.id <> $1 and p.search_vector @@ through.q
        order by (select coalesce(sum(m.points), 0) from mine m where m.tag = any(p.tags)) desc,
          p.popularity desc nulls last, p.id
        limit ${CANDIDATES})
       union
       (select p.id from photos p
        where p.photo_status = 'live' and p.id <> $1 and p.tags && $2::text[]
        order by p.popularity desc nulls last, p.id limit ${SIMILAR_BULK_FETCH})
     )`,
    [id, tags, points, specific.length > 0 ? specific : tags],
  );
}

/**
 * Similar photos (spec §7, §9): candidates from the whole catalogue (similarCandidates), scored
 * by the spec's rules, kept above 5, best first; when none qualify, any live photos.
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
  const candidates = await similarCandidates(handle, photo.id, current.tags);
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
  const anyLive = await queryRows(
    handle,
    gridRowSchema,
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
  const people = await queryRows(
    handle,
    z.object({ person_id: z.string() }),
    `with direct as (select distinct person_id from faces where photo_id = $1 and person_id is not null)
     select person_id from direct
     union select a.alias_person_id from person_aliases a join direct d on a.person_id = d.person_id
     union select a.person_id from person_aliases a join direct d on a.alias_person_id = d.person_id`,
    [photo.id],
  );
  if (people.length === 0)
    return { items: [], total: 0, limit: SIMILAR_PAGE_SIZE, offset: options.offset, people: 0 };
  const ids = people.map((row) => row.person_id);
  const rows = await queryRows(
    handle,
    gridRowSchema.extend({ shared_people: z.number().int(), total_count: z.number().int() }),
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
