import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { faces, personAliases, persons } from '../../db/tables';
import { hasPgvector, nearestFaces } from './nearest-faces';
import { activePersonIds, aliasedPersonIds } from './person-identity';

/** A unit embedding pointing mostly along axis `axis`, nudged along `nudgeAxis`. */
function embedding(axis: number, nudge = 0, nudgeAxis = 127): number[] {
  const values: number[] = Array.from({ length: 128 }, (_, i) => (i === axis ? 1 : 0));
  values[nudgeAxis] = (values[nudgeAxis] ?? 0) + nudge;
  const norm = Math.hypot(...values);
  return values.map((value) => value / norm);
}

describe.each(TEST_DATABASES)('people identity on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.drop());
  beforeEach(() => db.reset());

  async function photo() {
    const creator = await createUser(db.handle);
    const row = await createPhoto(db.handle, { creatorId: creator.id });
    return row.id;
  }

  it('knows whether pgvector is there: PGlite has it, this PostgreSQL has not', async () => {
    expect(await hasPgvector(db.handle)).toBe(kind === 'pglite');
  });

  it('finds the same nearest faces with pgvector and with the exact scan', async () => {
    const photoA = await photo();
    const photoB = await photo();
    const [alice] = await db.handle.db.insert(persons).values({ name: 'Alice' }).returning();
    const rows = [
      { photoId: photoA, personId: alice?.id ?? null, embedding: embedding(0, 0.1) },
      { photoId: photoA, personId: null, embedding: embedding(0, 0.3) },
      { photoId: photoB, personId: null, embedding: embedding(5) },
      { photoId: photoB, personId: alice?.id ?? null, embedding: embedding(0, 0.05) },
    ];
    const inserted = await db.handle.db
      .insert(faces)
      .values(rows.map((row) => ({ ...row, source: 'detected' as const })))
      .returning({ id: faces.id });
    const ids = inserted.map((row) => row.id);
    const probe = embedding(0);
    const options = { limit: 10, maxDistance: 0.2 };
    const exact = await nearestFaces(db.handle.db, probe, { ...options, pgvector: false });
    expect(exact.map((face) => face.faceId)).toEqual([ids[3], ids[0], ids[1]]);
    expect(exact[0]?.distance).toBeCloseTo(1 - 1 / Math.hypot(1, 0.05), 5);
    if (await hasPgvector(db.handle)) {
      const indexed = await nearestFaces(db.handle.db, probe, { ...options, pgvector: true });
      expect(indexed.map((face) => face.faceId)).toEqual(exact.map((face) => face.faceId));
      for (const [i, face] of indexed.entries())
        expect(face.distance).toBeCloseTo(exact[i]?.distance ?? -1, 5);
    }
    const assigned = await nearestFaces(db.handle.db, probe, {
      ...options,
      assignedOnly: true,
      excludePhotoId: photoB,
      pgvector: await hasPgvector(db.handle),
    });
    expect(assigned.map((face) => face.faceId)).toEqual([ids[0]]);
  });

  it('skips a rejected face and one whose embedding is all zeros', async () => {
    const photoA = await photo();
    await db.handle.db.insert(faces).values([
      { photoId: photoA, embedding: embedding(0), source: 'detected', rejectedAt: new Date() },
      { photoId: photoA, embedding: Array.from({ length: 128 }, () => 0), source: 'detected' },
    ]);
    expect(
      await nearestFaces(db.handle.db, embedding(0), { limit: 5, maxDistance: 2, pgvector: false }),
    ).toEqual([]);
  });

  it.runIf(kind === 'pglite')(
    "keeps pgvector's index in step with live faces, and a change of person leaves it alone",
    async () => {
      const photoA = await photo();
      const [alice] = await db.handle.db.insert(persons).values({ name: 'Alice' }).returning();
      const inserted = await db.handle.db
        .insert(faces)
        .values([
          { photoId: photoA, embedding: embedding(0), source: 'detected' },
          { photoId: photoA, embedding: embedding(3), source: 'detected' },
          { photoId: photoA, source: 'manual' },
        ])
        .returning({ id: faces.id });
      const [first, second] = inserted.map((row) => row.id);
      const vectors = () =>
        db.handle.raw<{ face_id: string; ctid: string }>(
          'select face_id, ctid::text from face_vectors order by face_id',
        );
      const before = await vectors();
      expect(before.map((row) => row.face_id)).toEqual([first, second].sort());
      // Moving faces between people writes no new vector row (so no new index entry).
      await db.handle.raw('update faces set person_id = $1, assigned_by = $2', [alice?.id, 'cluster']);
      expect(await vectors()).toEqual(before);
      // A rejected face leaves the index, and comes back when restored; a deleted one is gone.
      await db.handle.raw('update faces set rejected_at = now() where id = $1', [first]);
      expect((await vectors()).map((row) => row.face_id)).toEqual([second]);
      await db.handle.raw('update faces set rejected_at = null where id = $1', [first]);
      expect((await vectors()).map((row) => row.face_id).sort()).toEqual([first, second].sort());
      await db.handle.raw('delete from faces where id = $1', [second]);
      expect((await vectors()).map((row) => row.face_id)).toEqual([first]);
    },
  );

  it('resolves merge chains and aliases both ways, and a cycle of aliases ends', async () => {
    const [a, b, c, d, e] = await db.handle.db
      .insert(persons)
      .values(['A', 'B', 'C', 'D', 'E'].map((name) => ({ name })))
      .returning({ id: persons.id });
    if (!a || !b || !c || !d || !e) throw new Error('persons not created');
    // A → B → C by merges; D is an alias of C; E is alone.
    await db.handle.raw('update persons set merged_into_id = $2 where id = $1', [b.id, c.id]);
    await db.handle.raw('update persons set merged_into_id = $2 where id = $1', [a.id, b.id]);
    await db.handle.db.insert(personAliases).values([
      { personId: c.id, aliasPersonId: d.id },
      { personId: d.id, aliasPersonId: c.id },
    ]);
    const active = await activePersonIds(db.handle.db, [a.id, b.id, c.id, e.id]);
    expect(active.get(a.id)).toBe(c.id);
    expect(active.get(b.id)).toBe(c.id);
    expect(active.get(c.id)).toBe(c.id);
    expect(active.get(e.id)).toBe(e.id);
    const group = [a.id, b.id, c.id, d.id].sort();
    expect(await aliasedPersonIds(db.handle.db, [a.id])).toEqual(group);
    expect(await aliasedPersonIds(db.handle.db, [d.id])).toEqual(group);
    expect(await aliasedPersonIds(db.handle.db, [e.id])).toEqual([e.id]);
  });
});
