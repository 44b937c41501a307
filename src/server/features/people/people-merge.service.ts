import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type LastPersonMerge,
  MERGE_INTO_ITSELF,
  type PersonSummary,
  SPLIT_ALL_FACES,
  SPLIT_NO_FACES,
} from '../../../core/people';
import type { DatabaseHandle, Transaction } from '../../db/client';
import type { MergedPersonSnapshot } from '../../db/schema/people';
import { sqlRows } from '../../db/typed-rows';
import { AppError } from '../../errors';
import type { AuditActor } from '../audit';
import {
  mergedAway,
  nameIn,
  PERSON_NOT_FOUND,
  type PersonRow,
  personRows,
  personSummary,
  recordPersonAudit,
} from './people.service';

/**
 * Merge, undo and split of persons (issue 27 item 3), each in one transaction that locks the
 * persons `for update` in id order, so two admins' merges of the same people never both succeed
 * and never wait on each other in a circle.
 */

/** What a merge's snapshot of a source holds beyond the schema's type, for an exact undo. */
type SourceSnapshot = MergedPersonSnapshot & {
  /** Photos whose consent link moved to the target (the others were dropped: the target had one). */
  movedReleasePhotoIds?: string[];
  /** The target had no name and took this source's. */
  nameTaken?: boolean;
};

const uuidList = (ids: readonly string[]) => `{${ids.join(',')}}`;
const idRow = z.object({ id: z.string() });
const linkRow = z.object({ photo_id: z.string(), release_id: z.string() });

async function mergedIntoName(tx: Transaction, person: PersonRow): Promise<string | null> {
  if (!person.merged_into_id) return null;
  const [into] = await personRows(tx, [person.merged_into_id]);
  return into ? nameIn(into) : null;
}

/** Merges `sourceIds` into `targetId`: faces, consent links and ids follow; the target keeps its name and cover. */
export async function mergePeople(
  handle: DatabaseHandle,
  actor: AuditActor,
  input: { targetId: string; sourceIds: string[] },
): Promise<{ mergeId: string; person: PersonSummary }> {
  const sourceIds = [...new Set(input.sourceIds)];
  if (sourceIds.includes(input.targetId)) throw new AppError('INVALID', MERGE_INTO_ITSELF);
  const mergeId = await handle.transaction(async (tx) => {
    const locked = await personRows(tx, [input.targetId, ...sourceIds], true);
    const byId = new Map(locked.map((row) => [row.id, row]));
    const target = byId.get(input.targetId);
    const sources = sourceIds.map((id) => byId.get(id));
    if (!target || sources.some((source) => !source)) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
    for (const person of [target, ...(sources as PersonRow[])])
      if (person.merged_into_id)
        throw mergedAway({ ...person, name: nameIn(person) }, await mergedIntoName(tx, person));
    const snapshots: SourceSnapshot[] = [];
    const namedSource = target.name
      ? undefined
      : (sources as PersonRow[]).find((source) => source.name?.trim());
    for (const source of sources as PersonRow[]) {
      const faces = await sqlRows(
        tx,
        idRow,
        sql`update faces set person_id = ${target.id} where person_id = ${source.id} returning id`,
      );
      const links = await sqlRows(
        tx,
        linkRow,
        sql`select photo_id, release_id from photo_person_releases where person_id = ${source.id} order by photo_id`,
      );
      const moved = await sqlRows(
        tx,
        z.object({ photo_id: z.string() }),
        sql`update photo_person_releases r set person_id = ${target.id}
            where r.person_id = ${source.id} and not exists (
              select 1 from photo_person_releases t where t.photo_id = r.photo_id and t.person_id = ${target.id})
            returning r.photo_id`,
      );
      await tx.execute(sql`delete from photo_person_releases where person_id = ${source.id}`);
      await tx.execute(
        sql`update persons set merged_into_id = ${target.id}, updated_at = now() where id = ${source.id}`,
      );
      await tx.execute(
        sql`insert into person_aliases (person_id, alias_person_id) values (${target.id}, ${source.id})
            on conflict do nothing`,
      );
      snapshots.push({
        personId: source.id,
        name: source.name,
        hidden: source.hidden,
        coverFaceId: source.cover_face_id,
        faceIds: faces.map((face) => face.id).sort(),
        releaseLinks: links.map((link) => ({ photoId: link.photo_id, releaseId: link.release_id })),
        movedReleasePhotoIds: moved.map((link) => link.photo_id).sort(),
        ...(namedSource?.id === source.id ? { nameTaken: true } : {}),
      });
    }
    if (namedSource)
      await tx.execute(sql`update persons set name = ${namedSource.name} where id = ${target.id}`);
    await tx.execute(sql`update persons set updated_at = now() where id = ${target.id}`);
    const [merge] = await sqlRows(
      tx,
      idRow,
      sql`insert into person_merges (target_person_id, sources, created_by)
          values (${target.id}, ${JSON.stringify(snapshots)}::jsonb, ${actor.id}) returning id`,
    );
    if (!merge) throw new Error('person_merges insert returned nothing');
    const targetName = nameIn({ name: namedSource?.name ?? target.name });
    await recordPersonAudit(tx, actor, {
      action: 'person.merge',
      entityId: target.id,
      summary: `Merged ${(sources as PersonRow[]).map((source) => nameIn(source)).join(', ')} into ${targetName}`,
      before: { target: { id: target.id, name: target.name }, sources: snapshots },
      after: { mergeId: merge.id, name: namedSource?.name ?? target.name },
    });
    return merge.id;
  });
  return { mergeId, person: await personSummary(handle.db, input.targetId) };
}

