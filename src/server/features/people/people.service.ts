import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type FaceBox,
  type FaceThumb,
  PEOPLE_PAGE_SIZE,
  type PeopleShow,
  type PersonDetail,
  type PersonFace,
  type PersonSummary,
  SIMILAR_PERSON_MAX_DISTANCE,
  type SimilarPerson,
} from '../../../core/people';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { sqlRows } from '../../db/typed-rows';
import { AppError } from '../../errors';
import { containing } from '../../http/list-query';
import { type AuditActor, recordAudit } from '../audit';
import { hasPgvector, nearestFaces } from './nearest-faces';
import { activePersonIds } from './person-identity';

/**
 * The people grid and one person (issue 27 item 3): list, search, rename, hide, choose a cover,
 * similar people. Merges, undo and split are in people-merge.service.ts.
 */

export const PERSON_NOT_FOUND = 'Person not found';

/** Columns of one face drawn from its photo's thumbnail (prefix `c_` for a cover). */
const faceThumbColumns = {
  face_id: z.string().nullable(),
  photoid: z.number().nullable(),
  thumbnail_url: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  box_x: z.number().nullable(),
  box_y: z.number().nullable(),
  box_width: z.number().nullable(),
  box_height: z.number().nullable(),
};

const summaryRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  hidden: z.boolean(),
  face_count: z.number(),
  photo_count: z.number(),
  ...faceThumbColumns,
});
type SummaryRow = z.infer<typeof summaryRow>;

function boxOf(row: {
  box_x: number | null;
  box_y: number | null;
  box_width: number | null;
  box_height: number | null;
}): FaceBox | null {
  if (row.box_x === null || row.box_y === null || row.box_width === null || row.box_height === null)
    return null;
  return { x: row.box_x, y: row.box_y, width: row.box_width, height: row.box_height };
}

function aspectOf(width: number | null, height: number | null): number {
  return width && height ? width / height : 1;
}

function thumbOf(row: z.infer<z.ZodObject<typeof faceThumbColumns>>): FaceThumb | null {
  if (row.face_id === null || row.photoid === null) return null;
  return {
    faceId: row.face_id,
    photoid: row.photoid,
    thumbnailUrl: row.thumbnail_url,
    aspectRatio: aspectOf(row.width, row.height),
    box: boxOf(row),
  };
}

function summaryOf(row: SummaryRow): PersonSummary {
  return {
    id: row.id,
    name: row.name,
    hidden: row.hidden,
    faceCount: row.face_count,
    photoCount: row.photo_count,
    cover: thumbOf(row),
  };
}

/** The faces that count for a person: not rejected. */
const LIVE_FACE = sql`f.rejected_at is null`;

/**
 * Summaries of the persons `page` selects (a subquery of `id, name, hidden, face_count,
 * photo_count, cover_face_id` plus whatever it orders by), each with its cover: the chosen cover
 * face, else the detected face with the highest score, else any.
 */
function withCovers(page: SQL, orderBy: SQL, extra: SQL = sql``): SQL {
  return sql`select page.id, page.name, page.hidden, page.face_count, page.photo_count${extra},
      cover.id as face_id, ph.photoid, ph.thumbnail_url, ph.width, ph.height,
      cover.box_x::float8 as box_x, cover.box_y::float8 as box_y,
      cover.box_width::float8 as box_width, cover.box_height::float8 as box_height
    from (${page}) page
    left join lateral (
      select f.id, f.photo_id, f.box_x, f.box_y, f.box_width, f.box_height from faces f
      where f.person_id = page.id and ${LIVE_FACE}
      order by (f.id = page.cover_face_id) is true desc, (f.source = 'detected') desc,
        f.score desc nulls last, f.id
      limit 1
    ) cover on true
    left join photos ph on ph.id = cover.photo_id
    order by ${orderBy}`;
}

