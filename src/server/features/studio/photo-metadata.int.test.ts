import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_EDIT } from '../../../core/admin-lists';
import { IMPORT_MESSAGES, LOCKED_MESSAGE, METADATA_MESSAGES } from '../../../core/photo-metadata';
import { createPhoto } from '../../../test/factories';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 26 item 3: describing photos one at a time, in bulk and by CSV, with versions, locks and the audit trail. */
describe.each(TEST_DATABASES)('describing photos on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let ann: Shopper;
  let bob: Shopper;
  let guest: TypedClient;
  const batch = randomUUID();
  const draft = (creatorId: string, overrides: Record<string, unknown> = {}) =>
    createPhoto(db.handle, {
      creatorId,
      photo_status: 'draft',
      date_taken: null,
      decade_taken: null,
      tags: ['kitchen'],
      ...overrides,
    });

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    guest = typedClient(app, null);
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    ann = await signUpShopper(app, db.handle, 'ann@example.test', 'Ann');
    bob = await signUpShopper(app, db.handle, 'bob@example.test', 'Bob');
  });
  afterAll(() => db.drop());

  const get = (who: TypedClient, photoid: number) =>
    who.studio.photos[':photoid'].$get({ param: { photoid: String(photoid) } });
  const patch = (who: TypedClient, photoid: number, json: Record<string, unknown>) =>
    who.studio.photos[':photoid'].$patch({
      param: { photoid: String(photoid) },
      json: json as { version: number },
    });

  it('lets the owner read and change a draft, bumping the version and writing the audit trail', async () => {
    const photo = await draft(ann.id);
    const loaded = await get(ann.client, photo.photoid);
    expect(loaded.status).toBe(200);
    const before = await loaded.json();
    expect(before).toMatchObject({ photoid: photo.photoid, editable: true, version: 1, status: 'draft' });
    const saved = await patch(ann.client, photo.photoid, {
      version: 1,
      title: '  Breakfast in the kitchen ',
      tags: ['kitchen', 'breakfast', 'Formica', 'family', 'morning'],
      date_taken: '1974-07-04',
      price_cents: 4500,
    });
    expect(saved.status).toBe(200);
    const after = await saved.json();
    expect(after).toMatchObject({
      version: 2,
      title: 'Breakfast in the kitchen',
      decade_taken: '1970s',
      price_cents: 4500,
      missing_to_submit: [],
    });
    const audit = await admin.client.admin.audit.$get({
      query: { entity_type: 'photo', entity_id: photo.id },
    });
    const [entry] = (await audit.json()).items;
    expect(entry).toMatchObject({ action: 'photo.describe', actor_email: 'ann@example.test' });
    expect(entry?.before).toMatchObject({ price_cents: photo.price_cents });
    expect(entry?.after).toMatchObject({ title: 'Breakfast in the kitchen', price_cents: 4500 });
  });

  it('refuses bad values with their messages (400)', async () => {
    const photo = await draft(ann.id);
    for (const [json, message] of [
      [{ title: 'ab' }, METADATA_MESSAGES.titleShort],
      [{ title: 'Kitchen\u202E' }, METADATA_MESSAGES.invisible],
      [{ tags: ['sofa', 'Sofa'] }, METADATA_MESSAGES.tagDuplicate('Sofa')],
      [{ tags: ['x'] }, METADATA_MESSAGES.tagLength],
      [{ tags: Array.from({ length: 51 }, (_, i) => `tag ${i}`) }, METADATA_MESSAGES.tooManyTags],
      [{ date_taken: '1820-01-01' }, METADATA_MESSAGES.dateRange(new Date().toISOString().slice(0, 10))],
      [{ date_taken: '1974-02-30' }, METADATA_MESSAGES.dateFormat],
      [
        { date_taken: '1974-07-04', decade_taken: '1960s' },
        METADATA_MESSAGES.decadeMismatch('1974-07-04', '1960s'),
      ],
      [{ people_count: 101 }, METADATA_MESSAGES.peopleCount],
      [{ price_cents: 10 }, METADATA_MESSAGES.price],
      [{ image_style: 'Oil painting' }, METADATA_MESSAGES.unknownValue('Image style', ['x']).split(':')[0]],
      [{ event_ids: [randomUUID()] }, 'No event has the id'],
      [{ colour: 'red' }, METADATA_MESSAGES.unknownField('colour')],
    ] as const) {
      const response = await patch(ann.client, photo.photoid, { version: 1, ...json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(messageOf(await response.json())).toContain(message);
    }
    const bad = await ann.client.studio.photos[':photoid'].$get({ param: { photoid: 'abc' } });
    expect(bad.status).toBe(400);
  });

  it('refuses a stale version (409) and keeps the newer save', async () => {
    const photo = await draft(ann.id);
    expect((await patch(ann.client, photo.photoid, { version: 1, title: 'First save' })).status).toBe(200);
    const stale = await patch(ann.client, photo.photoid, { version: 1, title: 'Second save' });
    expect(stale.status).toBe(409);
    expect(messageOf(await stale.json())).toBe(STALE_EDIT);
    expect(await (await get(ann.client, photo.photoid)).json()).toMatchObject({
      title: 'First save',
      version: 2,
    });
  });

  it('locks a contributor out while the photo is in review, not an admin; 404 for others, 401 for guests', async () => {
    const photo = await draft(ann.id, { photo_status: 'in_review' });
    expect(await (await get(ann.client, photo.photoid)).json()).toMatchObject({
      editable: false,
      locked_reason: LOCKED_MESSAGE,
    });
    const locked = await patch(ann.client, photo.photoid, { version: 1, title: 'Changed in review' });
    expect(locked.status).toBe(409);
    expect(messageOf(await locked.json())).toBe(LOCKED_MESSAGE);
    expect((await get(bob.client, photo.photoid)).status).toBe(404);
    expect((await patch(bob.client, photo.photoid, { version: 1, title: 'Not mine' })).status).toBe(404);
    expect((await get(guest, photo.photoid)).status).toBe(401);
    expect((await patch(guest, photo.photoid, { version: 1, title: 'Guest' })).status).toBe(401);
    const byAdmin = await patch(admin.client, photo.photoid, {
      version: 1,
      title: 'Changed by the reviewer',
    });
    expect(byAdmin.status).toBe(200);
    expect((await get(admin.client, 999_999)).status).toBe(404);
  });

  it('edits in bulk, applying what it may and saying why it refused the rest', async () => {
    const one = await draft(ann.id, { tags: ['sofa', 'lamp'] });
    const two = await draft(ann.id, { tags: ['lamp'] });
    const reviewed = await draft(ann.id, { photo_status: 'submitted' });
    const others = await draft(bob.id);
    const response = await ann.client.studio.photos.bulk.$post({
      json: {
        photoids: [one.photoid, two.photoid, reviewed.photoid, others.photoid, 999_999],
        set: { price_cents: 6500 },
        add_tags: ['Christmas', 'SOFA'],
        remove_tags: ['lamp'],
      },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).results).toEqual([
      { photoid: one.photoid, result: 'applied' },
      { photoid: two.photoid, result: 'applied' },
      { photoid: reviewed.photoid, result: 'refused', reason: LOCKED_MESSAGE },
      { photoid: others.photoid, result: 'refused', reason: 'Photo not found.' },
      { photoid: 999_999, result: 'refused', reason: 'Photo not found.' },
    ]);
    expect(await (await get(ann.client, one.photoid)).json()).toMatchObject({
      tags: ['sofa', 'Christmas'],
      price_cents: 6500,
    });
    expect(await (await get(ann.client, two.photoid)).json()).toMatchObject({ tags: ['Christmas', 'SOFA'] });
    const empty = await ann.client.studio.photos.bulk.$post({ json: { photoids: [one.photoid] } });
    expect(empty.status).toBe(400);
  });

  it('imports a CSV for a batch: unknown columns ignored, a file not in the batch refused, a bad cell refused alone', async () => {
    const first = await draft(admin.id, { original_file_name: null });
    const second = await draft(admin.id);
    const third = await draft(admin.id);
    for (const [photo, name] of [
      [first, 'IMG_0001.jpg'],
      [second, 'IMG_0002.jpg'],
      [third, 'IMG_0003.jpg'],
    ] as const)
      await db.handle.raw(
        `insert into photo_uploads (batch_id, uploaded_by, creator_id, file_name, state, photo_id)
         values ($1, $2, $2, $3, 'ready', $4)`,
        [batch, admin.id, name, photo.id],
      );
    const csv = [
      'file_name,title,tags,price_cents,decade_taken,camera',
      'IMG_0001.jpg,Grandma’s kitchen,kitchen;grandma;formica;1970s;family,4500,1970s,Nikon',
      'IMG_0002.jpg,Birthday cake,cake;party,12,1960s,Canon',
      'IMG_9999.jpg,Nobody,one;two,4500,,',
      'IMG_0003.jpg,ab,,,,',
    ].join('\n');
    const response = await admin.client.studio.imports.$post({ json: { batch, csv } });
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.ignored_columns).toEqual(['camera']);
    expect(report.rows).toEqual([
      {
        row: 2,
        file_name: 'IMG_0001.jpg',
        photoid: first.photoid,
        applied: ['title', 'tags', 'price_cents', 'decade_taken'],
        refused: [],
      },
      {
        row: 3,
        file_name: 'IMG_0002.jpg',
        photoid: second.photoid,
        applied: ['title', 'tags', 'decade_taken'],
        refused: [{ field: 'price_cents', reason: METADATA_MESSAGES.price }],
      },
      {
        row: 4,
        file_name: 'IMG_9999.jpg',
        photoid: null,
        applied: [],
        refused: [{ field: 'file_name', reason: IMPORT_MESSAGES.notInBatch('IMG_9999.jpg') }],
      },
      {
        row: 5,
        file_name: 'IMG_0003.jpg',
        photoid: third.photoid,
        applied: [],
        refused: [{ field: 'title', reason: METADATA_MESSAGES.titleShort }],
      },
    ]);
    expect(await (await get(admin.client, first.photoid)).json()).toMatchObject({
      title: 'Grandma’s kitchen',
      tags: ['kitchen', 'grandma', 'formica', '1970s', 'family'],
      price_cents: 4500,
    });
    expect(await (await get(admin.client, second.photoid)).json()).toMatchObject({
      title: 'Birthday cake',
      price_cents: second.price_cents,
    });
    const listed = await admin.client.studio.selection.$get({ query: { batch } });
    expect((await listed.json()).items.map((item) => [item.photoid, item.file_name])).toEqual([
      [first.photoid, 'IMG_0001.jpg'],
      [second.photoid, 'IMG_0002.jpg'],
      [third.photoid, 'IMG_0003.jpg'],
    ]);
    expect((await (await ann.client.studio.selection.$get({ query: { batch } })).json()).items).toEqual([]);
    expect((await admin.client.studio.selection.$get({ query: { ids: '1,x' } })).status).toBe(400);
    expect((await admin.client.studio.selection.$get({ query: {} })).status).toBe(400);
    // The batch is not Ann's: none of its files are found.
    const foreign = await ann.client.studio.imports.$post({ json: { batch, csv } });
    expect((await foreign.json()).rows.every((row) => row.photoid === null)).toBe(true);
    const noFile = await admin.client.studio.imports.$post({ json: { batch, csv: 'title\nKitchen' } });
    expect(noFile.status).toBe(400);
    expect(messageOf(await noFile.json())).toBe(IMPORT_MESSAGES.noFileColumn);
  });

  it('suggests keywords from the catalogue and from the photo itself', async () => {
    await createPhoto(db.handle, { creatorId: bob.id, tags: ['kitchenette', 'kitchen', 'garden'] });
    const photo = await draft(ann.id, { description: 'A kitchen table with the kids', tags: [] });
    const response = await ann.client.studio['tag-suggestions'].$get({
      query: { q: 'kit', photoid: String(photo.photoid) },
    });
    expect(response.status).toBe(200);
    const { items } = await response.json();
    expect(items[0]).toEqual({ tag: 'kitchen', source: 'photo' });
    expect(items.map((item) => item.tag)).toContain('kitchenette');
    expect(items.every((item) => item.tag.toLowerCase().startsWith('kit'))).toBe(true);
    expect((await guest.studio['tag-suggestions'].$get({ query: { q: 'kit' } })).status).toBe(401);
  });
});