const mergeRow = z.object({
  id: z.string(),
  target_person_id: z.string(),
  sources: z.array(z.unknown()),
  created_at: z.union([z.string(), z.date()]),
  undone_at: z.union([z.string(), z.date()]).nullable(),
  created_by: z.string().nullable(),
});

const snapshotSchema = z
  .object({
    personId: z.string(),
    name: z.string().nullable(),
    hidden: z.boolean(),
    coverFaceId: z.string().nullable(),
    faceIds: z.array(z.string()),
    releaseLinks: z.array(z.object({ photoId: z.string(), releaseId: z.string() })),
    movedReleasePhotoIds: z.array(z.string()).optional(),
    nameTaken: z.boolean().optional(),
  })
  .passthrough();

const LATEST = sql`select m.id, m.target_person_id, m.sources, m.created_at, m.undone_at,
    coalesce(nullif(u.name, ''), u.email) as created_by
  from person_merges m left join "user" u on u.id = m.created_by
  where m.undone_at is null order by m.created_at desc, m.id desc limit 1`;

/** The latest merge not undone, with the names the persons have now. */
export async function lastMerge(handle: DatabaseHandle): Promise<{ merge: LastPersonMerge | null }> {
  const [row] = await sqlRows(handle.db, mergeRow, LATEST);
  if (!row) return { merge: null };
  const snapshots = row.sources.map((source) => snapshotSchema.parse(source));
  const people = await personRows(handle.db, [
    row.target_person_id,
    ...snapshots.map((snapshot) => snapshot.personId),
  ]);
  const names = new Map(people.map((person) => [person.id, person.name]));
  return {
    merge: {
      id: row.id,
      target: { id: row.target_person_id, name: names.get(row.target_person_id) ?? null },
      sources: snapshots.map((snapshot) => ({
        id: snapshot.personId,
        name: names.get(snapshot.personId) ?? snapshot.name,
      })),
      createdAt: new Date(row.created_at).toISOString(),
      createdBy: row.created_by,
    },
  };
}

