import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FACE_MATCH_MAX_DISTANCE } from '../../../core/people';
import { createPhoto, createUser } from '../../../test/factories';
import { signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { typedClient } from '../../../test/typed-client';
import { faces, jobs, persons } from '../../db/tables';
import { CLUSTER_FACES, clusterFacesOfPhoto, reclusterAllFaces, splitRealArrays } from './clustering';
import { hasPgvector } from './nearest-faces';

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * How far a face is nudged off its identity's axis: two faces of one identity nudged along
 * different axes are n²/(1+n²) apart, half the distance at which faces match.
 */
const NUDGE = Math.sqrt(FACE_MATCH_MAX_DISTANCE / 2 / (1 - FACE_MATCH_MAX_DISTANCE / 2));

/**
 * A unit embedding of identity `axis`, nudged along axis `nudgeAxis`: two faces of one identity
 * are half the match distance apart, two identities 1 apart.
 */
function embedding(axis: number, nudgeAxis = 127, nudge = NUDGE): number[] {
  const values: number[] = Array.from({ length: 128 }, (_, i) => (i === axis ? 1 : 0));
  values[nudgeAxis] = (values[nudgeAxis] ?? 0) + nudge;
  const norm = Math.hypot(...values);
  return values.map((value) => value / norm);
}

describe.each(TEST_DATABASES)('clustering faces on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let creatorId = '';
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    await db.reset();
    creatorId = (await createUser(db.handle)).id;
  });

  const photo = async () => (await createPhoto(db.handle, { creatorId })).id;
  const person = async (name: string | null = null) => {
    const [row] = await db.handle.db.insert(persons).values({ name }).returning({ id: persons.id });
    if (!row) throw new Error('no person');
    return row.id;
  };
  const face = async (
    photoId: string,
    values: number[],
    extra: Partial<typeof faces.$inferInsert> = {},
  ): Promise<string> => {
    const [row] = await db.handle.db
      .insert(faces)
      .values({ photoId, embedding: values, source: 'detected', ...extra })
      .returning({ id: faces.id });
    if (!row) throw new Error('no face');
    return row.id;
  };
  const faceRow = async (id: string) => {
    const [row] = await db.handle.db
      .select({ personId: faces.personId, assignedBy: faces.assignedBy })
      .from(faces)
      .where(eq(faces.id, id));
    return row;
  };
  const allFaces = () =>
    db.handle.db
      .select({ id: faces.id, personId: faces.personId, assignedBy: faces.assignedBy })
      .from(faces)
      .orderBy(asc(faces.id));

  it('puts a face near an assigned face in that person', async () => {
    const alice = await person('Alice');
    const known = await face(await photo(), embedding(0, 100), { personId: alice, assignedBy: 'admin' });
    const photoB = await photo();
    const fresh = await face(photoB, embedding(0, 101));
    await clusterFacesOfPhoto(db.handle, photoB);
    expect(await faceRow(fresh)).toEqual({ personId: alice, assignedBy: 'cluster' });
    expect(await faceRow(known)).toEqual({ personId: alice, assignedBy: 'admin' });
  });

  it('leaves a lone face unassigned, and makes a person of it with a second face alike', async () => {
    await face(await photo(), embedding(9, 100));
    const photoA = await photo();
    const lone = await face(photoA, embedding(0, 100));
    await clusterFacesOfPhoto(db.handle, photoA);
    expect(await faceRow(lone)).toEqual({ personId: null, assignedBy: null });
    expect(await db.handle.db.select().from(persons)).toEqual([]);
    const photoB = await photo();
    const second = await face(photoB, embedding(0, 101));
    await clusterFacesOfPhoto(db.handle, photoB);
    const made = await db.handle.db.select({ id: persons.id, name: persons.name }).from(persons);
    expect(made).toHaveLength(1);
    expect(made[0]?.name).toBeNull();
    expect(await faceRow(lone)).toEqual({ personId: made[0]?.id, assignedBy: 'cluster' });
    expect(await faceRow(second)).toEqual({ personId: made[0]?.id, assignedBy: 'cluster' });
  });

  it('puts a face near a merged person’s face in the person it was merged into', async () => {
    const old = await person('Old record');
    const kept = await person('Kept');
    await db.handle.db.update(persons).set({ mergedIntoId: kept }).where(eq(persons.id, old));
    await face(await photo(), embedding(0, 100), { personId: old, assignedBy: 'cluster' });
    const photoB = await photo();
    const fresh = await face(photoB, embedding(0, 101));
    await clusterFacesOfPhoto(db.handle, photoB);
    expect(await faceRow(fresh)).toEqual({ personId: kept, assignedBy: 'cluster' });
  });

  it('leaves faces an admin assigned or rejected as they are', async () => {
    const alice = await person('Alice');
    const bob = await person('Bob');
    await face(await photo(), embedding(0, 100), { personId: alice, assignedBy: 'cluster' });
    const photoB = await photo();
    const placed = await face(photoB, embedding(0, 101), { personId: bob, assignedBy: 'admin' });
    const rejected = await face(photoB, embedding(0, 102), { rejectedAt: new Date() });
    const unplaced = await face(photoB, embedding(0, 103), { assignedBy: 'admin' });
    await clusterFacesOfPhoto(db.handle, photoB);
    expect(await faceRow(placed)).toEqual({ personId: bob, assignedBy: 'admin' });
    expect(await faceRow(rejected)).toEqual({ personId: null, assignedBy: null });
    expect(await faceRow(unplaced)).toEqual({ personId: null, assignedBy: 'admin' });
    await reclusterAllFaces(db.handle);
    expect(await faceRow(placed)).toEqual({ personId: bob, assignedBy: 'admin' });
    expect(await faceRow(rejected)).toEqual({ personId: null, assignedBy: null });
    expect(await faceRow(unplaced)).toEqual({ personId: null, assignedBy: 'admin' });
  });

  it('never makes two faces of one photo the same person', async () => {
    const alice = await person('Alice');
    await face(await photo(), embedding(0, 100), { personId: alice, assignedBy: 'admin' });
    const photoB = await photo();
    const first = await face(photoB, embedding(0, 101));
    const second = await face(photoB, embedding(0, 102));
    await clusterFacesOfPhoto(db.handle, photoB);
    const rows = [await faceRow(first), await faceRow(second)];
    expect(rows.filter((row) => row?.personId === alice)).toHaveLength(1);
    expect(rows.filter((row) => row?.personId === null)).toHaveLength(1);
    // Creating: two alike faces on one photo and one on another make one person of two faces.
    const single = await face(await photo(), embedding(5, 100));
    const photoD = await photo();
    const pairA = await face(photoD, embedding(5, 101));
    const pairB = await face(photoD, embedding(5, 102));
    await clusterFacesOfPhoto(db.handle, photoD);
    const [a, b, s] = [await faceRow(pairA), await faceRow(pairB), await faceRow(single)];
    expect(s?.personId).not.toBeNull();
    expect([a?.personId, b?.personId].filter((id) => id === s?.personId)).toHaveLength(1);
    expect([a?.personId, b?.personId]).toContain(null);
    // The full run keeps them apart too.
    await reclusterAllFaces(db.handle);
    const after = [await faceRow(pairA), await faceRow(pairB)];
    expect(after[0]?.personId === after[1]?.personId).toBe(false);
  });

  it('makes one person when two photos of one human are clustered at once', async () => {
    const photoA = await photo();
    const photoB = await photo();
    const a = await face(photoA, embedding(0, 100));
    const b = await face(photoB, embedding(0, 101));
    await Promise.all([clusterFacesOfPhoto(db.handle, photoA), clusterFacesOfPhoto(db.handle, photoB)]);
    const made = await db.handle.db.select({ id: persons.id }).from(persons);
    expect(made).toHaveLength(1);
    expect((await faceRow(a))?.personId).toBe(made[0]?.id);
    expect((await faceRow(b))?.personId).toBe(made[0]?.id);
  });

  it('groups everything again: identities found, admin and existing persons kept, twice the same', async () => {
    const ann = await person('Ann');
    const bob = await person('Bob');
    const byIdentity: string[][] = [[], [], []];
    let adminFace = '';
    for (let identity = 0; identity < 3; identity++)
      for (let k = 0; k < 5; k++) {
        const extra: Partial<typeof faces.$inferInsert> =
          identity === 0 && k === 0
            ? { personId: ann, assignedBy: 'admin' }
            : identity === 1 && k < 2
              ? { personId: bob, assignedBy: 'cluster' }
              : {};
        const id = await face(await photo(), embedding(identity, 100 + k), extra);
        if (identity === 0 && k === 0) adminFace = id;
        byIdentity[identity]?.push(id);
      }
    await face(await photo(), embedding(50, 100)); // a lone face
    const first = await reclusterAllFaces(db.handle);
    expect(first.faces).toBe(16);
    expect(first.newPersons).toBe(1);
    const rows = new Map((await allFaces()).map((row) => [row.id, row]));
    const personOf = (ids: string[] | undefined) => [
      ...new Set((ids ?? []).map((id) => rows.get(id)?.personId)),
    ];
    expect(personOf(byIdentity[0])).toEqual([ann]);
    expect(personOf(byIdentity[1])).toEqual([bob]);
    const [third] = personOf(byIdentity[2]);
    expect(personOf(byIdentity[2])).toHaveLength(1);
    expect(third).not.toBeNull();
    expect([ann, bob]).not.toContain(third);
    expect(rows.get(adminFace)?.assignedBy).toBe('admin');
    const named = await db.handle.db.select({ id: persons.id, name: persons.name }).from(persons);
    expect(named.find((row) => row.id === bob)?.name).toBe('Bob');
    expect(named).toHaveLength(3);
    const before = await allFaces();
    const second = await reclusterAllFaces(db.handle);
    expect(second).toMatchObject({ changed: 0, newPersons: 0 });
    expect(await allFaces()).toEqual(before);
    expect(await db.handle.db.select({ id: persons.id }).from(persons)).toHaveLength(3);
  });

  it.runIf(kind === 'pglite')('gives the same persons with pgvector and without', async () => {
    expect(await hasPgvector(db.handle)).toBe(true);
    const run = async (pgvector: boolean) => {
      await db.reset();
      creatorId = (await createUser(db.handle)).id;
      const labels = new Map<string, string>();
      const photoIds: string[] = [];
      for (let k = 0; k < 12; k++) {
        const photoId = await photo();
        photoIds.push(photoId);
        // Four identities, three photos each, one lone face on two photos.
        labels.set(await face(photoId, embedding(k % 4, 100 + k)), `i${k % 4}-${k}`);
        if (k % 6 === 0) labels.set(await face(photoId, embedding(60 + k, 100)), `lone-${k}`);
      }
      for (const photoId of photoIds) await clusterFacesOfPhoto(db.handle, photoId, { pgvector });
      const groups = new Map<string, string[]>();
      for (const row of await allFaces()) {
        const key = row.personId ?? `none:${labels.get(row.id)}`;
        groups.set(key, [...(groups.get(key) ?? []), labels.get(row.id) ?? '?']);
      }
      return [...groups.values()].map((group) => group.sort().join(' ')).sort();
    };
    const withIndex = await run(true);
    const exact = await run(false);
    expect(withIndex).toEqual(exact);
    expect(exact).toContain('i0-0 i0-4 i0-8');
  });

  it("reads the database's binary arrays one after another, a malformed one as nothing", async () => {
    const [row] = await db.handle.raw<{ joined: string }>(
      `select encode(string_agg(array_send(e), ''::bytea order by n), 'base64') as joined
       from (values (1, array[1.5, -2]::real[]), (2, '{}'::real[]), (3, array[1, null]::real[]),
                    (4, array[3]::real[])) v(n, e)`,
    );
    const arrays = splitRealArrays(Buffer.from(row?.joined ?? '', 'base64'));
    expect(arrays.map((array) => (array ? [...array] : null))).toEqual([[1.5, -2], null, null, [3]]);
  });

  it('queues the regrouping once and tells where it is; admins only', async () => {
    const admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    const buyer = await signUpShopper(app, db.handle, 'bea@example.test', 'Bea');
    const guest = typedClient(app, null).admin.people.regroup;
    expect((await guest.$post()).status).toBe(401);
    expect((await guest.$get()).status).toBe(401);
    expect((await buyer.client.admin.people.regroup.$post()).status).toBe(403);
    expect((await buyer.client.admin.people.regroup.$get()).status).toBe(403);
    const regroup = admin.client.admin.people.regroup;
    expect(await (await regroup.$get()).json()).toEqual({
      state: 'idle',
      lastFinishedAt: null,
      lastError: null,
    });
    const first = await regroup.$post();
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ queued: true });
    expect((await regroup.$post()).status).toBe(202);
    const queued = await db.handle.db.select().from(jobs).where(eq(jobs.kind, CLUSTER_FACES));
    expect(queued).toHaveLength(1);
    const state = await regroup.$get();
    expect(state.status).toBe(200);
    expect(await state.json()).toEqual({ state: 'queued', lastFinishedAt: null, lastError: null });
    await db.handle.raw(
      `update jobs set state = 'failed', finished_at = now(), last_error = 'Out of memory.'`,
    );
    const failed = await (await regroup.$get()).json();
    expect(failed).toMatchObject({ state: 'idle', lastError: 'Out of memory.' });
    expect(failed.lastFinishedAt).toEqual(expect.any(String));
  });
});
