import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhoto, createUser } from '../../../test/factories';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, typedClient } from '../../../test/typed-client';
import { faceQueue, UNKNOWN_PERSON } from './photo-faces.service';

type App = Awaited<ReturnType<typeof createTestApp>>;
const NOBODY = '00000000-0000-4000-8000-000000000000';

type FaceRow = {
  person_id: string | null;
  assigned_by: string | null;
  rejected_at: Date | null;
  rejected_by: string | null;
  source: string;
  created_by: string | null;
  box_x: number | null;
  box_y: number | null;
  box_width: number | null;
  box_height: number | null;
  embedding: number[] | null;
};

/** Issue 27 item 4: faces on one photo, for admins only. */
describe.each(TEST_DATABASES)('photo faces on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let bea: Shopper;
  const photo = {
    older: { id: '', photoid: 0 },
    newer: { id: '', photoid: 0 },
    done: { id: '', photoid: 0 },
  };
  const person = { ada: '', adaOld: '', bob: '', eloise: '' };
  const face = { loose: '', adas: '', done: '', falseOne: '' };

  const insertPerson = async (name: string | null, mergedInto: string | null = null) => {
    const [row] = await db.handle.raw<{ id: string }>(
      'insert into persons (name, merged_into_id) values ($1, $2) returning id',
      [name, mergedInto],
    );
    return row?.id ?? '';
  };
  const insertFace = async (photoId: string, personId: string | null, x: number, rejected = false) => {
    const [row] = await db.handle.raw<{ id: string }>(
      `insert into faces (photo_id, person_id, box_x, box_y, box_width, box_height, source, rejected_at)
       values ($1, $2, $3, 0.2, 0.1, 0.15, 'seed', ${rejected ? 'now()' : 'null'}) returning id`,
      [photoId, personId, x],
    );
    return row?.id ?? '';
  };
  const faceRow = async (id: string) => {
    const [row] = await db.handle.raw<FaceRow>(
      `select person_id, assigned_by, rejected_at, rejected_by, source, created_by,
              box_x, box_y, box_width, box_height, embedding from faces where id = $1`,
      [id],
    );
    return row;
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    const creator = await createUser(db.handle);
    const made = async (title: string, createdAt: string, status: 'live' | 'draft' = 'live') => {
      const row = await createPhoto(db.handle, {
        creatorId: creator.id,
        title,
        created_at: createdAt,
        photo_status: status,
        width: 3000,
        height: 2000,
        missing_faces: false,
      });
      return { id: row.id, photoid: row.photoid };
    };
    photo.older = await made('Picnic by the lake', '2024-01-01T10:00:00Z');
    photo.newer = await made('Wedding crowd', '2024-06-01T10:00:00Z', 'draft');
    photo.done = await made('Two sisters', '2024-09-01T10:00:00Z');
    await db.handle.raw('update photos set missing_faces = true where id = $1', [photo.newer.id]);
    person.ada = await insertPerson('Ada Lovelace');
    person.adaOld = await insertPerson('Ada L.', person.ada);
    person.bob = await insertPerson('Bob Marley');
    person.eloise = await insertPerson('Éloïse Martin');
    face.adas = await insertFace(photo.older.id, person.ada, 0.1);
    face.loose = await insertFace(photo.older.id, null, 0.5);
    face.done = await insertFace(photo.done.id, person.bob, 0.3);
    face.falseOne = await insertFace(photo.done.id, null, 0.6, true);
    await insertFace(photo.done.id, person.ada, 0.7);
    await insertFace(photo.done.id, person.eloise, 0.8);
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    bea = await signUpShopper(app, db.handle, 'bea@example.test', 'Bea');
  });
  afterAll(() => db.drop());

  const client = () => admin.client.admin;
  const queue = async (query: Record<string, string> = {}) =>
    (await client()['photos-faces'].queue.$get({ query })).json();
  const detail = async (photoid: number) =>
    (await client()['photos-faces'][':photoid'].$get({ param: { photoid: String(photoid) } })).json();
  const assign = (faceId: string, json: { personId?: string | null; newPersonName?: string }) =>
    client().faces[':faceId'].$patch({ param: { faceId }, json });
  const auditOf = async (id: string) =>
    (await client().audit.$get({ query: { entity_type: 'photo', entity_id: id } })).json();

  it('queues photos with unassigned faces or marked as missing faces, newest first', async () => {
    const answer = await queue();
    expect(answer.total).toBe(2);
    expect(answer.items.map((item) => item.photoid)).toEqual([photo.newer.photoid, photo.older.photoid]);
    expect(answer.items[0]).toMatchObject({ missingFaces: true, unassignedFaces: 0, faceCount: 0 });
    expect(answer.items[1]).toMatchObject({
      title: 'Picnic by the lake',
      missingFaces: false,
      unassignedFaces: 1,
      faceCount: 2,
      aspectRatio: 1.5,
    });
    expect(answer.items[1]?.thumbnailUrl).toEqual(expect.any(String));
    const second = await queue({ offset: '1', limit: '1' });
    expect(second.items.map((item) => item.photoid)).toEqual([photo.older.photoid]);
    expect(second.total).toBe(2);
    expect((await client()['photos-faces'].queue.$get({ query: { limit: 'x' } })).status).toBe(400);
    // Both ways of reading a page (down the date index, or the candidates looked up) agree.
    for (const page of [
      { offset: 0, limit: 24 },
      { offset: 1, limit: 1 },
      { offset: 5, limit: 24 },
    ])
      expect(await faceQueue(db.handle, page, 0)).toEqual(await faceQueue(db.handle, page));
  });

  it('shows a photo with every face, rejected ones included, in reading order', async () => {
    const answer = await detail(photo.done.photoid);
    expect(answer.photo).toMatchObject({
      photoid: photo.done.photoid,
      title: 'Two sisters',
      width: 3000,
      height: 2000,
      aspectRatio: 1.5,
      missingFaces: false,
      facesScannedAt: null,
    });
    expect(answer.photo.previewUrl).toEqual(expect.any(String));
    expect(answer.faces.map((f) => f.box?.x)).toEqual(
      [expect.closeTo(0.3), expect.closeTo(0.6), 0.7, 0.8].map((x) =>
        typeof x === 'number' ? expect.closeTo(x) : x,
      ),
    );
    expect(answer.faces[0]).toMatchObject({ id: face.done, personId: person.bob, personName: 'Bob Marley' });
    expect(answer.faces[1]).toMatchObject({
      id: face.falseOne,
      rejected: true,
      personId: null,
      source: 'seed',
    });
    expect((await client()['photos-faces'][':photoid'].$get({ param: { photoid: '999999' } })).status).toBe(
      404,
    );
    expect((await client()['photos-faces'][':photoid'].$get({ param: { photoid: 'abc' } })).status).toBe(404);
  });

  it('assigns, unassigns and creates a person for a face, and audits each', async () => {
    const assigned = await assign(face.loose, { personId: person.bob });
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toMatchObject({
      id: face.loose,
      personId: person.bob,
      personName: 'Bob Marley',
    });
    expect(await faceRow(face.loose)).toMatchObject({ person_id: person.bob, assigned_by: 'admin' });
    expect((await queue()).items.map((item) => item.photoid)).toEqual([photo.newer.photoid]);

    expect((await assign(face.loose, { personId: null })).status).toBe(200);
    expect(await faceRow(face.loose)).toMatchObject({ person_id: null, assigned_by: 'admin' });

    const created = await assign(face.loose, { newPersonName: '  Clara Schumann ' });
    expect(created.status).toBe(200);
    const body = await created.json();
    expect(body.personName).toBe('Clara Schumann');
    const [clara] = await db.handle.raw<{ id: string; cover_face_id: string; merged_into_id: string | null }>(
      `select id, cover_face_id, merged_into_id from persons where name = 'Clara Schumann'`,
    );
    expect(clara).toMatchObject({ id: body.personId, cover_face_id: face.loose, merged_into_id: null });
    expect(await faceRow(face.loose)).toMatchObject({ person_id: clara?.id, assigned_by: 'admin' });

    const trail = await auditOf(photo.older.id);
    expect(trail.items.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        `Face on #${photo.older.photoid} assigned to “Bob Marley”`,
        `Face on #${photo.older.photoid} no longer assigned to “Bob Marley”`,
        `Face on #${photo.older.photoid} assigned to new person “Clara Schumann”`,
      ]),
    );
    expect(trail.items[0]?.actor_email).toBe('boss@example.test');
  });

  it('lands on the active person when given a merged one, and refuses unknown people', async () => {
    expect((await assign(face.loose, { personId: person.adaOld })).status).toBe(200);
    expect(await faceRow(face.loose)).toMatchObject({ person_id: person.ada });
    for (const personId of [NOBODY, 'not-a-uuid']) {
      const refused = await assign(face.loose, { personId });
      expect(refused.status).toBe(400);
      expect(messageOf(await refused.json())).toBe(UNKNOWN_PERSON);
    }
    expect((await assign(face.loose, { personId: person.bob, newPersonName: 'X' })).status).toBe(400);
    expect((await assign(face.loose, {})).status).toBe(400);
    expect((await assign(face.loose, { newPersonName: '   ' })).status).toBe(400);
    expect(await faceRow(face.loose)).toMatchObject({ person_id: person.ada });
    expect((await assign(NOBODY, { personId: person.bob })).status).toBe(404);
  });

  it('rejects a false face and restores it, keeping its row and person', async () => {
    const rejected = await client().faces[':faceId'].reject.$post({ param: { faceId: face.adas } });
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toMatchObject({ id: face.adas, rejected: true, personId: person.ada });
    expect(await faceRow(face.adas)).toMatchObject({ person_id: person.ada, rejected_by: admin.id });
    expect((await faceRow(face.adas))?.rejected_at).not.toBeNull();
    const other = await faceRow(face.loose);
    expect(other?.person_id).toBe(person.ada);
    const restored = await client().faces[':faceId'].restore.$post({ param: { faceId: face.adas } });
    expect(await restored.json()).toMatchObject({ rejected: false, personId: person.ada });
    expect(await faceRow(face.adas)).toMatchObject({ rejected_at: null, rejected_by: null });
    expect((await client().faces[':faceId'].reject.$post({ param: { faceId: NOBODY } })).status).toBe(404);
    const summaries = (await auditOf(photo.older.id)).items.map((entry) => entry.summary);
    expect(summaries).toContain(`Face on #${photo.older.photoid} rejected as not a face`);
    expect(summaries).toContain(`Face on #${photo.older.photoid} restored`);
  });

  it('saves a face drawn by hand, and refuses a box outside the photo', async () => {
    const faces = client()['photos-faces'][':photoid'].faces;
    const param = { photoid: String(photo.newer.photoid) };
    const box = { x: 0.25, y: 0.3, width: 0.2, height: 0.25 };
    const drawn = await faces.$post({ param, json: { box, personId: person.adaOld } });
    expect(drawn.status).toBe(201);
    const body = await drawn.json();
    expect(body).toMatchObject({ source: 'manual', personId: person.ada, rejected: false, score: null });
    const row = await faceRow(body.id);
    expect(row).toMatchObject({
      source: 'manual',
      created_by: admin.id,
      embedding: null,
      assigned_by: 'admin',
    });
    expect(row?.box_x).toBeCloseTo(0.25);
    expect(row?.box_height).toBeCloseTo(0.25);
    expect((await detail(photo.newer.photoid)).faces.map((f) => f.id)).toEqual([body.id]);

    const loose = await faces.$post({ param, json: { box: { x: 0, y: 0, width: 0.1, height: 0.1 } } });
    expect(await loose.json()).toMatchObject({ personId: null });
    const outside = await faces.$post({ param, json: { box: { x: 0.8, y: 0.3, width: 0.3, height: 0.2 } } });
    expect(outside.status).toBe(400);
    expect(messageOf(await outside.json())).toBe('The box must lie inside the photo.');
    const unknown = await client()['photos-faces'][':photoid'].faces.$post({
      param: { photoid: '999999' },
      json: { box },
    });
    expect(unknown.status).toBe(404);
    expect((await auditOf(photo.newer.id)).items.map((entry) => entry.summary)).toContain(
      `Face drawn by hand on #${photo.newer.photoid}, assigned to “Ada Lovelace”`,
    );
  });

  it('suggests active persons by the start of a name or a word, accents aside', async () => {
    const people = async (q: string) =>
      (await client()['photos-faces'].people.$get({ query: { q } })).json().then((answer) => answer.items);
    expect((await people('ada')).map((p) => p.name)).toEqual(['Ada Lovelace']);
    expect((await people('ELOI')).map((p) => p.name)).toEqual(['Éloïse Martin']);
    expect((await people('mart')).map((p) => p.name)).toEqual(['Éloïse Martin']);
    expect(await people('zzz')).toEqual([]);
    const [ada] = await people('lovelace');
    expect(ada).toMatchObject({ id: person.ada, faceCount: 4 });
    expect(ada?.cover).toMatchObject({ aspectRatio: 1.5, box: { width: expect.closeTo(0.1) } });
    const top = await people('');
    expect(top[0]?.id).toBe(person.ada);
    expect(top.map((p) => p.id)).not.toContain(person.adaOld);
  });

  it('is for admins only: 401 signed out, 403 for a buyer', async () => {
    const param = { photoid: String(photo.older.photoid) };
    for (const [who, status] of [
      [typedClient(app, null).admin, 401],
      [bea.client.admin, 403],
    ] as const) {
      expect((await who['photos-faces'].queue.$get({ query: {} })).status).toBe(status);
      expect((await who['photos-faces'].people.$get({ query: { q: 'a' } })).status).toBe(status);
      expect((await who['photos-faces'][':photoid'].$get({ param })).status).toBe(status);
      expect(
        (
          await who['photos-faces'][':photoid'].faces.$post({
            param,
            json: { box: { x: 0, y: 0, width: 0.1, height: 0.1 } },
          })
        ).status,
      ).toBe(status);
      expect(
        (await who.faces[':faceId'].$patch({ param: { faceId: face.loose }, json: { personId: null } }))
          .status,
      ).toBe(status);
      expect((await who.faces[':faceId'].reject.$post({ param: { faceId: face.loose } })).status).toBe(
        status,
      );
      expect((await who.faces[':faceId'].restore.$post({ param: { faceId: face.loose } })).status).toBe(
        status,
      );
    }
    expect(await faceRow(face.loose)).toMatchObject({ person_id: person.ada, rejected_at: null });
  });
});
