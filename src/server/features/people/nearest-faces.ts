import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { FACE_EMBEDDING_DIMENSIONS } from '../../db/schema/catalogue';
import { sqlRows } from '../../db/typed-rows';

/**
 * Nearest faces by cosine distance (issue 27 item 2). Where the database has pgvector (PGlite
 * loads it), migration 0026 keeps each live face's embedding in `face_vectors` under an HNSW
 * index, which orders the faces; where it has not (this machine's PostgreSQL 15), the same
 * distance is computed exactly over every face. Both give the same neighbours on the same rows
 * (tested on both).
 */

const vectorAvailable = new WeakMap<DatabaseHandle, Promise<boolean>>();

/**
 * Whether this database has pgvector's index of faces (asked once per handle): the table
 * migration 0026 makes only where the extension was installed.
 */
export function hasPgvector(handle: DatabaseHandle): Promise<boolean> {
  let known = vectorAvailable.get(handle);
  if (!known) {
    known = sqlRows(
      handle.db,
      z.object({ installed: z.boolean() }),
      sql`select to_regclass('face_vectors') is not null as installed`,
    ).then(([row]) => row?.installed === true);
    vectorAvailable.set(handle, known);
  }
  return known;
}

export interface FaceNeighbour {
  faceId: string;
  photoId: string;
  personId: string | null;
  /** 1 − cosine similarity: 0 is the same direction, 2 the opposite. */
  distance: number;
}

export interface NearestFacesOptions {
  /** How many neighbours at most. */
  limit: number;
  /** Farther faces are left out. */
  maxDistance: number;
  /** Only faces that already belong to a person. */
  assignedOnly?: boolean;
  /** Leave out the faces of this photo (a face is not its own neighbour). */
  excludePhotoId?: string;
  /** Leave out these faces. */
  excludeFaceIds?: readonly string[];
  /** Whether to use pgvector's index (`hasPgvector`). */
  pgvector: boolean;
}

const neighbourRow = z.object({
  face_id: z.string(),
  photo_id: z.string(),
  person_id: z.string().nullable(),
  distance: z.number(),
});

/** A vector literal pgvector reads (`[0.1,0.2,…]`), refusing what is not a finite embedding. */
export function vectorLiteral(embedding: readonly number[]): string {
  if (embedding.length !== FACE_EMBEDDING_DIMENSIONS || !embedding.every(Number.isFinite))
    throw new RangeError(`A face embedding has ${FACE_EMBEDDING_DIMENSIONS} finite numbers.`);
  return `[${embedding.join(',')}]`;
}

/** The faces nearest `embedding`, nearest first, within `maxDistance`. */
export async function nearestFaces(
  db: Queryable,
  embedding: readonly number[],
  options: NearestFacesOptions,
): Promise<FaceNeighbour[]> {
  const literal = vectorLiteral(embedding);
  const conditions: SQL[] = [sql`f.embedding is not null`, sql`f.rejected_at is null`];
  if (options.assignedOnly) conditions.push(sql`f.person_id is not null`);
  if (options.excludePhotoId) conditions.push(sql`f.photo_id <> ${options.excludePhotoId}`);
  if (options.excludeFaceIds?.length)
    conditions.push(sql`f.id <> all(${`{${options.excludeFaceIds.join(',')}}`}::uuid[])`);
  const where = sql.join(conditions, sql` and `);
  const query = options.pgvector
    ? sql`select face_id, photo_id, person_id, distance from (
        select f.id as face_id, f.photo_id, f.person_id,
          (v.embedding <=> ${literal}::vector(128))::float8 as distance
        from face_vectors v join faces f on f.id = v.face_id where ${where}
        order by v.embedding <=> ${literal}::vector(128), v.face_id
        limit ${options.limit}
      ) near where distance <= ${options.maxDistance} order by distance, face_id`
    : sql`select face_id, photo_id, person_id, distance from (
        select f.id as face_id, f.photo_id, f.person_id,
          (select 1 - sum(a * b)::float8 / nullif(sqrt(sum(a * a)::float8 * sum(b * b)::float8), 0)
           from unnest(f.embedding, ${`{${embedding.join(',')}}`}::real[]) as pair(a, b)) as distance
        from faces f where ${where}
      ) near where distance <= ${options.maxDistance}
      order by distance, face_id limit ${options.limit}`;
  const rows = await sqlRows(db, neighbourRow, query);
  return rows.map((row) => ({
    faceId: row.face_id,
    photoId: row.photo_id,
    personId: row.person_id,
    distance: row.distance,
  }));
}
