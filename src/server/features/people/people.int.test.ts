import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MERGE_INTO_ITSELF, SPLIT_ALL_FACES } from '../../../core/people';
import { createPhoto, createUser } from '../../../test/factories';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, typedClient } from '../../../test/typed-client';

type App = Awaited<ReturnType<typeof createTestApp>>;
const NOBODY = '00000000-0000-4000-8000-000000000000';

/** A unit embedding pointing mostly along axis `axis`, nudged along axis 127. */
function embedding(axis: number, nudge = 0): number[] {
  const values: number[] = Array.from({ length: 128 }, (_, i) => (i === axis ? 1 : 0));
  values[127] = (values[127] ?? 0) + nudge;
  const norm = Math.hypot(...values);
  return values.map((value) => value / norm);
}

/** Issue 27 item 3: the people API for admins. */
describe.each(TEST_DATABASES)('people on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let buyer: Shopper;
  let creatorId: string;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    await db.reset();
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    buyer = await signUpShopper(app, db.handle, 'bea@example.test', 'Bea');
    creatorId = (await createUser(db.handle)).id;
  });

  const people = () => admin.client.admin.people;
  const photo = async () => (await createPhoto(db.handle, { creatorId })).id;
  const person = async (name: string | null, hidden = false) => {
    const [row] = await db.handle.raw<{ id: string }>(
      'insert into persons (name, hidden) values ($1, $2) returning id',
      [name, hidden],
    );
    return row?.id ?? '';
  };
  const face = async (
    personId: string | null,
    photoId: string,
    options: { score?: number; source?: string; vector?: number[] } = {},
  ) => {
    const [row] = await db.handle.raw<{ id: string }>(
      `insert into faces (photo_id, person_id, source, score, embedding, box_x, box_y, box_width, box_height)
       values ($1, $2, $3, $4, $5, 0.1, 0.1, 0.2, 0.2) returning id`,
      [photoId, personId, options.source ?? 'detected', options.score ?? null, options.vector ?? null],
    );
    return row?.id ?? '';
  };
  const release = async () => {
    const [row] = await db.handle.raw<{ id: string }>(
      `insert into releases (creator_id, kind, signer, signer_role, signed_on, covers, file_key, file_name, content_type, file_size, content_sha256)
       values ($1, 'person', 'Someone', 'the person shown', '2020-01-01', 'them', 'k', 'f.pdf', 'application/pdf', 0, md5(random()::text))
       returning id`,
      [creatorId],
    );
    return row?.id ?? '';
  };
  const link = (photoId: string, personId: string, releaseId: string) =>
    db.handle.raw('insert into photo_person_releases (photo_id, person_id, release_id) values ($1, $2, $3)', [
      photoId,
      personId,
      releaseId,
    ]);
  const facesOf = async (personId: string) =>
    (
      await db.handle.raw<{ id: string }>('select id from faces where person_id = $1 order by id', [personId])
    ).map((row) => row.id);
  const linksOf = async (personId: string) =>
    await db.handle.raw<{ photo_id: string; release_id: string }>(
      'select photo_id, release_id from photo_person_releases where person_id = $1 order by photo_id',
      [personId],
    );
  const personRow = async (id: string) =>
    (
      await db.handle.raw<{
        name: string | null;
        hidden: boolean;
        merged_into_id: string | null;
        cover_face_id: string | null;
      }>('select name, hidden, merged_into_id, cover_face_id from persons where id = $1', [id])
    )[0];
  const merge = (targetId: string, sourceIds: string[]) =>
    people().merge.$post({ json: { targetId, sourceIds } });

  it('lists active persons most photos first, filters hidden, searches names without case or accents', async () => {
    const [p1, p2, p3] = [await photo(), await photo(), await photo()];
    const anna = await person('Anna Müller');
    const ruth = await person('Ruth');
    const hidden = await person('Zoë', true);
    const unnamed = await person(null);
    const gone = await person('Gone');
    await db.handle.raw('update persons set merged_into_id = $1 where id = $2', [ruth, gone]);
    const best = await face(ruth, p1, { score: 0.99 });
    await face(ruth, p2, { score: 0.5 });
    await face(ruth, p2, { source: 'seed' });
    await face(anna, p1);
    await face(anna, p3);
    await face(hidden, p1);
    await face(unnamed, p1);
    await face(unnamed, p1);
    const list = await (await people().$get({ query: {} })).json();
    expect(list.items.map((item) => item.id)).toEqual([ruth, anna, unnamed]);
    expect(list.total).toBe(3);
    expect(list.items[0]).toMatchObject({ name: 'Ruth', photoCount: 2, faceCount: 3, hidden: false });
    expect(list.items[0]?.cover?.faceId).toBe(best);
    expect(list.items[0]?.cover?.box).toMatchObject({ x: expect.closeTo(0.1, 5) });
    const hiddenOnly = await (await people().$get({ query: { show: 'hidden' } })).json();
    expect(hiddenOnly.items.map((item) => item.id)).toEqual([hidden]);
    const all = await (await people().$get({ query: { show: 'all' } })).json();
    expect(all.total).toBe(4);
    const search = await (await people().$get({ query: { q: 'MULLER', show: 'all' } })).json();
    expect(search.items.map((item) => item.id)).toEqual([anna]);
    const zoe = await (await people().$get({ query: { q: 'zoe', show: 'all' } })).json();
    expect(zoe.items.map((item) => item.id)).toEqual([hidden]);
    const paged = await (await people().$get({ query: { offset: '1', limit: '1' } })).json();
    expect(paged).toMatchObject({ total: 3, items: [{ id: anna }] });
    expect((await people().$get({ query: { show: 'nope' } })).status).toBe(400);
  });

  it('renames, hides and chooses a cover; refuses a face of someone else and a merged person', async () => {
    const p1 = await photo();
    const anna = await person('Anna');
    const other = await person('Other');
    const mine = await face(anna, p1);
    const theirs = await face(other, p1);
    const renamed = await people()[':id'].$patch({ param: { id: anna }, json: { name: '  Anna Berg  ' } });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).name).toBe('Anna Berg');
    expect((await people()[':id'].$patch({ param: { id: anna }, json: { name: '<b>' } })).status).toBe(400);
    expect(
      (await people()[':id'].$patch({ param: { id: anna }, json: { name: 'x'.repeat(101) } })).status,
    ).toBe(400);
    await people()[':id'].$patch({ param: { id: anna }, json: { hidden: true, coverFaceId: mine } });
    expect(await personRow(anna)).toMatchObject({ name: 'Anna Berg', hidden: true, cover_face_id: mine });
    const wrong = await people()[':id'].$patch({ param: { id: anna }, json: { coverFaceId: theirs } });
    expect(wrong.status).toBe(400);
    await people()[':id'].$patch({ param: { id: anna }, json: { name: null } });
    expect((await personRow(anna))?.name).toBeNull();
    await merge(other, [anna]);
    expect((await people()[':id'].$patch({ param: { id: anna }, json: { name: 'Late' } })).status).toBe(409);
    expect((await people()[':id'].$patch({ param: { id: NOBODY }, json: { name: 'X' } })).status).toBe(404);
  });

  it('merges faces, ids, aliases and consent links, keeping the target’s name and cover; undo puts it all back', async () => {
    const [p1, p2, p3] = [await photo(), await photo(), await photo()];
    const ruth = await person('Ruth');
    const anna = await person('Anna', true);
    const bo = await person(null);
    const ruthFace = await face(ruth, p1);
    const annaFaces = [await face(anna, p2), await face(anna, p3)];
    const boFace = await face(bo, p1);
    await db.handle.raw('update persons set cover_face_id = $1 where id = $2', [ruthFace, ruth]);
    await db.handle.raw('update persons set cover_face_id = $1 where id = $2', [annaFaces[1], anna]);
    const [r1, r2, r3] = [await release(), await release(), await release()];
    await link(p1, ruth, r1);
    await link(p2, anna, r2);
    await link(p1, bo, r3);
    const answer = await merge(ruth, [anna, bo]);
    expect(answer.status).toBe(200);
    const merged = await answer.json();
    expect(merged.person).toMatchObject({
      id: ruth,
      name: 'Ruth',
      faceCount: 4,
      photoCount: 3,
      hidden: false,
    });
    expect(merged.person.cover?.faceId).toBe(ruthFace);
    expect(await facesOf(ruth)).toEqual([ruthFace, ...annaFaces, boFace].sort());
    expect((await personRow(anna))?.merged_into_id).toBe(ruth);
    expect((await personRow(bo))?.merged_into_id).toBe(ruth);
    const aliases = await db.handle.raw<{ alias_person_id: string }>(
      'select alias_person_id from person_aliases where person_id = $1 order by alias_person_id',
      [ruth],
    );
    expect(aliases.map((row) => row.alias_person_id)).toEqual([anna, bo].sort());
    // Anna's link moves; Bo's on p1 is dropped: Ruth already has one there.
    expect(await linksOf(ruth)).toEqual(
      [
        { photo_id: p1, release_id: r1 },
        { photo_id: p2, release_id: r2 },
      ].sort((a, b) => a.photo_id.localeCompare(b.photo_id)),
    );
    expect(await linksOf(bo)).toEqual([]);
    const [snapshot] = await db.handle.raw<{
      sources: { personId: string; faceIds: string[]; hidden: boolean }[];
    }>('select sources from person_merges where id = $1', [merged.mergeId]);
    expect(snapshot?.sources.find((source) => source.personId === anna)).toMatchObject({
      hidden: true,
      faceIds: [...annaFaces].sort(),
    });
    const audit = await db.handle.raw<{ action: string }>(
      `select action from audit_log where entity_type = 'person' and entity_id = $1`,
      [ruth],
    );
    expect(audit.map((row) => row.action)).toContain('person.merge');
    const moved = await (await people()[':id'].$get({ param: { id: anna } })).json();
    expect(moved).toEqual({ movedTo: ruth });
    const detail = await (await people()[':id'].$get({ param: { id: ruth } })).json();
    expect('mergedFrom' in detail && detail.mergedFrom.map((item) => item.id).sort()).toEqual(
      [anna, bo].sort(),
    );
    const last = await (await people().merges.last.$get()).json();
    expect(last.merge).toMatchObject({
      id: merged.mergeId,
      target: { id: ruth, name: 'Ruth' },
      createdBy: 'Ada',
    });
    expect(last.merge?.sources.map((source) => source.id).sort()).toEqual([anna, bo].sort());

    const undone = await people().merges[':id'].undo.$post({ param: { id: merged.mergeId } });
    expect(undone.status).toBe(200);
    expect(await facesOf(ruth)).toEqual([ruthFace]);
    expect(await facesOf(anna)).toEqual([...annaFaces].sort());
    expect(await facesOf(bo)).toEqual([boFace]);
    expect(await personRow(anna)).toMatchObject({
      merged_into_id: null,
      hidden: true,
      cover_face_id: annaFaces[1],
    });
    expect(await linksOf(ruth)).toEqual([{ photo_id: p1, release_id: r1 }]);
    expect(await linksOf(anna)).toEqual([{ photo_id: p2, release_id: r2 }]);
    expect(await linksOf(bo)).toEqual([{ photo_id: p1, release_id: r3 }]);
    expect(await db.handle.raw('select 1 from person_aliases')).toEqual([]);
    expect((await (await people().merges.last.$get()).json()).merge).toBeNull();
    const again = await people().merges[':id'].undo.$post({ param: { id: merged.mergeId } });
    expect(again.status).toBe(409);
  });

  it('an unnamed target takes a source’s name, and gives it back on undo', async () => {
    const target = await person(null);
    const anna = await person('Anna');
    const { mergeId, person: merged } = await (await merge(target, [anna])).json();
    expect(merged.name).toBe('Anna');
    await people().merges[':id'].undo.$post({ param: { id: mergeId } });
    expect((await personRow(target))?.name).toBeNull();
    expect((await personRow(anna))?.name).toBe('Anna');
  });

  it('refuses a merge into itself (400), an unknown person (404), an already merged person (409)', async () => {
    const anna = await person('Anna');
    const ruth = await person('Ruth');
    const self = await merge(anna, [anna, ruth]);
    expect(self.status).toBe(400);
    expect(messageOf(await self.json())).toBe(MERGE_INTO_ITSELF);
    expect((await merge(anna, [NOBODY])).status).toBe(404);
    expect((await merge(ruth, [anna])).status).toBe(200);
    const late = await merge(ruth, [anna]);
    expect(late.status).toBe(409);
    expect(messageOf(await late.json())).toBe(
      'Anna was merged into Ruth a moment ago. Reload to see the people as they are now.',
    );
  });

  it('two merges of the same persons at once: one succeeds, one 409, no face lost', async () => {
    const p1 = await photo();
    const anna = await person('Anna');
    const ruth = await person('Ruth');
    const all = [await face(anna, p1), await face(anna, p1), await face(ruth, p1)].sort();
    const answers = await Promise.all([merge(ruth, [anna]), merge(anna, [ruth])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers[0]?.status === 200 ? ruth : anna;
    expect(await facesOf(winner)).toEqual(all);
    const [count] = await db.handle.raw<{ n: number }>(
      'select count(*)::int as n from persons where merged_into_id is null',
    );
    expect(count?.n).toBe(1);
  });

  it('follows a merge chain A→B→C, refuses the cycle C into A, and undoes only the latest merge', async () => {
    const a = await person('A');
    const b = await person('B');
    const c = await person('C');
    const first = await (await merge(b, [a])).json();
    await merge(c, [b]);
    expect(await (await people()[':id'].$get({ param: { id: a } })).json()).toEqual({ movedTo: c });
    expect((await merge(a, [c])).status).toBe(409);
    expect((await people().merges[':id'].undo.$post({ param: { id: first.mergeId } })).status).toBe(409);
    expect((await people()[':id'].$get({ param: { id: NOBODY } })).status).toBe(404);
  });

  it('splits faces off into a new person, moving a consent link when no face is left on its photo', async () => {
    const [p1, p2] = [await photo(), await photo()];
    const anna = await person('Anna');
    const [f1, f2, f3] = [await face(anna, p1), await face(anna, p2), await face(anna, p2)];
    const other = await face(await person('Other'), p1);
    const [r1, r2] = [await release(), await release()];
    await link(p1, anna, r1);
    await link(p2, anna, r2);
    const none = await people()[':id'].split.$post({ param: { id: anna }, json: { faceIds: [] } });
    expect(none.status).toBe(400);
    const everything = await people()[':id'].split.$post({
      param: { id: anna },
      json: { faceIds: [f1, f2, f3] },
    });
    expect(everything.status).toBe(400);
    expect(messageOf(await everything.json())).toBe(SPLIT_ALL_FACES);
    const foreign = await people()[':id'].split.$post({ param: { id: anna }, json: { faceIds: [other] } });
    expect(foreign.status).toBe(400);
    const split = await people()[':id'].split.$post({
      param: { id: anna },
      json: { faceIds: [f1, f2], name: 'Bea' },
    });
    expect(split.status).toBe(200);
    const { person: created } = await split.json();
    expect(created).toMatchObject({ name: 'Bea', faceCount: 2, photoCount: 2 });
    expect(await facesOf(created.id)).toEqual([f1, f2].sort());
    expect(await facesOf(anna)).toEqual([f3]);
    const [assigned] = await db.handle.raw<{ assigned_by: string }>(
      'select assigned_by from faces where id = $1',
      [f1],
    );
    expect(assigned?.assigned_by).toBe('admin');
    // p1 has no face of Anna left: its link moves; p2 still shows Anna (f3): it stays.
    expect(await linksOf(created.id)).toEqual([{ photo_id: p1, release_id: r1 }]);
    expect(await linksOf(anna)).toEqual([{ photo_id: p2, release_id: r2 }]);
  });

  it('finds similar people through nearest faces, leaving out hidden people and people without embeddings', async () => {
    const [p1, p2] = [await photo(), await photo()];
    const anna = await person('Anna');
    const twin = await person('Twin');
    const far = await person('Far');
    const shy = await person('Shy', true);
    const plain = await person('Plain');
    await face(anna, p1, { vector: embedding(0) });
    await face(twin, p2, { vector: embedding(0, 0.1) });
    await face(far, p2, { vector: embedding(0, 0.6) });
    await face(shy, p2, { vector: embedding(0, 0.05) });
    await face(plain, p2);
    const similar = await (await people()[':id'].similar.$get({ param: { id: anna } })).json();
    expect(similar.items.map((item) => item.id)).toEqual([twin, far]);
    expect(similar.items[0]?.distance).toBeLessThan(similar.items[1]?.distance ?? 0);
    expect(await (await people()[':id'].similar.$get({ param: { id: plain } })).json()).toEqual({
      items: [],
    });
  });

  it('is for admins only: 401 signed out, 403 for a buyer', async () => {
    const anna = await person('Anna');
    const ruth = await person('Ruth');
    const guest = typedClient(app, null).admin.people;
    for (const client of [guest, buyer.client.admin.people]) {
      const expected = client === guest ? 401 : 403;
      const statuses = [
        (await client.$get({ query: {} })).status,
        (await client[':id'].$get({ param: { id: anna } })).status,
        (await client[':id'].$patch({ param: { id: anna }, json: { name: 'X' } })).status,
        (await client[':id'].similar.$get({ param: { id: anna } })).status,
        (await client.merge.$post({ json: { targetId: anna, sourceIds: [ruth] } })).status,
        (await client.merges.last.$get()).status,
        (await client.merges[':id'].undo.$post({ param: { id: NOBODY } })).status,
        (await client[':id'].split.$post({ param: { id: anna }, json: { faceIds: [NOBODY] } })).status,
      ];
      expect(statuses).toEqual(statuses.map(() => expected));
    }
    expect((await people().$get({ query: {} })).status).toBe(200);
    expect((await people().merges.last.$get()).status).toBe(200);
    expect((await people()[':id'].similar.$get({ param: { id: anna } })).status).toBe(200);
    expect((await people()[':id'].$get({ param: { id: anna } })).status).toBe(200);
  });
});
