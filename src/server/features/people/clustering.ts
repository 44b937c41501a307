import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FACE_MATCH_MAX_DISTANCE, FACE_NEIGHBOURS, MIN_FACES_PER_PERSON } from '../../../core/people';
import type { DatabaseHandle, Queryable, Transaction } from '../../db/client';
import { FACE_EMBEDDING_DIMENSIONS } from '../../db/schema/catalogue';
import { faces, persons } from '../../db/tables';
import { sqlRows } from '../../db/typed-rows';
import type { JobHandler } from '../../jobs/runner';
import { groupFaces, personsOfGroups } from './clustering-groups';
import { hasPgvector, nearestFaces } from './nearest-faces';
import { activePersonIds } from './person-identity';

/**
 * Clustering faces into persons (issue 27 item 2), as Immich does: incrementally as a photo's
 * faces are stored (clusterFacesOfPhoto), and over every face again on an admin's request
 * (reclusterAllFaces, the `cluster-faces` job). An admin's choices are never undone: a face an
 * admin assigned (`assigned_by 'admin'`, or a person given by anything but clustering) stays
 * where it is, a rejected face is left out, and only faces clustering placed (`'cluster'`) or
 * nobody placed move.
 */

/** The job kind of the full re-run; one key, so a second request while one waits adds nothing. */
export const CLUSTER_FACES = 'cluster-faces';
export const CLUSTER_FACES_KEY = CLUSTER_FACES;

/**
 * Advisory lock held while faces get persons (pg_advisory_xact_lock): two photos clustered at
 * once take turns, so one human never becomes two persons and no assignment is lost. 27·10⁴ + 2:
 * issue 27 item 2.
 */
const CLUSTER_LOCK_KEY = 270_002;

async function lockClustering(tx: Transaction): Promise<void> {
  await sqlRows(
    tx,
    z.object({ locked: z.boolean() }),
    sql`select true as locked from pg_advisory_xact_lock(${CLUSTER_LOCK_KEY})`,
  );
}

export interface ClusterOptions {
  /** Force the nearest-face search with (true) or without (false) pgvector; default: as installed. */
  pgvector?: boolean;
}

/** A person taking faces, unless one of them went elsewhere in the meantime (admin, another run). */
async function assignFaces(tx: Queryable, faceIds: readonly string[], personId: string): Promise<number> {
  if (faceIds.length === 0) return 0;
  const rows = await sqlRows(
    tx,
    z.object({ id: z.string() }),
    sql`update faces set person_id = ${personId}, assigned_by = 'cluster'
        where id = any(${`{${faceIds.join(',')}}`}::uuid[]) and person_id is null and rejected_at is null
          and assigned_by is distinct from 'admin'
        returning id`,
  );
  return rows.length;
}

/**
 * Gives the new faces of one photo their persons, after detection stored them. For each face of
 * the photo with an embedding, no person and not rejected (oldest id first): its nearest faces on
 * other photos within FACE_MATCH_MAX_DISTANCE; it joins the active person of the nearest one that
 * has a person not already on this photo; otherwise, with at least MIN_FACES_PER_PERSON − 1
 * unassigned neighbours (one per photo), a new person is made of it and them; otherwise it waits
 * for a later photo's clustering or the full run.
 */
