import { z } from 'zod';
import { SIMILAR_PEOPLE_PAGE_SIZE } from '../../../core/people';
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
import { linkedPersonsStep } from '../people';
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
 * The people of photo `$1` as groups: each person on its faces (not rejected), followed through
 * merges and aliases the way get_aliased_person_ids follows them (spec §7: linkedPersonsStep, both
 * ways, transitively; a merge moves the faces, so the records merged into a person add none).
 * `union` keeps each (root, person) once, so a cycle ends the walk. A group whose active person is
 * hidden is left out, and so is every hidden person. `group_key` names a group (the same human
 * reached from two faces counts once).
 */
const SIMILAR_PEOPLE_CTE = `with recursive
  direct as (
    select distinct f.person_id from faces f
    where f.photo_id = $1 and f.person_id is not null and f.rejected_at is null
  ),
  reach(root, person_id) as (
    select person_id, person_id from direct
    union
    select r.root, n.other from reach r cross join lateral (${linkedPersonsStep('r.person_id')}) n
  ),
  groups as (
    select r.root, min(r.person_id::text) as group_key,
      bool_or(p.hidden and p.merged_into_id is null) as hidden
    from reach r join persons p on p.id = r.person_id
    group by r.root
  ),
  people as (
    select distinct r.person_id, g.group_key
    from reach r join groups g on g.root = r.root join persons p on p.id = r.person_id
    where not g.hidden and not p.hidden
  )`;

/**
 * Similar people (spec §7, issue 27 item 5): other live photos showing any of this photo's people
 * (SIMILAR_PEOPLE_CTE), ranked by how many of them they share, then by popularity; offset pages of
 * SIMILAR_PEOPLE_PAGE_SIZE with the total. `people` (how many person records the walk reached)
 * tells "No People Identified" from "No Similar Photos Found".
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
  const rows = await queryRows(
    handle,
    gridRowSchema.extend({
      shared_people: z.number().int(),
      total_count: z.number().int(),
      people: z.number().int(),
    }),
    `${SIMILAR_PEOPLE_CTE},
     matches as (
       select f.photo_id, count(distinct pe.group_key)::int as shared_people
       from people pe join faces f on f.person_id = pe.person_id
       where f.rejected_at is null and f.photo_id <> $1
       group by f.photo_id
     )
     select ${GRID_COLUMNS}, m.shared_people, count(*) over ()::int as total_count,
       (select count(distinct person_id) from people)::int as people
     from matches m join photos p on p.id = m.photo_id and p.photo_status = 'live'
     join photos_details d on d.id = p.id
     order by m.shared_people desc, p.popularity desc nulls last, p.id
     limit ${SIMILAR_PEOPLE_PAGE_SIZE} offset $2`,
    [photo.id, options.offset],
  );
  // Nothing on this page: whether the photo has people at all still decides the empty state.
  const people =
    rows[0]?.people ??
    (
      await queryRows(
        handle,
        z.object({ people: z.number().int() }),
        `${SIMILAR_PEOPLE_CTE} select count(distinct person_id)::int as people from people`,
        [photo.id],
      )
    )[0]?.people ??
    0;
  const items = rows.map(({ total_count: _total, people: _people, ...row }) => row);
  return {
    items,
    total: rows[0]?.total_count ?? 0,
    limit: SIMILAR_PEOPLE_PAGE_SIZE,
    offset: options.offset,
    people,
  };
}