/** Face and photo counts of each person (one grouped pass over faces). */
const COUNTS = sql`select f.person_id, count(*)::int as face_count, count(distinct f.photo_id)::int as photo_count
  from faces f where f.person_id is not null and ${LIVE_FACE} group by f.person_id`;

/**
 * Face and photo counts of one person `p` through faces_person_idx: for a search, whose few
 * matching persons would otherwise each rescan the grouped pass.
 */
const PERSON_COUNTS = sql`left join lateral (
    select count(*)::int as face_count, count(distinct f.photo_id)::int as photo_count
    from faces f where f.person_id = p.id and ${LIVE_FACE}
  ) c on true`;

/** Summaries of the given active or merged persons, by id (missing ids are left out). */
export async function personSummaries(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, PersonSummary>> {
  if (ids.length === 0) return new Map();
  const page = sql`select p.id, p.name, p.hidden, p.cover_face_id,
      coalesce(c.face_count, 0)::int as face_count, coalesce(c.photo_count, 0)::int as photo_count
    from persons p ${PERSON_COUNTS}
    where p.id = any(${`{${ids.join(',')}}`}::uuid[])`;
  const rows = await sqlRows(db, summaryRow, withCovers(page, sql`page.id`));
  return new Map(rows.map((row) => [row.id, summaryOf(row)]));
}

export async function personSummary(db: Queryable, id: string): Promise<PersonSummary> {
  const summary = (await personSummaries(db, [id])).get(id);
  if (!summary) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  return summary;
}

export interface PeopleQuery {
  q: string;
  show: PeopleShow;
  offset: number;
  limit: number;
}

/**
 * A page of active persons, most photos first (then faces, then id). One grouped pass counts
 * every person's faces (a search counts only the matching persons', through the index); covers
 * are looked up for the page's rows only. people-scale.int.test.ts times it at 10k/100k.
 */
export async function listPeople(
  handle: DatabaseHandle,
  query: PeopleQuery,
): Promise<{ items: PersonSummary[]; total: number }> {
  const conditions: SQL[] = [sql`p.merged_into_id is null`];
  if (query.show === 'visible') conditions.push(sql`not p.hidden`);
  if (query.show === 'hidden') conditions.push(sql`p.hidden`);
  if (query.q)
    conditions.push(
      sql`backdrop_unaccent(lower(coalesce(p.name, ''))) like backdrop_unaccent(lower(${containing(query.q)}))`,
    );
  const page = sql`select p.id, p.name, p.hidden, p.cover_face_id,
      coalesce(c.face_count, 0)::int as face_count, coalesce(c.photo_count, 0)::int as photo_count,
      count(*) over ()::int as total
    from persons p ${query.q ? PERSON_COUNTS : sql`left join (${COUNTS}) c on c.person_id = p.id`}
    where ${sql.join(conditions, sql` and `)}
    order by photo_count desc, face_count desc, p.id
    offset ${query.offset} limit ${Math.min(query.limit, PEOPLE_PAGE_SIZE)}`;
  const rows = await sqlRows(
    handle.db,
    summaryRow.extend({ total: z.number() }),
    withCovers(page, sql`page.photo_count desc, page.face_count desc, page.id`, sql`, page.total`),
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const [row] = await sqlRows(
      handle.db,
      z.object({ total: z.number() }),
      sql`select count(*)::int as total from persons p where ${sql.join(conditions, sql` and `)}`,
    );
    total = row?.total ?? 0;
  }
  return { items: rows.map(({ total: _total, ...row }) => summaryOf(row)), total };
}

const personRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  hidden: z.boolean(),
  cover_face_id: z.string().nullable(),
  merged_into_id: z.string().nullable(),
});
export type PersonRow = z.infer<typeof personRow>;

/** The person's own row (not followed through merges); `lock` takes it `for update`. */
export async function personRows(db: Queryable, ids: readonly string[], lock = false): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return sqlRows(
    db,
    personRow,
    sql`select id, name, hidden, cover_face_id, merged_into_id from persons
        where id = any(${`{${[...ids].sort().join(',')}}`}::uuid[]) order by id ${lock ? sql`for update` : sql``}`,
  );
}