export async function clusterFacesOfPhoto(
  handle: DatabaseHandle,
  photoId: string,
  options: ClusterOptions = {},
): Promise<void> {
  // Asked before the transaction: on PGlite the handle's own queries wait behind a transaction.
  const pgvector = options.pgvector ?? (await hasPgvector(handle));
  await handle.transaction(async (tx) => {
    await lockClustering(tx);
    const own = await tx
      .select({
        id: faces.id,
        personId: faces.personId,
        assignedBy: faces.assignedBy,
        embedding: faces.embedding,
      })
      .from(faces)
      .where(and(eq(faces.photoId, photoId), isNull(faces.rejectedAt)))
      .orderBy(asc(faces.id));
    const resolved = await activePersonIds(tx, [
      ...new Set(own.flatMap((face) => (face.personId ? [face.personId] : []))),
    ]);
    /** Persons already on this photo: no second face of this photo may join them. */
    const onPhoto = new Set(resolved.values());
    for (const face of own) {
      if (
        face.personId ||
        face.assignedBy === 'admin' ||
        !face.embedding ||
        face.embedding.length !== FACE_EMBEDDING_DIMENSIONS
      )
        continue;
      const neighbours = await nearestFaces(tx, face.embedding, {
        limit: FACE_NEIGHBOURS,
        maxDistance: FACE_MATCH_MAX_DISTANCE,
        excludePhotoId: photoId,
        pgvector,
      });
      const active = await activePersonIds(tx, [
        ...new Set(neighbours.flatMap((n) => (n.personId ? [n.personId] : []))),
      ]);
      const match = neighbours
        .map((n) => (n.personId ? active.get(n.personId) : undefined))
        .find((person): person is string => person !== undefined && !onPhoto.has(person));
      if (match) {
        if ((await assignFaces(tx, [face.id], match)) > 0) onPhoto.add(match);
        continue;
      }
      const photosSeen = new Set<string>();
      const free = neighbours.filter((n) => {
        if (n.personId || photosSeen.has(n.photoId)) return false;
        photosSeen.add(n.photoId);
        return true;
      });
      if (free.length < MIN_FACES_PER_PERSON - 1) continue;
      const [person] = await tx.insert(persons).values({}).returning({ id: persons.id });
      if (!person) continue;
      await assignFaces(tx, [face.id, ...free.map((n) => n.faceId)], person.id);
      onPhoto.add(person.id);
    }
  });
}

/** Faces read per page by the full run. */
const LOAD_PAGE = 10_000;
/** Faces written per statement (and transaction) by the full run. */
const WRITE_BATCH = 5_000;

/**
 * A one-dimensional real[] in PostgreSQL's binary array form (array_send): dimensions, a has-null
 * flag, the element type, then per dimension its length and lower bound, then per element its
 * byte length (−1: null) and a big-endian float4. Null when it is not such an array without nulls.
 */
export function decodeRealArray(bytes: Uint8Array | string | null): Float32Array | null {
  if (bytes === null) return null;
  // node-postgres gives bytea as a Buffer, PGlite as a Uint8Array; a string is a text escape.
  const raw = typeof bytes === 'string' ? Buffer.from(bytes.replace(/^\\x/, ''), 'hex') : bytes;
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  if (raw.byteLength < 12 || view.getInt32(0) !== 1 || view.getInt32(4) !== 0) return null;
  const length = view.getInt32(12);
  if (raw.byteLength !== 20 + length * 8) return null;
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const at = 20 + i * 8;
    if (view.getInt32(at) !== 4) return null;
    out[i] = view.getFloat32(at + 4);
  }
  return out;
}

/**
 * Several binary arrays (array_send) one after another, each decoded as decodeRealArray does;
 * a malformed one is null and the walk ends there (its length cannot be trusted).
 */
