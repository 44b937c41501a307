import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  FaceAssignment,
  FaceBox,
  FaceQueueItem,
  PersonSuggestion,
  PhotoFace,
  PhotoFacesDetail,
} from '../../../core/people';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { faces, persons, photos } from '../../db/tables';
import { queryRows, sqlRows } from '../../db/typed-rows';
import { AppError } from '../../errors';
import { type AuditActor, recordAudit } from '../audit';

/** Photos on one page of the queue, at most. */
export const FACE_QUEUE_MAX = 96;
/** Persons one type-ahead answer lists, at most. */
export const PEOPLE_SUGGESTIONS_MAX = 20;
/** Longest name a new person may be given. */
export const PERSON_NAME_MAX = 120;
/** How many `merged_into_id` steps a chosen person may take to reach the active one. */
const MAX_MERGE_HOPS = 50;

export const UNKNOWN_PERSON = 'No person with this id exists. Choose a person from the list.';
export const FACE_NOT_FOUND = 'This face does not exist (it may have been removed).';
export const PHOTO_NOT_FOUND = 'Photo not found';

export type { FaceAssignment, FaceQueueItem, PersonSuggestion, PhotoFacesDetail } from '../../../core/people';

function aspectOf(width: number | null, height: number | null): number {
  return width && height && width > 0 && height > 0 ? width / height : 1;
}

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

const queueRow = z.object({
  photoid: z.number(),
  title: z.string(),
  thumbnail_url: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  missing_faces: z.boolean(),
  unassigned: z.number(),
  face_count: z.number(),
});

/** Rows a walk down photos_created_idx may read before the candidates' own lookups are cheaper. */
const WALK_LIMIT = 50_000;

const NEEDS_WORK = `(p.missing_faces or exists (select 1 from faces f
                     where f.photo_id = p.id and f.person_id is null and f.rejected_at is null))`;
const CANDIDATES = `select f.photo_id as id from faces f where f.person_id is null and f.rejected_at is null
                    union
                    select p.id from photos p where p.missing_faces`;
const QUEUE_COLUMNS = `p.photoid, p.title, p.thumbnail_url, p.width, p.height, p.missing_faces,
  (select count(*) from faces f
    where f.photo_id = p.id and f.person_id is null and f.rejected_at is null)::int as unassigned,
  (select count(*) from faces f where f.photo_id = p.id and f.rejected_at is null)::int as face_count`;

/**
 * Photos with faces that need a person or marked as missing faces, newest first. The candidates
 * come from the two partial indexes (faces_unassigned_idx, photos_missing_faces_idx), so counting
 * them follows the work left, not the catalogue. A page is then read one of two ways: where
 * candidates are dense enough, down photos_created_idx checking each photo against them (a first
 * page in milliseconds at 1M photos); where they are sparse or the page is deep, by looking each
 * candidate up and sorting them (cost: the candidates, never the catalogue).
 */
export async function faceQueue(
  handle: DatabaseHandle,
  page: { offset: number; limit: number },
  walkLimit = WALK_LIMIT,
): Promise<{ items: FaceQueueItem[]; total: number }> {
  const [[counted], [size]] = await Promise.all([
    queryRows(
      handle,
      z.object({ total: z.number() }),
      `select count(*)::int as total from (${CANDIDATES}) c`,
    ),
    queryRows(
      handle,
      z.object({ estimate: z.number() }),
      `select greatest(reltuples, 0)::float8 as estimate from pg_class where oid = 'photos'::regclass`,
    ),
  ]);
  const total = counted?.total ?? 0;
  if (total === 0 || page.offset >= total) return { total, items: [] };
  const photos = Math.max(size?.estimate ?? 0, total);
  const walk = ((page.offset + page.limit) * photos) / total;
  const rows = await queryRows(
    handle,
    queueRow,
    walk <= walkLimit
      ? `select ${QUEUE_COLUMNS} from photos p where ${NEEDS_WORK}
         order by p.created_at desc, p.id desc limit $1 offset $2`
      : `select ${QUEUE_COLUMNS}
         from (select p.id, p.created_at from (${CANDIDATES}) c
               cross join lateral (select p.id, p.created_at from photos p where p.id = c.id offset 0) p
               order by p.created_at desc, p.id desc limit $1 offset $2) page
         join photos p on p.id = page.id
         order by p.created_at desc, p.id desc`,
    [page.limit, page.offset],
  );
  return {
    total,
    items: rows.map((row) => ({
      photoid: row.photoid,
      title: row.title,
      thumbnailUrl: row.thumbnail_url,
      aspectRatio: aspectOf(row.width, row.height),
      unassignedFaces: row.unassigned,
      faceCount: row.face_count,
      missingFaces: row.missing_faces,
    })),
  };
}

