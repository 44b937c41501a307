import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { faces, photos } from '../../db/tables';
import { clusterFacesOfPhoto } from '../../features/people/clustering';
import { type JobHandler, PermanentJobError } from '../../jobs/runner';
import type { ObjectStore } from '../../storage/object-store';
import { MAX_MASTER_BYTES } from '../derive/derive-upload';
import { type FaceDetector, sharedFaceDetector, UnreadableImageError } from './detector';
import { boxIou, type DetectedFace, type FaceBoxFractions } from './face-types';

export { DETECT_FACES, detectFacesKey } from './detect-faces-key';

/** A new detection overlapping a face that is kept (an admin's, a drawn one) more than this is that face. */
const KEPT_FACE_IOU = 0.5;

export interface DetectFacesDeps {
  handle: DatabaseHandle;
  storage: ObjectStore;
  /** Default: the process's shared detector (one worker thread). */
  detector?: FaceDetector;
}

export type DetectFacesOutcome =
  | { status: 'scanned'; found: number; stored: number }
  | { status: 'no-photo' }
  | { status: 'no-master' };

async function readMasterBytes(storage: ObjectStore, key: string): Promise<Buffer | null> {
  const found = await storage.read(key);
  if (!found) return null;
  if (found.size > MAX_MASTER_BYTES) {
    found.stream.destroy();
    throw new PermanentJobError(
      `The photo's file is larger than ${MAX_MASTER_BYTES / 1024 / 1024} MB: faces were not looked for.`,
    );
  }
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/**
 * Finds the faces on one photo's master and stores them, replacing the faces an earlier scan
 * found that no admin touched since. Kept as they are: faces an admin assigned or rejected, faces
 * drawn by hand and seeded ones; a new detection on the same spot as a kept face is left out.
 * Then gives the new faces their persons (clustering). Safe to run twice.
 */
export async function detectFacesOfPhoto(
  deps: DetectFacesDeps,
  photoId: string,
): Promise<DetectFacesOutcome> {
  const { handle, storage } = deps;
  const [photo] = await handle.db
    .select({ id: photos.id, masterKey: photos.masterKey })
    .from(photos)
    .where(eq(photos.id, photoId));
  if (!photo) return { status: 'no-photo' };
  // The demo's drawn photos have no master: their seeded faces stay as they are.
  if (!photo.masterKey) return { status: 'no-master' };
  const bytes = await readMasterBytes(storage, photo.masterKey);
  if (!bytes) {
    throw new PermanentJobError(
      `The file of photo ${photoId} is missing from storage: faces were not looked for.`,
    );
  }
  let detected: DetectedFace[];
  try {
    detected = await (deps.detector ?? sharedFaceDetector()).detect(bytes);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw new PermanentJobError(`Faces could not be looked for on photo ${photoId}: ${error.message}`);
    }
    throw error;
  }

  const stored = await handle.transaction(async (tx) => {
    // One scan of a photo at a time: a second run waits here, then replaces this one's faces.
    const [locked] = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.id, photoId))
      .for('update');
    if (!locked) return 0;
    const replaceable = and(
      eq(faces.photoId, photoId),
      eq(faces.source, 'detected'),
      or(isNull(faces.assignedBy), eq(faces.assignedBy, 'cluster')),
      isNull(faces.rejectedAt),
    );
    const old = await tx.select({ id: faces.id }).from(faces).where(replaceable);
    if (old.length > 0) {
      await tx.delete(faces).where(
        inArray(
          faces.id,
          old.map((face) => face.id),
        ),
      );
    }
    const kept = await tx
      .select({ x: faces.boxX, y: faces.boxY, width: faces.boxWidth, height: faces.boxHeight })
      .from(faces)
      .where(eq(faces.photoId, photoId));
    const keptBoxes = kept.flatMap((box): FaceBoxFractions[] =>
      box.x === null || box.y === null || box.width === null || box.height === null
        ? []
        : [{ x: box.x, y: box.y, width: box.width, height: box.height }],
    );
    const fresh = detected.filter((face) => !keptBoxes.some((box) => boxIou(box, face.box) > KEPT_FACE_IOU));
    if (fresh.length > 0) {
      await tx.insert(faces).values(
        fresh.map((face) => ({
          photoId,
          boxX: face.box.x,
          boxY: face.box.y,
          boxWidth: face.box.width,
          boxHeight: face.box.height,
          score: face.score,
          embedding: face.embedding,
          source: 'detected',
        })),
      );
    }
    await tx.update(photos).set({ facesScannedAt: sql`now()` }).where(eq(photos.id, photoId));
    return fresh.length;
  });
  await clusterFacesOfPhoto(handle, photoId);
  return { status: 'scanned', found: detected.length, stored };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function detectFacesHandler(deps: DetectFacesDeps): JobHandler {
  return async (payload) => {
    const photoId = payload.photoId;
    if (typeof photoId !== 'string' || !UUID.test(photoId)) {
      throw new PermanentJobError("A detect-faces job needs the photo's id (photoId).");
    }
    await detectFacesOfPhoto(deps, photoId);
  };
}