/** The active person at the end of `id`'s merge chain. */
async function activeOf(db: Queryable, id: string): Promise<string | null> {
  return (await activePersonIds(db, [id])).get(id) ?? null;
}

const faceRow = z.object({
  ...faceThumbColumns,
  face_id: z.string(),
  photoid: z.number(),
  title: z.string().nullable(),
  assigned_by: z.string().nullable(),
});

/** One person with their faces and the persons merged into them; a merged id says where it went. */
export async function getPerson(handle: DatabaseHandle, id: string): Promise<PersonDetail> {
  const [row] = await personRows(handle.db, [id]);
  if (!row) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  if (row.merged_into_id) {
    const active = await activeOf(handle.db, id);
    if (!active) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
    return { movedTo: active };
  }
  const [person, mergedFrom, faceRows] = await Promise.all([
    personSummary(handle.db, id),
    sqlRows(
      handle.db,
      z.object({ id: z.string(), name: z.string().nullable() }),
      sql`select id, name from persons where merged_into_id = ${id} order by name nulls last, id`,
    ),
    sqlRows(
      handle.db,
      faceRow,
      sql`select f.id as face_id, ph.photoid, ph.title, ph.thumbnail_url, ph.width, ph.height,
            f.box_x::float8 as box_x, f.box_y::float8 as box_y,
            f.box_width::float8 as box_width, f.box_height::float8 as box_height, f.assigned_by
          from faces f join photos ph on ph.id = f.photo_id
          where f.person_id = ${id} and ${LIVE_FACE}
          order by ph.photoid, f.id`,
    ),
  ]);
  const faces: PersonFace[] = faceRows.map((face) => ({
    faceId: face.face_id,
    photoid: face.photoid,
    title: face.title ?? `Photo ${face.photoid}`,
    thumbnailUrl: face.thumbnail_url,
    aspectRatio: aspectOf(face.width, face.height),
    box: boxOf(face),
    assignedBy: face.assigned_by === 'cluster' || face.assigned_by === 'admin' ? face.assigned_by : null,
  }));
  return { person, mergedFrom, faces };
}

/** 409 for a person that has been merged into another one. */
export function mergedAway(person: PersonRow, into: string | null | undefined): AppError {
  const name = person.name ?? 'This person';
  return new AppError(
    'REFUSED',
    `${name} was merged into ${into ?? 'another person'} a moment ago. Reload to see the people as they are now.`,
  );
}

/** The name shown in sentences about a person. */
export function nameIn(person: { name: string | null }): string {
  return person.name?.trim() ? person.name : 'An unnamed person';
}

/** An audit entry about a person (the trail's `person` kind). */
export function recordPersonAudit(
  db: Queryable,
  actor: AuditActor,
  change: { action: string; entityId: string; summary: string; before?: unknown; after?: unknown },
): Promise<void> {
  return recordAudit(db, actor, { ...change, entityType: 'person' });
}