async function photoByPhotoid(db: Queryable, photoid: number) {
  if (!Number.isSafeInteger(photoid) || photoid < 1) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND);
  const [photo] = await db
    .select({
      id: photos.id,
      photoid: photos.photoid,
      title: photos.title,
      previewUrl: photos.previewUrl,
      thumbnailUrl: photos.thumbnailUrl,
      width: photos.width,
      height: photos.height,
      missingFaces: photos.missingFaces,
      facesScannedAt: photos.facesScannedAt,
    })
    .from(photos)
    .where(eq(photos.photoid, photoid))
    .limit(1);
  if (!photo) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND);
  return photo;
}

const FACE_FIELDS = {
  id: faces.id,
  photoId: faces.photoId,
  box_x: faces.boxX,
  box_y: faces.boxY,
  box_width: faces.boxWidth,
  box_height: faces.boxHeight,
  score: faces.score,
  source: faces.source,
  personId: faces.personId,
  personName: persons.name,
  rejectedAt: faces.rejectedAt,
};

type FaceRow = {
  id: string;
  box_x: number | null;
  box_y: number | null;
  box_width: number | null;
  box_height: number | null;
  score: number | null;
  source: string;
  personId: string | null;
  personName: string | null;
  rejectedAt: Date | null;
};

function photoFace(row: FaceRow): PhotoFace {
  return {
    id: row.id,
    box: boxOf(row),
    score: row.score,
    source: row.source === 'detected' || row.source === 'manual' ? row.source : 'seed',
    personId: row.personId,
    personName: row.personName,
    rejected: row.rejectedAt !== null,
  };
}

/** `GET /photos-faces/:photoid`: the photo and every face on it, rejected ones included. */
export async function photoFaces(handle: DatabaseHandle, photoid: number): Promise<PhotoFacesDetail> {
  const photo = await photoByPhotoid(handle.db, photoid);
  const rows = await handle.db
    .select(FACE_FIELDS)
    .from(faces)
    .leftJoin(persons, eq(persons.id, faces.personId))
    .where(eq(faces.photoId, photo.id))
    // Found faces in reading order; a face drawn later comes after them, so numbers stay put.
    .orderBy(faces.createdAt, faces.boxX, faces.id);
  return {
    photo: {
      photoid: photo.photoid,
      title: photo.title,
      previewUrl: photo.previewUrl,
      thumbnailUrl: photo.thumbnailUrl,
      width: photo.width,
      height: photo.height,
      aspectRatio: aspectOf(photo.width, photo.height),
      missingFaces: photo.missingFaces,
      facesScannedAt: photo.facesScannedAt?.toISOString() ?? null,
    },
    faces: rows.map(photoFace),
  };
}

