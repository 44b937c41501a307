import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { STALE_EDIT } from '../../../core/admin-lists';
import {
  CLEARANCE_MESSAGES,
  type ClearanceAnswer,
  type ClearanceFacts,
  type ClearanceFile,
  type ClearanceFileBody,
  cannotClearMessage,
  clearanceLines,
  clearanceProblems,
  clearanceStatus,
  clearanceSummary,
  emptyClearanceFacts,
  isClearedForSale,
  type Release,
  type ReleaseKind,
  type ReleaseMetadata,
  type RightsBasis,
  releaseFileType,
} from '../../../core/clearance';
import { contributorMayEdit, PHOTO_STATUS_LABELS } from '../../../core/photo-workflow';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { photoClearances, photoReleases, releases, user } from '../../db/tables';
import { AppError } from '../../errors';
import type { ObjectStore } from '../../storage/object-store';
import { recordAudit } from '../audit';
import { type StudioActor, type StudioPhoto, studioPhoto } from '../studio';

const releaseFields = {
  id: releases.id,
  creator_id: releases.creatorId,
  kind: releases.kind,
  signer: releases.signer,
  signer_role: releases.signerRole,
  signed_on: releases.signedOn,
  covers: releases.covers,
  file_name: releases.fileName,
  content_type: releases.contentType,
  file_size: releases.fileSize,
  created_at: releases.createdAt,
};

type ReleaseRecord = { [K in keyof typeof releaseFields]: unknown } & {
  kind: string;
  created_at: Date | string;
};

function toRelease(row: ReleaseRecord): Release {
  return {
    ...(row as unknown as Release),
    kind: row.kind as ReleaseKind,
    file_size: Number(row.file_size),
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at),
  };
}

/** The releases attached to a photo, oldest first. */
export async function attachedReleases(db: Queryable, photoId: string): Promise<Release[]> {
  const rows = await db
    .select(releaseFields)
    .from(photoReleases)
    .innerJoin(releases, eq(releases.id, photoReleases.releaseId))
    .where(eq(photoReleases.photoId, photoId))
    .orderBy(asc(photoReleases.createdAt), asc(releases.id));
  return rows.map(toRelease);
}

async function readFile(db: Queryable, photoId: string, forUpdate = false): Promise<ClearanceFile> {
  const query = db
    .select({ row: photoClearances, email: user.email })
    .from(photoClearances)
    .leftJoin(user, eq(user.id, photoClearances.decidedBy))
    .where(eq(photoClearances.photoId, photoId));
  const [found] = forUpdate ? await query.for('update', { of: photoClearances }) : await query;
  if (!found) {
    return {
      ...emptyClearanceFacts(),
      exclusions: [],
      source: null,
      provenance_notes: null,
      decision_note: null,
      decided_by: null,
      decided_by_email: null,
      decided_at: null,
      // Version 0: no row yet; the first save creates version 1.
      version: 0,
      updated_at: null,
    };
  }
  const row = found.row;
  return {
    rights_holder: row.rightsHolder,
    rights_basis: row.rightsBasis as RightsBasis | null,
    source: row.source,
    provenance_notes: row.provenanceNotes,
    recognisable_people: row.recognisablePeople,
    people_count: row.peopleCount,
    recognisable_property: row.recognisableProperty,
    property_count: row.propertyCount,
    exclusions: row.exclusions,
    exclusion_notes: row.exclusionNotes,
    decision: row.decision as ClearanceFile['decision'],
    decision_note: row.decisionNote,
    decided_by: row.decidedBy,
    decided_by_email: found.email ?? null,
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    version: row.version,
    updated_at: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  };
}

function answerOf(
  actor: StudioActor,
  photo: StudioPhoto,
  file: ClearanceFile,
  attached: Release[],
): ClearanceAnswer {
  return {
    photoid: photo.photoid,
    creator_id: photo.userId,
    photo_status: photo.status,
    file,
    releases: attached,
    summary: clearanceSummary(file, attached),
    status: clearanceStatus(file, attached),
    editable: actor.role === 'admin' || contributorMayEdit(photo.status),
    can_decide: actor.role === 'admin',
  };
}

/** The clearance file of a photo the actor may work on, with its releases, summary and status. */
export async function getClearance(handle: DatabaseHandle, actor: StudioActor, photoid: number) {
  const photo = await studioPhoto(handle.db, actor, photoid);
  const [file, attached] = await Promise.all([
    readFile(handle.db, photo.id),
    attachedReleases(handle.db, photo.id),
  ]);
  return answerOf(actor, photo, file, attached);
}