/** Undoes the latest merge: every source comes back as it was, with its faces and consent links. */
export async function undoMerge(
  handle: DatabaseHandle,
  actor: AuditActor,
  mergeId: string,
): Promise<{ person: PersonSummary }> {
  const targetId = await handle.transaction(async (tx) => {
    const [merge] = await sqlRows(
      tx,
      mergeRow.omit({ created_by: true }),
      sql`select id, target_person_id, sources, created_at, undone_at from person_merges
          where id = ${mergeId} for update`,
    );
    if (!merge) throw new AppError('NOT_FOUND', 'Merge not found');
    if (merge.undone_at) throw new AppError('REFUSED', 'This merge has been undone already.');
    const [latest] = await sqlRows(
      tx,
      z.object({ id: z.string() }),
      sql`select id from person_merges where undone_at is null order by created_at desc, id desc limit 1`,
    );
    if (latest?.id !== merge.id)
      throw new AppError(
        'REFUSED',
        'Only the latest merge can be undone: a later merge came after this one.',
      );
    const snapshots = merge.sources.map((source) => snapshotSchema.parse(source));
    const target = merge.target_person_id;
    const locked = await personRows(tx, [target, ...snapshots.map((snapshot) => snapshot.personId)], true);
    const byId = new Map(locked.map((row) => [row.id, row]));
    for (const snapshot of snapshots) {
      const source = snapshot.personId;
      if (byId.get(source)?.merged_into_id !== target)
        throw new AppError('REFUSED', 'The people of this merge have changed since; it cannot be undone.');
      await tx.execute(
        sql`update persons set merged_into_id = null, name = ${snapshot.name}, hidden = ${snapshot.hidden},
              cover_face_id = (select id from faces where id = ${snapshot.coverFaceId}), updated_at = now()
            where id = ${source}`,
      );
      await tx.execute(
        sql`update faces set person_id = ${source}
            where id = any(${uuidList(snapshot.faceIds)}::uuid[]) and person_id = ${target}`,
      );
      const moved = new Set(snapshot.movedReleasePhotoIds ?? []);
      for (const link of snapshot.releaseLinks) {
        if (moved.has(link.photoId))
          await tx.execute(
            sql`delete from photo_person_releases
                where photo_id = ${link.photoId} and person_id = ${target} and release_id = ${link.releaseId}`,
          );
        await tx.execute(
          sql`insert into photo_person_releases (photo_id, person_id, release_id)
              select ${link.photoId}, ${source}, ${link.releaseId}
              where exists (select 1 from releases where id = ${link.releaseId})
                and exists (select 1 from photos where id = ${link.photoId})
              on conflict do nothing`,
        );
      }
      await tx.execute(
        sql`delete from person_aliases where (person_id = ${target} and alias_person_id = ${source})
              or (person_id = ${source} and alias_person_id = ${target})`,
      );
      if (snapshot.nameTaken)
        await tx.execute(
          sql`update persons set name = null where id = ${target} and name is not distinct from ${snapshot.name}`,
        );
    }
    await tx.execute(
      sql`update persons set cover_face_id = null
          where id = ${target} and cover_face_id is not null
            and not exists (select 1 from faces f where f.id = persons.cover_face_id and f.person_id = ${target})`,
    );
    await tx.execute(
      sql`update person_merges set undone_at = now(), undone_by = ${actor.id} where id = ${merge.id}`,
    );
    await recordPersonAudit(tx, actor, {
      action: 'person.merge_undo',
      entityId: target,
      summary: `Undid the merge of ${snapshots.map((snapshot) => nameIn(snapshot)).join(', ')} into ${nameIn(byId.get(target) ?? { name: null })}`,
      before: { mergeId: merge.id },
      after: { restored: snapshots.map((snapshot) => snapshot.personId) },
    });
    return target;
  });
  return { person: await personSummary(handle.db, targetId) };
}

/** Splits the chosen faces off into a new person; a consent link goes with them when no face is left behind on its photo. */
export async function splitPerson(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  input: { faceIds: string[]; name?: string | null },
): Promise<{ person: PersonSummary }> {
  const faceIds = [...new Set(input.faceIds)];
  if (faceIds.length === 0) throw new AppError('INVALID', SPLIT_NO_FACES);
  const newId = await handle.transaction(async (tx) => {
    const [person] = await personRows(tx, [id], true);
    if (!person) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
    if (person.merged_into_id)
      throw mergedAway({ ...person, name: nameIn(person) }, await mergedIntoName(tx, person));
    const own = await sqlRows(
      tx,
      z.object({ id: z.string(), photo_id: z.string() }),
      sql`select id, photo_id from faces where person_id = ${id} and rejected_at is null for update`,
    );
    const ownIds = new Set(own.map((face) => face.id));
    if (faceIds.some((faceId) => !ownIds.has(faceId)))
      throw new AppError('INVALID', 'A chosen face is not one of this person’s faces.');
    if (faceIds.length >= own.length) throw new AppError('INVALID', SPLIT_ALL_FACES);
    const name = input.name?.trim() || null;
    const [created] = await sqlRows(tx, idRow, sql`insert into persons (name) values (${name}) returning id`);
    if (!created) throw new Error('persons insert returned nothing');
    await tx.execute(
      sql`update faces set person_id = ${created.id}, assigned_by = 'admin'
          where id = any(${uuidList(faceIds)}::uuid[])`,
    );
    const photos = [...new Set(own.filter((face) => faceIds.includes(face.id)).map((face) => face.photo_id))];
    const links = await sqlRows(
      tx,
      z.object({ photo_id: z.string() }),
      sql`update photo_person_releases r set person_id = ${created.id}
          where r.person_id = ${id} and r.photo_id = any(${uuidList(photos)}::uuid[])
            and not exists (select 1 from faces f where f.photo_id = r.photo_id and f.person_id = ${id} and f.rejected_at is null)
          returning r.photo_id`,
    );
    await tx.execute(
      sql`update persons set cover_face_id = null, updated_at = now()
          where id = ${id} and cover_face_id = any(${uuidList(faceIds)}::uuid[])`,
    );
    await recordPersonAudit(tx, actor, {
      action: 'person.split',
      entityId: id,
      summary: `Split ${faceIds.length} ${faceIds.length === 1 ? 'face' : 'faces'} of ${nameIn(person)} into ${nameIn({ name })}`,
      before: { personId: id, faceIds },
      after: { newPersonId: created.id, name, consentLinksMoved: links.map((link) => link.photo_id) },
    });
    return created.id;
  });
  return { person: await personSummary(handle.db, newId) };
}