async function faceById(db: Queryable, faceId: string) {
  const [row] = await db
    .select({ ...FACE_FIELDS, photoid: photos.photoid })
    .from(faces)
    .innerJoin(photos, eq(photos.id, faces.photoId))
    .leftJoin(persons, eq(persons.id, faces.personId))
    .where(eq(faces.id, faceId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', FACE_NOT_FOUND);
  return row;
}

/**
 * The active person `personId` stands for: itself, or the person its merges led to (following
 * `merged_into_id`). 400 when there is no such person.
 */
async function activePerson(db: Queryable, personId: string): Promise<{ id: string; name: string | null }> {
  let id = personId;
  for (let hop = 0; hop <= MAX_MERGE_HOPS; hop++) {
    const [person] = await db
      .select({ id: persons.id, name: persons.name, mergedIntoId: persons.mergedIntoId })
      .from(persons)
      .where(eq(persons.id, id))
      .limit(1);
    if (!person) break;
    if (!person.mergedIntoId) return { id: person.id, name: person.name };
    id = person.mergedIntoId;
  }
  throw new AppError('INVALID', UNKNOWN_PERSON, { personId: UNKNOWN_PERSON });
}

/** The person a face gets: null, an existing active person, or a new one created here. */
async function resolveAssignment(
  db: Queryable,
  assignment: FaceAssignment,
): Promise<{ id: string; name: string | null; created: boolean } | null> {
  if ('newPersonName' in assignment) {
    const [created] = await db
      .insert(persons)
      .values({ name: assignment.newPersonName.trim() })
      .returning({ id: persons.id, name: persons.name });
    if (!created) throw new Error('no person inserted');
    return { ...created, created: true };
  }
  if (assignment.personId === null) return null;
  return { ...(await activePerson(db, assignment.personId)), created: false };
}

function personWords(person: { name: string | null } | null): string {
  if (!person) return 'no person';
  return person.name?.trim() ? `“${person.name}”` : 'an unnamed person';
}

/** `PATCH /faces/:faceId`: assigns the face to a person (following merges), a new person, or nobody. */
export async function assignFace(
  handle: DatabaseHandle,
  actor: AuditActor,
  faceId: string,
  assignment: FaceAssignment,
): Promise<PhotoFace> {
  return handle.transaction(async (tx) => {
    const before = await faceById(tx, faceId);
    const person = await resolveAssignment(tx, assignment);
    // An admin's "nobody" is a choice too (assigned_by 'admin', person null): re-clustering keeps it.
    await tx
      .update(faces)
      .set({ personId: person?.id ?? null, assignedBy: 'admin' })
      .where(eq(faces.id, faceId));
    if (person?.created)
      await tx.update(persons).set({ coverFaceId: faceId }).where(eq(persons.id, person.id));
    await recordAudit(tx, actor, {
      action: 'photo.face_assign',
      entityType: 'photo',
      entityId: before.photoId,
      summary: person
        ? `Face on #${before.photoid} assigned to ${person.created ? 'new person ' : ''}${personWords(person)}`
        : `Face on #${before.photoid} no longer assigned to ${personWords({ name: before.personName })}`,
      before: { face_id: faceId, person_id: before.personId },
      after: {
        face_id: faceId,
        person_id: person?.id ?? null,
        ...(person?.created ? { created: true } : {}),
      },
    });
    return photoFace(await faceById(tx, faceId));
  });
}

/** `POST /faces/:faceId/reject` and `/restore`: a false face is set aside, or brought back. */
export async function setFaceRejected(
  handle: DatabaseHandle,
  actor: AuditActor,
  faceId: string,
  rejected: boolean,
): Promise<PhotoFace> {
  return handle.transaction(async (tx) => {
    const before = await faceById(tx, faceId);
    if ((before.rejectedAt !== null) === rejected) return photoFace(before);
    await tx
      .update(faces)
      .set(
        rejected ? { rejectedAt: new Date(), rejectedBy: actor.id } : { rejectedAt: null, rejectedBy: null },
      )
      .where(eq(faces.id, faceId));
    await recordAudit(tx, actor, {
      action: rejected ? 'photo.face_reject' : 'photo.face_restore',
      entityType: 'photo',
      entityId: before.photoId,
      summary: rejected
        ? `Face on #${before.photoid} rejected as not a face`
        : `Face on #${before.photoid} restored`,
      before: { face_id: faceId, rejected: !rejected },
      after: { face_id: faceId, rejected },
    });
    return photoFace(await faceById(tx, faceId));
  });
}

/** `POST /photos-faces/:photoid/faces`: a face the detector missed, drawn by an admin. */
export async function drawFace(
  handle: DatabaseHandle,
  actor: AuditActor,
  photoid: number,
  body: { box: FaceBox } & Partial<{ personId: string | null; newPersonName: string }>,
): Promise<PhotoFace> {
  return handle.transaction(async (tx) => {
    const photo = await photoByPhotoid(tx, photoid);
    const person =
      body.newPersonName !== undefined
        ? await resolveAssignment(tx, { newPersonName: body.newPersonName })
        : await resolveAssignment(tx, { personId: body.personId ?? null });
    const [created] = await tx
      .insert(faces)
      .values({
        photoId: photo.id,
        boxX: body.box.x,
        boxY: body.box.y,
        boxWidth: body.box.width,
        boxHeight: body.box.height,
        source: 'manual',
        personId: person?.id ?? null,
        assignedBy: person ? 'admin' : null,
        createdBy: actor.id,
      })
      .returning({ id: faces.id });
    if (!created) throw new Error('no face inserted');
    if (person?.created)
      await tx.update(persons).set({ coverFaceId: created.id }).where(eq(persons.id, person.id));
    await recordAudit(tx, actor, {
      action: 'photo.face_draw',
      entityType: 'photo',
      entityId: photo.id,
      summary: `Face drawn by hand on #${photo.photoid}${person ? `, assigned to ${personWords(person)}` : ''}`,
      after: { face_id: created.id, box: body.box, person_id: person?.id ?? null },
    });
    return photoFace(await faceById(tx, created.id));
  });
}

const suggestionRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  face_count: z.number(),
  cover_id: z.string().nullable(),
  cover_photoid: z.number().nullable(),
  cover_thumbnail: z.string().nullable(),
  cover_width: z.number().nullable(),
  cover_height: z.number().nullable(),
  box_x: z.number().nullable(),
  box_y: z.number().nullable(),
  box_width: z.number().nullable(),
  box_height: z.number().nullable(),
});

/**
 * The cover of person `p`: the chosen face, else one of their faces with a box, else any face;
 * each an index lookup that stops at the first row, however many faces the person has.
 */