/** A contributor changes the file only while the photo is a draft or rejected (409 otherwise). */
function assertEditable(actor: StudioActor, photo: StudioPhoto) {
  if (actor.role === 'admin' || contributorMayEdit(photo.status)) return;
  throw new AppError(
    'CHANGED',
    `The clearance file cannot be changed while the photo is ${PHOTO_STATUS_LABELS[photo.status].toLowerCase()}. ` +
      'Withdraw it to a draft first, or ask an admin.',
  );
}

/** What a decision is about: a contributor changing any of these reopens a decided file. */
const FACT_KEYS = [
  'rights_holder',
  'rights_basis',
  'source',
  'provenance_notes',
  'recognisable_people',
  'people_count',
  'recognisable_property',
  'property_count',
  'exclusions',
  'exclusion_notes',
] as const;

type Parsed = {
  [K in keyof ClearanceFileBody]: K extends
    | 'rights_holder'
    | 'source'
    | 'provenance_notes'
    | 'exclusion_notes'
    | 'decision_note'
    ? string | null | undefined
    : ClearanceFileBody[K];
};

/** Saves the whole file based on `body.version`; the audit entry commits with it. */
export async function saveClearance(
  handle: DatabaseHandle,
  actor: StudioActor,
  photoid: number,
  body: Parsed,
) {
  return handle.transaction(async (tx) => {
    const photo = await studioPhoto(tx, actor, photoid, { forUpdate: true });
    assertEditable(actor, photo);
    const before = await readFile(tx, photo.id, true);
    if (before.version !== body.version) throw new AppError('CHANGED', STALE_EDIT);
    const decisionChanges = body.decision !== undefined && body.decision !== before.decision;
    const noteChanges =
      body.decision_note !== undefined && (body.decision_note ?? null) !== (before.decision_note ?? null);
    if ((decisionChanges || noteChanges) && actor.role !== 'admin')
      throw new AppError('FORBIDDEN', CLEARANCE_MESSAGES.decisionAdminOnly);

    const people =
      body.recognisable_people === undefined ? before.recognisable_people : body.recognisable_people;
    const property =
      body.recognisable_property === undefined ? before.recognisable_property : body.recognisable_property;
    const next: ClearanceFacts & Pick<ClearanceFile, 'source' | 'provenance_notes' | 'decision_note'> = {
      rights_holder: body.rights_holder === undefined ? before.rights_holder : body.rights_holder,
      rights_basis: body.rights_basis === undefined ? before.rights_basis : body.rights_basis,
      source: body.source === undefined ? before.source : body.source,
      provenance_notes: body.provenance_notes === undefined ? before.provenance_notes : body.provenance_notes,
      recognisable_people: people,
      people_count: people ? (body.people_count ?? before.people_count) : 0,
      recognisable_property: property,
      property_count: property ? (body.property_count ?? before.property_count) : 0,
      exclusions: body.exclusions === undefined ? before.exclusions : [...new Set(body.exclusions)],
      exclusion_notes: body.exclusion_notes === undefined ? before.exclusion_notes : body.exclusion_notes,
      decision: body.decision ?? before.decision,
      decision_note: body.decision_note === undefined ? before.decision_note : body.decision_note,
    };
    // A contributor's change to a decided file makes it a new file to decide: the admin decided
    // on what it said then.
    const factsChanged = FACT_KEYS.some((key) => JSON.stringify(next[key]) !== JSON.stringify(before[key]));
    const reopened = actor.role !== 'admin' && factsChanged && before.decision !== 'pending';
    if (reopened) {
      next.decision = 'pending';
      next.decision_note = null;
    }
    const attached = await attachedReleases(tx, photo.id);
    if (next.decision === 'cleared') {
      const problems = clearanceProblems(next, attached);
      if (problems.length > 0) throw new AppError('CHANGED', cannotClearMessage(problems));
    }
    const decided = decisionChanges || noteChanges;
    const values = {
      rightsHolder: next.rights_holder,
      rightsBasis: next.rights_basis,
      source: next.source,
      provenanceNotes: next.provenance_notes,
      recognisablePeople: next.recognisable_people,
      peopleCount: next.people_count,
      recognisableProperty: next.recognisable_property,
      propertyCount: next.property_count,
      exclusions: [...next.exclusions],
      exclusionNotes: next.exclusion_notes,
      decision: next.decision,
      decisionNote: next.decision_note,
      ...(decided ? { decidedBy: actor.userId, decidedAt: new Date() } : {}),
      ...(reopened ? { decidedBy: null, decidedAt: null } : {}),
      version: before.version + 1,
      updatedAt: new Date(),
    };
    if (before.version === 0) {
      const inserted = await tx
        .insert(photoClearances)
        .values({ photoId: photo.id, ...values })
        .onConflictDoNothing()
        .returning({ photoId: photoClearances.photoId });
      if (inserted.length === 0) throw new AppError('CHANGED', STALE_EDIT);
    } else {
      const updated = await tx
        .update(photoClearances)
        .set(values)
        .where(and(eq(photoClearances.photoId, photo.id), eq(photoClearances.version, before.version)))
        .returning({ photoId: photoClearances.photoId });
      if (updated.length === 0) throw new AppError('CHANGED', STALE_EDIT);
    }
    const after = await readFile(tx, photo.id);
    await recordAudit(
      tx,
      { id: actor.userId, email: actor.email },
      {
        action: 'photo.clearance',
        entityType: 'photo',
        entityId: photo.id,
        summary: decisionChanges
          ? `Clearance of #${photo.photoid}: decision ${next.decision.replace('_', ' ')}`
          : `Clearance file of #${photo.photoid} changed${reopened ? '; the decision is open again' : ''}`,
        before: { ...before, decided_by_email: undefined },
        after: { ...after, decided_by_email: undefined },
      },
    );
    return answerOf(actor, photo, after, attached);
  });
}

