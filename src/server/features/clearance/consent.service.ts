import { and, asc, eq, exists, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { CLEARANCE_MESSAGES } from '../../../core/clearance';
import {
  allPeopleReleased,
  CONSENT_FACE_SOURCES,
  type ConsentFace,
  consentCounts,
  type PhotoConsent,
  type PhotoPeopleAnswer,
  personLabel,
} from '../../../core/people';
import { contributorMayEdit, PHOTO_STATUS_LABELS } from '../../../core/photo-workflow';
import type { DatabaseHandle, Queryable } from '../../db/client';
import {
  faces,
  persons,
  photoClearances,
  photoPersonReleases,
  photoReleases,
  photos,
  releases,
} from '../../db/tables';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import { type StudioActor, type StudioPhoto, studioPhoto } from '../studio';

/**
 * Consent on the clearance file (issue 27 item 6): each real face on a photo (found by the
 * detector or drawn by an admin, not rejected) is linked, through its person, to a release of the
 * photo creator's library. Hero usage is sold only when every one of them is released
 * (core/people.ts allPeopleReleased); the demo seed's invented faces never block it.
 */

/** A real face that was not rejected: the faces whose consent counts. */
const countsForConsent = and(isNull(faces.rejectedAt), inArray(faces.source, [...CONSENT_FACE_SOURCES]));

/** A face of this kind whose person has no release on its photo (or that has no person yet). */
const unreleased = or(
  isNull(faces.personId),
  notExists(
    // Correlated on the outer faces row.
    sql`(select 1 from ${photoPersonReleases} r where r.photo_id = ${faces.photoId} and r.person_id = ${faces.personId})`,
  ),
);

type ConsentRow = {
  faceId: string;
  personId: string | null;
  personName: string | null;
  releaseId: string | null;
  boxX: number | null;
  boxY: number | null;
  boxWidth: number | null;
  boxHeight: number | null;
};

async function consentRows(db: Queryable, photoId: string): Promise<ConsentRow[]> {
  return db
    .select({
      faceId: faces.id,
      personId: faces.personId,
      personName: persons.name,
      releaseId: photoPersonReleases.releaseId,
      boxX: faces.boxX,
      boxY: faces.boxY,
      boxWidth: faces.boxWidth,
      boxHeight: faces.boxHeight,
    })
    .from(faces)
    .leftJoin(persons, eq(persons.id, faces.personId))
    .leftJoin(
      photoPersonReleases,
      and(eq(photoPersonReleases.photoId, faces.photoId), eq(photoPersonReleases.personId, faces.personId)),
    )
    .where(and(eq(faces.photoId, photoId), countsForConsent))
    .orderBy(asc(faces.boxX), asc(faces.createdAt), asc(faces.id));
}

/** The rows as core's PhotoConsent: each person once, faces with no person counted apart. */
function consentOf(rows: readonly Pick<ConsentRow, 'personId' | 'releaseId'>[]): PhotoConsent {
  const people = new Map<string, string | null>();
  let unassignedFaces = 0;
  for (const row of rows) {
    if (row.personId === null) unassignedFaces += 1;
    else if (!people.has(row.personId) || people.get(row.personId) === null)
      people.set(row.personId, row.releaseId);
  }
  return {
    people: [...people].map(([personId, releaseId]) => ({ personId, releaseId })),
    unassignedFaces,
  };
}

/** How many of a photo's people are released, and whether hero usage may be sold. */
export async function photoConsentSummary(
  db: Queryable,
  photoId: string,
): Promise<{ released: number; total: number; allReleased: boolean }> {
  const consent = consentOf(await consentRows(db, photoId));
  return { ...consentCounts(consent), allReleased: allPeopleReleased(consent) };
}

/**
 * Of these photos (ids), the ones whose real faces are not all released, with their numbers: hero
 * usage of them is refused. One query for any number of photos (the cart's batch, a checkout).
 * The same rule as allPeopleReleased, in SQL.
 */
export async function heroBlockedPhotos(
  db: Queryable,
  photoIds: readonly string[],
): Promise<Map<string, number>> {
  if (photoIds.length === 0) return new Map();
  const rows = await db
    .select({ id: photos.id, photoid: photos.photoid })
    .from(photos)
    .where(
      and(
        inArray(photos.id, [...new Set(photoIds)]),
        exists(
          db
            .select({ one: sql`1` })
            .from(faces)
            .where(and(eq(faces.photoId, photos.id), countsForConsent, unreleased)),
        ),
      ),
    )
    .orderBy(asc(photos.photoid));
  return new Map(rows.map((row) => [row.id, row.photoid]));
}

async function photoSize(db: Queryable, photoId: string) {
  const [row] = await db
    .select({ thumbnailUrl: photos.thumbnailUrl, width: photos.width, height: photos.height })
    .from(photos)
    .where(eq(photos.id, photoId));
  const width = Number(row?.width ?? 0);
  const height = Number(row?.height ?? 0);
  return {
    thumbnailUrl: row?.thumbnailUrl ?? null,
    aspectRatio: width > 0 && height > 0 ? width / height : 1,
  };
}

async function peopleAnswer(
  db: Queryable,
  actor: StudioActor,
  photo: StudioPhoto,
): Promise<PhotoPeopleAnswer> {
  const [rows, size] = await Promise.all([consentRows(db, photo.id), photoSize(db, photo.id)]);
  // Contributors see their people numbered by order, never the names an admin gave.
  const numbers = new Map<string, number>();
  const faceList = rows.map((row): ConsentFace => {
    const key = row.personId ?? `face:${row.faceId}`;
    if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
    const numbered = `Person ${numbers.get(key)}`;
    const box =
      row.boxX === null || row.boxY === null || row.boxWidth === null || row.boxHeight === null
        ? null
        : { x: row.boxX, y: row.boxY, width: row.boxWidth, height: row.boxHeight };
    return {
      faceId: row.faceId,
      box,
      thumbnailUrl: size.thumbnailUrl,
      aspectRatio: size.aspectRatio,
      personId: row.personId,
      personName:
        actor.role === 'admin' && row.personId !== null ? personLabel({ name: row.personName }) : numbered,
      releaseId: row.releaseId,
    };
  });
  const consent = consentOf(rows);
  return { faces: faceList, ...consentCounts(consent), allReleased: allPeopleReleased(consent) };
}

/** `GET /api/studio/photos/:photoid/people`: the photo's real faces and their releases. */
export async function photoPeople(handle: DatabaseHandle, actor: StudioActor, photoid: number) {
  const photo = await studioPhoto(handle.db, actor, photoid);
  return peopleAnswer(handle.db, actor, photo);
}

/** The same rule as attaching a release: a contributor changes the file only while it is editable. */
function assertEditable(actor: StudioActor, photo: StudioPhoto) {
  if (actor.role === 'admin' || contributorMayEdit(photo.status)) return;
  throw new AppError(
    'CHANGED',
    `Releases cannot be linked while the photo is ${PHOTO_STATUS_LABELS[photo.status].toLowerCase()}. ` +
      'Withdraw it to a draft first, or ask an admin.',
  );
}

export const FACE_NOT_FOUND = 'This face is not on this photo, or it was rejected.';

/**
 * `PUT /api/studio/photos/:photoid/faces/:faceId/release`: links the face's person to a release
 * of the photo creator's library (null unlinks). A face with no person gets a person of its own
 * first; the release is attached to the photo too. Audited with the photo.
 */
export async function setFaceRelease(
  handle: DatabaseHandle,
  actor: StudioActor,
  photoid: number,
  faceId: string,
  releaseId: string | null,
): Promise<PhotoPeopleAnswer> {
  return handle.transaction(async (tx) => {
    const photo = await studioPhoto(tx, actor, photoid, { forUpdate: true });
    assertEditable(actor, photo);
    const [face] = await tx
      .select({ id: faces.id, personId: faces.personId })
      .from(faces)
      .where(and(eq(faces.id, faceId), eq(faces.photoId, photo.id), countsForConsent))
      .for('update', { of: faces });
    if (!face) throw new AppError('NOT_FOUND', FACE_NOT_FOUND);

    let release: { signer: string; kind: string } | null = null;
    if (releaseId !== null) {
      const [found] = await tx
        .select({ creatorId: releases.creatorId, signer: releases.signer, kind: releases.kind })
        .from(releases)
        .where(eq(releases.id, releaseId));
      if (!found || (actor.role !== 'admin' && found.creatorId !== actor.userId))
        throw new AppError('NOT_FOUND', CLEARANCE_MESSAGES.notFound, {
          releaseId: CLEARANCE_MESSAGES.notFound,
        });
      if (found.creatorId !== photo.userId)
        throw new AppError('INVALID', CLEARANCE_MESSAGES.otherCreator, {
          releaseId: CLEARANCE_MESSAGES.otherCreator,
        });
      release = found;
    }

    let personId = face.personId;
    if (personId === null && releaseId !== null) {
      const [created] = await tx.insert(persons).values({}).returning({ id: persons.id });
      if (!created) throw new Error('person insert returned nothing');
      personId = created.id;
      // Pinned as a person's choice ('admin'): regrouping must not move the face away from the
      // person its release now names, which would leave the release on an empty person.
      await tx.update(faces).set({ personId, assignedBy: 'admin' }).where(eq(faces.id, face.id));
    }

    if (personId !== null) {
      if (releaseId === null) {
        await tx
          .delete(photoPersonReleases)
          .where(and(eq(photoPersonReleases.photoId, photo.id), eq(photoPersonReleases.personId, personId)));
      } else {
        await tx
          .insert(photoPersonReleases)
          .values({ photoId: photo.id, personId, releaseId, linkedBy: actor.userId })
          .onConflictDoUpdate({
            target: [photoPersonReleases.photoId, photoPersonReleases.personId],
            set: { releaseId, linkedBy: actor.userId, createdAt: new Date() },
          });
        const attached = await tx
          .insert(photoReleases)
          .values({ photoId: photo.id, releaseId })
          .onConflictDoNothing()
          .returning({ releaseId: photoReleases.releaseId });
        // The clearance file's releases changed: an editor holding the older version reloads.
        if (attached.length > 0)
          await tx
            .update(photoClearances)
            .set({ version: sql`${photoClearances.version} + 1`, updatedAt: new Date() })
            .where(eq(photoClearances.photoId, photo.id));
      }
    }

    await recordAudit(
      tx,
      { id: actor.userId, email: actor.email },
      {
        action: 'photo.clearance',
        entityType: 'photo',
        entityId: photo.id,
        summary: release
          ? `Linked a person on #${photo.photoid} to the ${release.kind} release signed by ${release.signer}`
          : `Unlinked a person on #${photo.photoid} from their release`,
        after: { face_id: face.id, person_id: personId, release_id: releaseId },
      },
    );
    return peopleAnswer(tx, actor, photo);
  });
}
