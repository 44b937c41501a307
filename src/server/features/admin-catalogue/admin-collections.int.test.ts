import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from '../../../core/admin-collections';
import { STALE_EDIT } from '../../../core/admin-lists';
import { createPhoto, createUser } from '../../../test/factories';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 25 items 2 and 3: collections edited with versions, ordered, published, scheduled; visitors see only live ones. */
describe.each(TEST_DATABASES)('admin collections on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let buyer: Shopper;
  let guest: TypedClient;
  const photos: { id: string; photoid: number }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    guest = typedClient(app, null);
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    const creator = await createUser(db.handle);
    for (let index = 0; index < 4; index++) {
      const photo = await createPhoto(db.handle, { creatorId: creator.id, title: `Kitchen ${index}` });
      photos.push({ id: photo.id, photoid: photo.photoid });
    }
  });
  afterAll(() => db.drop());

  const id = (index: number) => photos[index]?.id ?? '';
  const number = (index: number) => photos[index]?.photoid ?? 0;
  const create = async (name: string) => {
    const response = await admin.client.admin.collections.$post({ json: { name, description: 'Formica' } });
    expect(response.status).toBe(201);
    return response.json();
  };
  const patch = (
    collectionId: string,
    json: Parameters<TypedClient['admin']['collections'][':id']['$patch']>[0]['json'],
  ) => admin.client.admin.collections[':id'].$patch({ param: { id: collectionId }, json });
  const add = (collectionId: string, json: { version: number; photo_ids?: string[]; photoids?: number[] }) =>
    admin.client.admin.collections[':id'].photos.$post({ param: { id: collectionId }, json });
  const auditOf = async (collectionId: string) =>
    (
      await admin.client.admin.audit.$get({ query: { entity_type: 'collection', entity_id: collectionId } })
    ).json();
  const publicPage = (collectionId: string) =>
    guest.collections[':id'].$get({ param: { id: collectionId }, query: {} });

  it('creates a collection as a draft, refusing bad titles with their messages', async () => {
    const created = await create('  1970s   kitchens ');
    expect(created).toMatchObject({ name: '1970s kitchens', state: 'draft', version: 1, photos: [] });
    for (const [name, message] of [
      ['', COLLECTION_MESSAGES.required],
      ['k', COLLECTION_MESSAGES.tooShort],
      ['k'.repeat(101), COLLECTION_MESSAGES.tooLong],
      ['Kitchens\u202E', COLLECTION_MESSAGES.invalid],
    ] as const) {
      const response = await admin.client.admin.collections.$post({ json: { name } });
      expect(response.status, name).toBe(400);
      expect(messageOf(await response.json())).toBe(message);
    }
    expect((await auditOf(created.id)).items[0]).toMatchObject({ action: 'collection.create' });
    const listed = await admin.client.admin.collections.$get({ query: { q: 'kitchens' } });
    expect(listed.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await listed.json()).items).toMatchObject([{ id: created.id, photo_count: 0, state: 'draft' }]);
    expect((await admin.client.admin.collections.$get({ query: { sort: 'size' } })).status).toBe(400);
  });

  it('adds photos by id and by number, skipping ones already in, and names unknown numbers', async () => {
    const created = await create('Add photos');
    const first = await add(created.id, { version: 1, photo_ids: [id(0)], photoids: [number(1)] });
    const one = await first.json();
    expect(one.version).toBe(2);
    expect(one.photos.map((photo) => photo.id)).toEqual([id(0), id(1)]);
    const again = await (
      await add(created.id, { version: 2, photoids: [number(3), number(1), number(2)] })
    ).json();
    // Pasted numbers go in as pasted; one already in stays where it was.
    expect(again.photos.map((photo) => photo.id)).toEqual([id(0), id(1), id(3), id(2)]);
    const unknown = await add(created.id, { version: 3, photoids: [999_999] });
    expect(unknown.status).toBe(400);
    expect(messageOf(await unknown.json())).toBe('No photo #999999');
    const nothing = await add(created.id, { version: 3 });
    expect(messageOf(await nothing.json())).toBe(COLLECTION_MESSAGES.nothingToAdd);
    const entries = (await auditOf(created.id)).items.filter(
      (entry) => entry.action === 'collection.add_photos',
    );
    // Newest first.
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Added 2 photos to “Add photos”',
      'Added 2 photos to “Add photos”',
    ]);
  });

  it('edits, reorders, removes, sets the cover, publishes: each audited, the version rising', async () => {
    const created = await create('Edited');
    const filled = await (await add(created.id, { version: 1, photo_ids: [id(0), id(1), id(2)] })).json();
    const saved = await patch(created.id, {
      version: filled.version,
      name: 'Edited kitchens',
      description: 'Linoleum',
      photo_ids: [id(2), id(0)],
      cover_photo_id: id(2),
      is_published: true,
    });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body).toMatchObject({
      name: 'Edited kitchens',
      description: 'Linoleum',
      cover_photo_id: id(2),
      is_published: true,
      state: 'live',
      version: filled.version + 1,
    });
    expect(body.photos.map((photo) => photo.id)).toEqual([id(2), id(0)]);
    const actions = (await auditOf(created.id)).items.map((entry) => entry.action);
    for (const action of [
      'collection.edit',
      'collection.cover',
      'collection.remove_photos',
      'collection.reorder',
      'collection.publish',
    ])
      expect(actions).toContain(action);
    const reorder = (await auditOf(created.id)).items.find((entry) => entry.action === 'collection.reorder');
    expect(reorder).toMatchObject({
      before: { photoids: [number(0), number(2)] },
      after: { photoids: [number(2), number(0)] },
    });

    const page = await (await publicPage(created.id)).json();
    expect(page.items.map((item) => item.id)).toEqual([id(2), id(0)]);

    const notMember = await patch(created.id, { version: body.version, cover_photo_id: id(3) });
    expect(notMember.status).toBe(400);
    expect(messageOf(await notMember.json())).toBe(COLLECTION_MESSAGES.coverNotMember);
    const twice = await patch(created.id, { version: body.version, photo_ids: [id(0), id(0)] });
    expect(messageOf(await twice.json())).toBe(COLLECTION_MESSAGES.duplicatePhotos);
    const noVersion = await app.request(`/api/admin/collections/${created.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', Cookie: admin.cookie },
      body: JSON.stringify({ name: 'No version' }),
    });
    expect(noVersion.status).toBe(400);
    expect(messageOf(await noVersion.json())).toBe(COLLECTION_MESSAGES.versionRequired);
  });

  it('refuses a save based on an older version: the second admin is told, nothing is overwritten', async () => {
    const created = await create('Two admins');
    const first = await patch(created.id, { version: 1, name: 'First admin’s title' });
    expect(first.status).toBe(200);
    const second = await patch(created.id, { version: 1, name: 'Second admin’s title' });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { code: 'changed', message: STALE_EDIT } });
    const stillFirst = await (
      await admin.client.admin.collections[':id'].$get({ param: { id: created.id } })
    ).json();
    expect(stillFirst).toMatchObject({ name: 'First admin’s title', version: 2 });
    const staleAdd = await add(created.id, { version: 1, photo_ids: [id(0)] });
    expect(staleAdd.status).toBe(409);
    // Two saves at the same moment from the same version: exactly one wins.
    const racing = await Promise.all([
      patch(created.id, { version: 2, description: 'One' }),
      patch(created.id, { version: 2, description: 'Two' }),
    ]);
    expect(racing.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it('shows visitors only published collections inside their window, others are not found', async () => {
    const scheduled = await create('Later');
    await add(scheduled.id, { version: 1, photo_ids: [id(0)] });
    const inFuture = new Date(Date.now() + 86_400_000).toISOString();
    const future = await (
      await patch(scheduled.id, { version: 2, is_published: true, publish_at: inFuture })
    ).json();
    expect(future.state).toBe('scheduled');
    expect((await publicPage(scheduled.id)).status).toBe(404);
    const ended = await create('Ended');
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const earlier = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const window = await patch(ended.id, {
      version: 1,
      is_published: true,
      publish_at: earlier,
      unpublish_at: past,
    });
    expect((await window.json()).state).toBe('ended');
    expect((await publicPage(ended.id)).status).toBe(404);
    const draft = await create('Draft');
    expect((await publicPage(draft.id)).status).toBe(404);
    const names = (await (await guest.collections.$get()).json()).items.map((item) => item.name);
    expect(names).not.toContain('Later');
    expect(names).not.toContain('Ended');
    expect(names).not.toContain('Draft');
    const backwards = await patch(draft.id, { version: 1, publish_at: inFuture, unpublish_at: past });
    expect(backwards.status).toBe(400);
    expect(messageOf(await backwards.json())).toBe(COLLECTION_MESSAGES.windowOrder);
    expect((await auditOf(scheduled.id)).items.map((entry) => entry.action)).toContain('collection.schedule');
  });

  it('is the back office’s only: buyers get 403, guests 401, unknown ids 404', async () => {
    const routes: [string, (client: TypedClient) => Promise<Response>][] = [
      ['GET collections', (client) => client.admin.collections.$get({ query: {} })],
      ['POST collection', (client) => client.admin.collections.$post({ json: { name: 'Sneaky' } })],
      [
        'PATCH collection',
        (client) => client.admin.collections[':id'].$patch({ param: { id: id(0) }, json: { version: 1 } }),
      ],
    ];
    for (const [label, send] of routes) {
      expect((await send(buyer.client)).status, label).toBe(403);
      expect((await send(typedClient(app, null))).status, label).toBe(401);
    }
    const unknown = await admin.client.admin.collections[':id'].$get({
      param: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(messageOf(await unknown.json())).toBe(COLLECTION_MESSAGES.notFound);
  });
});