/** Whose library a request works on: an admin names any creator, a contributor is always themself. */
async function libraryOwner(db: Queryable, actor: StudioActor, creator: string | undefined): Promise<string> {
  if (actor.role !== 'admin' || !creator || creator === actor.userId) return actor.userId;
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, creator));
  if (!found) throw new AppError('NOT_FOUND', 'Creator not found', { creator: 'Creator not found' });
  return found.id;
}

export async function listReleases(handle: DatabaseHandle, actor: StudioActor, creator: string | undefined) {
  const creatorId = await libraryOwner(handle.db, actor, creator);
  const rows = await handle.db
    .select(releaseFields)
    .from(releases)
    .where(eq(releases.creatorId, creatorId))
    .orderBy(desc(releases.createdAt), asc(releases.id))
    .limit(1000);
  return { creator_id: creatorId, items: rows.map(toRelease) };
}

export interface ReleaseUpload {
  creator?: string;
  metadata: ReleaseMetadata;
  fileName: string;
  bytes: Uint8Array;
}

/** A release as a safe file name for the download: the signer and date, the content's extension. */
function cleanFileName(name: string, ext: string): string {
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w .-]+/g, '')
      .trim()
      .slice(0, 100) || 'release';
  return `${base}.${ext}`;
}

/** Stores a release in its creator's library; the same file twice is refused, naming the first. */
export async function createRelease(
  handle: DatabaseHandle,
  storage: ObjectStore,
  actor: StudioActor,
  upload: ReleaseUpload,
): Promise<Release> {
  const type = releaseFileType(upload.bytes);
  if (!type)
    throw new AppError('INVALID', CLEARANCE_MESSAGES.fileType, { file: CLEARANCE_MESSAGES.fileType });
  const creatorId = await libraryOwner(handle.db, actor, upload.creator);
  const sha = createHash('sha256').update(upload.bytes).digest('hex');
  const duplicate = async () => {
    const [existing] = await handle.db
      .select({ signer: releases.signer, signedOn: releases.signedOn, fileName: releases.fileName })
      .from(releases)
      .where(and(eq(releases.creatorId, creatorId), eq(releases.contentSha256, sha)));
    return existing
      ? new AppError(
          'DUPLICATE',
          `This file is in the library already: “${existing.fileName}”, signed by ${existing.signer} on ${existing.signedOn}. Attach that release instead.`,
          { file: 'Already in the library' },
        )
      : null;
  };
  const known = await duplicate();
  if (known) throw known;
  const id = randomUUID();
  const key = `releases/${id}.${type.ext}`;
  await storage.put(key, Buffer.from(upload.bytes), type.contentType);
  const meta = upload.metadata;
  const inserted = await handle.db
    .insert(releases)
    .values({
      id,
      creatorId,
      kind: meta.kind,
      signer: meta.signer,
      signerRole: meta.signer_role,
      signedOn: meta.signed_on,
      covers: meta.covers,
      fileKey: key,
      fileName: cleanFileName(upload.fileName, type.ext),
      contentType: type.contentType,
      fileSize: upload.bytes.length,
      contentSha256: sha,
      uploadedBy: actor.userId,
    })
    .onConflictDoNothing()
    .returning(releaseFields);
  const row = inserted[0];
  if (!row) {
    // The same file sent twice at once: the other request stored it first.
    await storage.delete(key).catch(() => undefined);
    throw (await duplicate()) ?? new AppError('DUPLICATE', 'This file is in the library already.');
  }
  return toRelease(row);
}