export function splitRealArrays(bytes: Uint8Array): (Float32Array | null)[] {
  const out: (Float32Array | null)[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  while (at + 12 <= bytes.byteLength) {
    const dimensions = view.getInt32(at);
    if (dimensions === 0) {
      out.push(null);
      at += 12;
      continue;
    }
    if (dimensions !== 1 || at + 20 > bytes.byteLength) {
      out.push(null);
      break;
    }
    let end = at + 20;
    const length = view.getInt32(at + 12);
    for (let i = 0; i < length && end + 4 <= bytes.byteLength; i++)
      end += 4 + Math.max(0, view.getInt32(end));
    out.push(decodeRealArray(bytes.subarray(at, end)));
    at = end;
  }
  return out;
}

const loadPageRow = z.object({
  ids: z.array(z.string()),
  photo_ids: z.array(z.string()),
  person_ids: z.array(z.string().nullable()),
  assigned_by: z.array(z.string().nullable()),
  embeddings: z.string(),
});

interface PageFace extends LoadedFace {
  embedding: Float32Array | null;
}

/**
 * The next LOAD_PAGE live faces with embeddings after id `after`, in id order. One row per page:
 * the columns as arrays and every embedding's binary form (array_send) joined into one base64
 * text. PGlite parses a long value per row slowly (a page of 10,000 real[] or bytea values took
 * 1.6–3 s here, this 0.6 s); node-postgres reads either quickly.
 */
async function loadFacePage(db: Queryable, after: string | null): Promise<PageFace[]> {
  const [result] = await sqlRows(
    db,
    loadPageRow,
    sql`select coalesce(array_agg(id order by id), '{}') as ids,
          coalesce(array_agg(photo_id order by id), '{}') as photo_ids,
          coalesce(array_agg(person_id order by id), '{}') as person_ids,
          coalesce(array_agg(assigned_by order by id), '{}') as assigned_by,
          coalesce(encode(string_agg(array_send(embedding), ''::bytea order by id), 'base64'), '') as embeddings
        from (select id, photo_id, person_id, assigned_by, embedding from faces
              where embedding is not null and rejected_at is null ${after ? sql`and id > ${after}` : sql``}
              order by id limit ${LOAD_PAGE}) page`,
  );
  if (!result) return [];
  const vectors = splitRealArrays(Buffer.from(result.embeddings, 'base64'));
  return result.ids.map((id, i) => ({
    id,
    photoId: result.photo_ids[i] ?? '',
    personId: result.person_ids[i] ?? null,
    assignedBy: result.assigned_by[i] ?? null,
    embedding: vectors[i] ?? null,
  }));
}

interface LoadedFace {
  id: string;
  photoId: string;
  personId: string | null;
  assignedBy: string | null;
}

export interface ReclusterResult {
  faces: number;
  /** Persons the groups turned out to be (existing and new). */
  groups: number;
  newPersons: number;
  /** Faces whose person changed. */
  changed: number;
  /** Milliseconds spent loading, grouping and writing. */
  timings: { loadMs: number; groupMs: number; writeMs: number };
}

/**
 * Groups every face again (the `cluster-faces` job): loads the faces once (pages by id), groups
 * them in memory (clustering-groups.ts), then writes the changes in batches. Faces an admin
 * placed and their persons are held; every other group keeps the person most of its faces had
 * (so names, covers, hidden flags and consent links stay with the same ids); only new groups get
 * new persons. Running it twice changes nothing the second time. A face whose person changed
 * between loading and writing (an admin, a photo clustered meanwhile) keeps that change.
 */
export async function reclusterAllFaces(
  handle: DatabaseHandle,
  options: { tables?: number; bits?: number } = {},
): Promise<ReclusterResult> {
  const started = performance.now();
  const loaded: LoadedFace[] = [];
  let embeddings = new Float32Array(LOAD_PAGE * FACE_EMBEDDING_DIMENSIONS);
  let after: string | null = null;
  for (;;) {
    const page = await loadFacePage(handle.db, after);
    for (const row of page) {
      const embedding = row.embedding;
      if (!embedding || embedding.length !== FACE_EMBEDDING_DIMENSIONS) continue;
      // An admin took this face from its person: it stays with nobody.
      if (row.assignedBy === 'admin' && !row.personId) continue;
      if ((loaded.length + 1) * FACE_EMBEDDING_DIMENSIONS > embeddings.length) {
        const grown = new Float32Array(embeddings.length * 2);
        grown.set(embeddings);
        embeddings = grown;
      }
      embeddings.set(embedding, loaded.length * FACE_EMBEDDING_DIMENSIONS);
      loaded.push({ id: row.id, photoId: row.photoId, personId: row.personId, assignedBy: row.assignedBy });
    }
    if (page.length < LOAD_PAGE) break;
    after = page[page.length - 1]?.id ?? null;
  }
  const personIds = [...new Set(loaded.flatMap((face) => (face.personId ? [face.personId] : [])))];
  const active = new Map<string, string>();
  for (let start = 0; start < personIds.length; start += WRITE_BATCH)
    for (const [id, to] of await activePersonIds(handle.db, personIds.slice(start, start + WRITE_BATCH)))
      active.set(id, to);
  const loadedAt = performance.now();

  // Held: a person given by anything but clustering. Held groups are numbered by person.
  const photoIndex = new Map<string, number>();
  const heldPersons: string[] = [];
  const heldGroup = new Map<string, number>();
  const count = loaded.length;
  const photos = new Int32Array(count);
  const held = new Int32Array(count).fill(-1);
  const previous: (string | null)[] = [];
  loaded.forEach((face, i) => {
    let photo = photoIndex.get(face.photoId);
    if (photo === undefined) {
      photo = photoIndex.size;
      photoIndex.set(face.photoId, photo);
    }
    photos[i] = photo;
    const person = face.personId ? (active.get(face.personId) ?? null) : null;
    if (person && face.assignedBy !== 'cluster') {
      let group = heldGroup.get(person);
      if (group === undefined) {
        group = heldPersons.length;
        heldPersons.push(person);
        heldGroup.set(person, group);
      }
      held[i] = group;
    }
    previous.push(person);
  });
  const grouping = groupFaces({
    dimensions: FACE_EMBEDDING_DIMENSIONS,
    embeddings: embeddings.subarray(0, count * FACE_EMBEDDING_DIMENSIONS),
    photos,
    held,
    maxDistance: FACE_MATCH_MAX_DISTANCE,
    minFaces: MIN_FACES_PER_PERSON,
    neighbours: FACE_NEIGHBOURS,
    tables: options.tables,
    bits: options.bits,
  });
  const groupPersons = personsOfGroups(grouping, heldPersons, previous);
  let newPersons = 0;
  const personOfGroup = groupPersons.map((person) => {
    if (person) return person;
    newPersons++;
    return randomUUID();
  });
  const groupedAt = performance.now();

  // The changes: movable faces whose person is not the one wanted (a merged person's id counts
  // as a change to its active person).
  const changes: { face: LoadedFace; person: string | null }[] = [];
  loaded.forEach((face, i) => {
    if ((held[i] ?? -1) >= 0) return;
    const group = grouping.groupOf[i] ?? -1;
    const person = group >= 0 ? (personOfGroup[group] ?? null) : null;
    if (person !== face.personId) changes.push({ face, person });
  });
  const existing = new Set(groupPersons.filter((person): person is string => person !== null));
  const created = new Set<string>();
  let changed = 0;
  for (let start = 0; start < changes.length; start += WRITE_BATCH) {
    const batch = changes.slice(start, start + WRITE_BATCH);
    const toCreate = [
      ...new Set(
        batch.flatMap(({ person }) =>
          person && !existing.has(person) && !created.has(person) ? [person] : [],
        ),
      ),
    ];
    changed += await handle.transaction(async (tx) => {
      await lockClustering(tx);
      if (toCreate.length > 0) await tx.insert(persons).values(toCreate.map((id) => ({ id })));
      for (const id of toCreate) created.add(id);
      const list = (values: (string | null)[]) =>
        `{${values.map((value) => (value === null ? 'NULL' : value)).join(',')}}`;
      const rows = await sqlRows(
        tx,
        z.object({ id: z.string() }),
        sql`update faces f set person_id = v.person_id,
              assigned_by = case when v.person_id is null then null else 'cluster' end
            from (select unnest(${list(batch.map((c) => c.face.id))}::uuid[]) as id,
                         unnest(${list(batch.map((c) => c.person))}::uuid[]) as person_id,
                         unnest(${list(batch.map((c) => c.face.personId))}::uuid[]) as old_person_id,
                         unnest(${list(batch.map((c) => c.face.assignedBy))}::text[]) as old_assigned_by) v
            where f.id = v.id and f.rejected_at is null
              and f.person_id is not distinct from v.old_person_id
              and f.assigned_by is not distinct from v.old_assigned_by
              and (v.person_id is null or exists (
                select 1 from persons p where p.id = v.person_id and p.merged_into_id is null))
            returning f.id`,
      );
      return rows.length;
    });
  }
  return {
    faces: count,
    groups: grouping.groupCount,
    newPersons,
    changed,
    timings: {
      loadMs: Math.round(loadedAt - started),
      groupMs: Math.round(groupedAt - loadedAt),
      writeMs: Math.round(performance.now() - groupedAt),
    },
  };
}

/** The `cluster-faces` job: the full re-run (payload unused). */
export function clusterFacesHandler(deps: { handle: DatabaseHandle }): JobHandler {
  return async () => {
    await reclusterAllFaces(deps.handle);
  };
}