const COVER_SQL = sql`left join lateral (
    select f.id as cover_id, ph.photoid as cover_photoid, ph.thumbnail_url as cover_thumbnail,
           ph.width as cover_width, ph.height as cover_height, f.box_x, f.box_y, f.box_width, f.box_height
    from faces f join photos ph on ph.id = f.photo_id
    where f.id = coalesce(
      (select cf.id from faces cf where cf.id = p.cover_face_id and cf.rejected_at is null),
      (select bf.id from faces bf where bf.person_id = p.id and bf.rejected_at is null and bf.box_x is not null limit 1),
      (select af.id from faces af where af.person_id = p.id and af.rejected_at is null limit 1))) c on true`;

/** Persons whose name matches that are counted and ranked; the rest of a long list is not needed. */
const NAME_CANDIDATES = 50;
/** Faces counted exactly for "most faces"; a larger table is sampled down to about this many. */
const FACES_COUNTED = 200_000;

const FACE_COUNT_SQL = sql`(select count(*) from faces f where f.person_id = p.id and f.rejected_at is null)::int`;

/** Ids of the persons with most faces (active, not hidden), exact on a small table, sampled on a big one. */
async function busiestPersons(handle: DatabaseHandle, count: number): Promise<string[]> {
  const [size] = await sqlRows(
    handle.db,
    z.object({ estimate: z.number() }),
    sql`select greatest(reltuples, 0)::float8 as estimate from pg_class where oid = 'faces'::regclass`,
  );
  const estimate = size?.estimate ?? 0;
  const source =
    estimate > FACES_COUNTED
      ? sql.raw(`faces f tablesample system (${Math.max(0.01, (100 * FACES_COUNTED) / estimate).toFixed(4)})`)
      : sql.raw('faces f');
  const rows = await sqlRows(
    handle.db,
    z.object({ person_id: z.string() }),
    sql`select f.person_id from ${source}
        join persons q on q.id = f.person_id and q.merged_into_id is null and not q.hidden
        where f.rejected_at is null
        group by f.person_id order by count(*) desc, f.person_id limit ${count}`,
  );
  return rows.map((row) => row.person_id);
}

/**
 * `GET /photos-faces/people?q=`: active persons whose name starts with `q` or has a word that
 * does (case and accents aside), best first: the whole name, then its start, then a word; more
 * faces first within each. An empty `q` gives the persons with most faces.
 */
export async function suggestPeople(
  handle: DatabaseHandle,
  q: string,
  limit: number,
): Promise<PersonSuggestion[]> {
  const query = q.trim().replace(/\s+/g, ' ');
  const escaped = query.replace(/[\\%_]/g, (character) => `\\${character}`);
  let rows: z.output<typeof suggestionRow>[];
  if (query) {
    rows = await sqlRows(
      handle.db,
      suggestionRow,
      sql`with folded as (select backdrop_fold(${query}) as q, backdrop_fold(${escaped}) as pattern),
          matched as (
            select p.id, p.name, p.hidden, p.cover_face_id,
                   case when backdrop_fold(p.name) = folded.q then 0
                        when backdrop_fold(p.name) like folded.pattern || '%' then 1 else 2 end as rank
            from persons p cross join folded
            where p.merged_into_id is null and p.name is not null
              and (backdrop_fold(p.name) like folded.pattern || '%'
                   or backdrop_fold(p.name) like '% ' || folded.pattern || '%'
                   or backdrop_fold(p.name) like '%-' || folded.pattern || '%')
            order by rank, p.hidden, p.name, p.id
            limit ${NAME_CANDIDATES}),
          ranked as (
            select p.*, ${FACE_COUNT_SQL} as face_count from matched p
            order by p.rank, p.hidden, face_count desc, p.name, p.id
            limit ${limit})
          select p.id, p.name, p.face_count, c.*
          from ranked p
          ${COVER_SQL}
          order by p.rank, p.hidden, p.face_count desc, p.name, p.id`,
    );
  } else {
    const ids = await busiestPersons(handle, limit * 3);
    rows =
      ids.length === 0
        ? []
        : await sqlRows(
            handle.db,
            suggestionRow,
            sql`with ranked as (
                  select p.id, p.name, p.cover_face_id, ${FACE_COUNT_SQL} as face_count
                  from persons p where p.id in (${sql.join(
                    ids.map((id) => sql`${id}::uuid`),
                    sql`, `,
                  )})
                  order by face_count desc, p.name nulls last, p.id
                  limit ${limit})
                select p.id, p.name, p.face_count, c.*
                from ranked p
                ${COVER_SQL}
                order by p.face_count desc, p.name nulls last, p.id`,
          );
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    faceCount: row.face_count,
    cover:
      row.cover_id !== null && row.cover_photoid !== null
        ? {
            faceId: row.cover_id,
            photoid: row.cover_photoid,
            thumbnailUrl: row.cover_thumbnail,
            aspectRatio: aspectOf(row.cover_width, row.cover_height),
            box: boxOf(row),
          }
        : null,
  }));
}