/** A release's file for its owner or an admin; anyone else gets 404, as if it did not exist. */
export async function releaseFileOf(handle: DatabaseHandle, actor: StudioActor, id: string) {
  const [row] = await handle.db
    .select({
      creatorId: releases.creatorId,
      fileKey: releases.fileKey,
      fileName: releases.fileName,
      contentType: releases.contentType,
    })
    .from(releases)
    .where(eq(releases.id, id));
  if (!row || (actor.role !== 'admin' && row.creatorId !== actor.userId))
    throw new AppError('NOT_FOUND', CLEARANCE_MESSAGES.notFound);
  return row;
}

/** Attaches (or detaches) a release of the photo creator's library; audited with the photo. */
export async function setAttached(
  handle: DatabaseHandle,
  actor: StudioActor,
  photoid: number,
  releaseId: string,
  attach: boolean,
) {
  return handle.transaction(async (tx) => {
    const photo = await studioPhoto(tx, actor, photoid, { forUpdate: true });
    assertEditable(actor, photo);
    const [release] = await tx
      .select({ creatorId: releases.creatorId, signer: releases.signer, kind: releases.kind })
      .from(releases)
      .where(eq(releases.id, releaseId));
    if (!release || (actor.role !== 'admin' && release.creatorId !== actor.userId))
      throw new AppError('NOT_FOUND', CLEARANCE_MESSAGES.notFound);
    if (attach && release.creatorId !== photo.userId)
      throw new AppError('INVALID', CLEARANCE_MESSAGES.otherCreator);
    const file = await readFile(tx, photo.id, true);
    if (attach) {
      await tx.insert(photoReleases).values({ photoId: photo.id, releaseId }).onConflictDoNothing();
    } else {
      const removed = await tx
        .delete(photoReleases)
        .where(and(eq(photoReleases.photoId, photo.id), eq(photoReleases.releaseId, releaseId)))
        .returning({ releaseId: photoReleases.releaseId });
      if (removed.length > 0 && file.decision === 'cleared') {
        const left = await attachedReleases(tx, photo.id);
        if (!isClearedForSale(file, left))
          throw new AppError(
            'CHANGED',
            'This photo is cleared, and it would miss a release it needs without this one. Set the decision back to “not decided yet” first, or attach another release.',
          );
      }
    }
    if (file.version > 0)
      await tx
        .update(photoClearances)
        .set({ version: sql`${photoClearances.version} + 1`, updatedAt: new Date() })
        .where(eq(photoClearances.photoId, photo.id));
    await recordAudit(
      tx,
      { id: actor.userId, email: actor.email },
      {
        action: 'photo.clearance',
        entityType: 'photo',
        entityId: photo.id,
        summary: `${attach ? 'Attached' : 'Detached'} the ${release.kind} release signed by ${release.signer} ${attach ? 'to' : 'from'} #${photo.photoid}`,
        after: { release_id: releaseId, attached: attach },
      },
    );
    const [after, attached] = await Promise.all([readFile(tx, photo.id), attachedReleases(tx, photo.id)]);
    return answerOf(actor, photo, after, attached);
  });
}

/** The summary a buyer reads and the certificate's lines, only for a cleared file (null otherwise). */
export async function publicClearance(
  db: Queryable,
  photoId: string,
): Promise<{ summary: string; lines: string[] } | null> {
  const file = await readFile(db, photoId);
  if (file.decision !== 'cleared') return null;
  const attached = await attachedReleases(db, photoId);
  if (!isClearedForSale(file, attached)) return null;
  return { summary: clearanceSummary(file, attached), lines: clearanceLines(file, attached) };
}