/** Renames, hides or shows a person, or chooses their cover face. */
export async function updatePerson(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  input: { name?: string | null; hidden?: boolean; coverFaceId?: string },
): Promise<PersonSummary> {
  await handle.transaction(async (tx) => {
    const [person] = await personRows(tx, [id], true);
    if (!person) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
    if (person.merged_into_id) {
      const [into] = await personRows(tx, [person.merged_into_id]);
      throw mergedAway(person, into ? nameIn(into) : null);
    }
    if (input.coverFaceId !== undefined) {
      const [face] = await sqlRows(
        tx,
        z.object({ id: z.string() }),
        sql`select f.id from faces f where f.id = ${input.coverFaceId} and f.person_id = ${id} and ${LIVE_FACE}`,
      );
      if (!face)
        throw new AppError('INVALID', 'The cover must be one of this person’s faces.', {
          coverFaceId: 'The cover must be one of this person’s faces.',
        });
    }
    const name = input.name === undefined ? person.name : input.name?.trim() || null;
    const hidden = input.hidden ?? person.hidden;
    const cover = input.coverFaceId ?? person.cover_face_id;
    await tx.execute(
      sql`update persons set name = ${name}, hidden = ${hidden}, cover_face_id = ${cover}, updated_at = now()
          where id = ${id}`,
    );
    const changes: string[] = [];
    if (name !== person.name) changes.push(`renamed “${person.name ?? ''}” to “${name ?? ''}”`);
    if (hidden !== person.hidden) changes.push(hidden ? 'hidden' : 'shown again');
    if (cover !== person.cover_face_id) changes.push('new cover face');
    if (changes.length)
      await recordPersonAudit(tx, actor, {
        action: 'person.update',
        entityId: id,
        summary: `${nameIn({ name: name ?? person.name })}: ${changes.join(', ')}`,
        before: { name: person.name, hidden: person.hidden, coverFaceId: person.cover_face_id },
        after: { name, hidden, coverFaceId: cover },
      });
  });
  return personSummary(handle.db, id);
}

/** Faces of a person looked at for similar people. */
const SIMILAR_PROBES = 10;
/** Similar people shown. */
const SIMILAR_LIMIT = 12;
/**
 * Up to 12 other active, visible persons nearest this one: the nearest assigned faces of up to
 * 10 of the person's faces, each neighbour's person followed to the active one, best distance first.
 */
export async function similarPeople(handle: DatabaseHandle, id: string): Promise<{ items: SimilarPerson[] }> {
  const [person] = await personRows(handle.db, [id]);
  if (!person) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  const target = person.merged_into_id ? await activeOf(handle.db, id) : id;
  if (!target) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  const probes = await sqlRows(
    handle.db,
    z.object({ id: z.string(), embedding: z.array(z.number()) }),
    sql`select f.id, f.embedding from faces f
        where f.person_id = ${target} and f.embedding is not null and ${LIVE_FACE}
        order by (f.source = 'detected') desc, f.score desc nulls last, f.id limit ${SIMILAR_PROBES}`,
  );
  if (probes.length === 0) return { items: [] };
  const pgvector = await hasPgvector(handle);
  const best = new Map<string, number>();
  for (const probe of probes) {
    const neighbours = await nearestFaces(handle.db, probe.embedding, {
      limit: 50,
      maxDistance: SIMILAR_PERSON_MAX_DISTANCE,
      assignedOnly: true,
      pgvector,
    });
    for (const face of neighbours) {
      if (!face.personId || face.personId === target) continue;
      const known = best.get(face.personId);
      if (known === undefined || face.distance < known) best.set(face.personId, face.distance);
    }
  }
  if (best.size === 0) return { items: [] };
  // Faces of a merged person were moved, so neighbours are on active persons; still follow chains.
  const active = await sqlRows(
    handle.db,
    z.object({ id: z.string(), hidden: z.boolean(), merged_into_id: z.string().nullable() }),
    sql`select id, hidden, merged_into_id from persons where id = any(${`{${[...best.keys()].join(',')}}`}::uuid[])`,
  );
  const candidates = active
    .filter((row) => row.merged_into_id === null && !row.hidden && row.id !== target)
    .map((row) => ({ id: row.id, distance: best.get(row.id) ?? 2 }))
    .sort((a, b) => a.distance - b.distance || a.id.localeCompare(b.id))
    .slice(0, SIMILAR_LIMIT);
  const summaries = await personSummaries(
    handle.db,
    candidates.map((candidate) => candidate.id),
  );
  const items: SimilarPerson[] = [];
  for (const candidate of candidates) {
    const summary = summaries.get(candidate.id);
    if (summary) items.push({ ...summary, distance: candidate.distance });
  }
  return { items };
}
