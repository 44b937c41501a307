import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { createPhoto, createUser } from '../../../test/factories';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Issue 12, items 2 and 3: wishlists, their photos and share links. */
describe.each(TEST_DATABASES)('wishlists on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let guest: TypedClient;
  let owner: Shopper;
  let other: Shopper;
  let ownerProject = '';
  let otherProject = '';
  const photoIds: string[] = [];
  let draftId = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    guest = typedClient(app, null);
    const creator = await createUser(db.handle);
    for (let index = 0; index < 4; index++)
      photoIds.push((await createPhoto(db.handle, { creatorId: creator.id, title: `Den ${index}` })).id);
    draftId = (await createPhoto(db.handle, { creatorId: creator.id, photo_status: 'draft' })).id;
    owner = await signUpShopper(app, db.handle, 'wish-owner@example.test', 'Wanda');
    other = await signUpShopper(app, db.handle, 'wish-other@example.test', 'Walt');
    ownerProject = (
      await (
        await owner.client.projects.$post({ json: { name: 'The Long Summer', company: 'Lantern Street' } })
      ).json()
    ).project.id;
    otherProject = (
      await (await other.client.projects.$post({ json: { name: 'Elsewhere', company: 'Other Co' } })).json()
    ).project.id;
  });
  afterAll(() => db.drop());
  beforeEach(() => db.handle.raw('delete from wishlists'));

  const photo = (index: number) => photoIds[index] ?? '';
  type NewWishlist = Parameters<TypedClient['wishlists']['$post']>[0]['json'];
  const create = (json: NewWishlist, shopper = owner) => shopper.client.wishlists.$post({ json });
  /** A wishlist the owner made, for the tests that start from one. */
  const created = async (json: NewWishlist) => (await (await create(json)).json()).wishlist;
  const wishlist = (client: TypedClient) => client.wishlists[':id'];
  const addPhoto = (
    id: string,
    json: { photo_id: string; license_type?: 'background-dressing' | 'hero-usage' },
  ) => owner.client.wishlists[':id'].items.$post({ param: { id }, json });
  const share = (id: string) => owner.client.wishlists[':id'].share.$post({ param: { id } });
  const sharedAs = (client: TypedClient, code: string) =>
    client['shared-wishlists'][':code'].$get({ param: { code } });
  const counts = async () =>
    (
      await db.handle.raw<{ lists: number; items: number }>(
        'select (select count(*)::int from wishlists) as lists, (select count(*)::int from wishlist_items) as items',
      )
    )[0];

  it('creates a wishlist in a project with its first photo, and lists it', async () => {
    const answer = await create({
      name: ' Kitchens   act 2 ',
      description: 'For the director',
      project_id: ownerProject,
      photo_id: photo(0),
    });
    expect(answer.status).toBe(201);
    expect((await answer.json()).wishlist).toMatchObject({
      name: 'Kitchens act 2',
      description: 'For the director',
      project_name: 'The Long Summer',
      company: 'Lantern Street',
      item_count: 1,
      share_code: null,
    });
    const list = await (await owner.client.wishlists.$get()).json();
    expect(list.items.map((wishlist) => wishlist.name)).toEqual(['Kitchens act 2']);
    expect(list.items[0]?.cover_urls).toHaveLength(1);
  });

  it.each([
    [{ name: '', project_id: 'P' }, 'Name is required'],
    [{ name: 'Kitchens', project_id: 'nope' }, 'Invalid project_id format - must be valid UUID'],
    [{ name: '<i>Kitchens</i>', project_id: 'P' }, 'Name contains invalid characters'],
    [{ name: 'x'.repeat(101), project_id: 'P' }, 'Name must be less than 100 characters'],
  ])('refuses %j with "%s" and creates nothing', async (body, message) => {
    const answer = await create({
      ...body,
      project_id: body.project_id === 'P' ? ownerProject : body.project_id,
    });
    expect(answer.status).toBe(400);
    expect(messageOf(await answer.json())).toBe(message);
    expect(await counts()).toEqual({ lists: 0, items: 0 });
  });

  // Raw: a missing project and an unknown licence do not compile with the typed client.
  it.each([
    [{ name: 'Kitchens' }, 'Missing project_id parameter'],
    [
      { name: 'Kitchens', project_id: 'P', license_type: 'poster' },
      'License type must be background-dressing or hero-usage',
    ],
  ])('refuses %j with "%s" and creates nothing', async (body, message) => {
    const answer = await apiClient(app)('POST', '/api/wishlists', owner.cookie, {
      ...body,
      ...('project_id' in body && body.project_id === 'P' ? { project_id: ownerProject } : {}),
    });
    expect(answer.status).toBe(400);
    expect(messageOf(answer.body)).toBe(message);
    expect(await counts()).toEqual({ lists: 0, items: 0 });
  });

  it("refuses another user's project and an unpublished photo, leaving no half-made list", async () => {
    const theirs = await create({ name: 'Kitchens', project_id: otherProject });
    expect(theirs.status).toBe(404);
    expect(messageOf(await theirs.json())).toBe('Project not found');
    const draft = await create({ name: 'Kitchens', project_id: ownerProject, photo_id: draftId });
    expect(draft.status).toBe(404);
    expect(messageOf(await draft.json())).toBe('Photo not found');
    expect(await counts()).toEqual({ lists: 0, items: 0 });
  });

  it('holds a photo once: a second add is "Photo is already in this wishlist"', async () => {
    const { id } = await created({ name: 'Dens', project_id: ownerProject });
    const first = await addPhoto(id, { photo_id: photo(1) });
    expect(first.status).toBe(201);
    const [again, concurrent] = await Promise.all([
      addPhoto(id, { photo_id: photo(1) }),
      addPhoto(id, { photo_id: photo(1), license_type: 'hero-usage' }),
    ]);
    expect([again.status, concurrent.status]).toEqual([409, 409]);
    expect(messageOf(await again.json())).toBe('Photo is already in this wishlist');
    expect(await counts()).toEqual({ lists: 1, items: 1 });

    const containing = await owner.client.wishlists.containing[':photoId'].$get({
      param: { photoId: photo(1) },
    });
    expect((await containing.json()).items).toEqual([{ id, name: 'Dens' }]);
    const checked = await owner.client.wishlists.check.$post({ json: { photo_ids: [photo(1), photo(2)] } });
    expect((await checked.json()).photo_ids).toEqual([photo(1)]);

    const detail = await (await wishlist(owner.client).$get({ param: { id } })).json();
    expect(detail.items.map((item) => item.photo_id)).toEqual([photo(1)]);
    const removePhoto = () =>
      owner.client.wishlists[':id'].items[':photoId'].$delete({ param: { id, photoId: photo(1) } });
    expect((await removePhoto()).status).toBe(200);
    expect((await removePhoto()).status).toBe(404);
    expect(await counts()).toEqual({ lists: 1, items: 0 });
  });

  it('renames, moves and deletes a wishlist', async () => {
    const { id } = await created({ name: 'Dens', project_id: ownerProject, photo_id: photo(0) });
    const renamed = await wishlist(owner.client).$patch({
      param: { id },
      json: { name: 'Dens, 1970s', description: '' },
    });
    expect((await renamed.json()).wishlist).toMatchObject({ name: 'Dens, 1970s', description: null });
    const moved = await wishlist(owner.client).$patch({ param: { id }, json: { project_id: otherProject } });
    expect(moved.status).toBe(404);
    expect((await wishlist(owner.client).$delete({ param: { id } })).status).toBe(200);
    expect(await counts()).toEqual({ lists: 0, items: 0 });
  });

  it('shares a read-only link anyone can open, which stops working once revoked', async () => {
    const { id } = await created({
      name: 'Dens',
      description: 'Pick two',
      project_id: ownerProject,
      photo_id: photo(0),
    });
    await addPhoto(id, { photo_id: photo(2), license_type: 'hero-usage' });
    const code = (await (await share(id)).json()).share_code;
    expect(code).toMatch(/^[0-9a-f]{10}$/);
    // Sharing again keeps the same link.
    expect((await (await share(id)).json()).share_code).toBe(code);

    const answer = await sharedAs(guest, code);
    expect(answer.status).toBe(200);
    const seen = await answer.json();
    expect(seen.wishlist).toMatchObject({
      name: 'Dens',
      description: 'Pick two',
      owner_name: 'Wanda',
      project_name: 'The Long Summer',
      item_count: 2,
    });
    expect(JSON.stringify(seen)).not.toContain('wish-owner@example.test');
    // Only its owner learns which list it is (to open it rather than copy it).
    expect(seen.wishlist.own_wishlist_id).toBeNull();
    const byOther = await (await sharedAs(other.client, code)).json();
    expect(byOther.wishlist.own_wishlist_id).toBeNull();
    const byOwner = await (await sharedAs(owner.client, code)).json();
    expect(byOwner.wishlist.own_wishlist_id).toBe(id);
    expect(seen.items.map((item) => [item.photo_id, item.license_type])).toEqual([
      [photo(2), 'hero-usage'],
      [photo(0), 'background-dressing'],
    ]);

    // A signed-in viewer copies it into a project of their own.
    const copy = (client: TypedClient, project_id: string) =>
      client['shared-wishlists'][':code'].copy.$post({ param: { code }, json: { project_id } });
    const copied = await copy(other.client, otherProject);
    expect(copied.status).toBe(201);
    expect((await copied.json()).wishlist).toMatchObject({
      name: 'Dens',
      item_count: 2,
      project_name: 'Elsewhere',
    });
    const intoTheirs = await copy(other.client, ownerProject);
    expect(intoTheirs.status).toBe(404);
    expect((await copy(guest, otherProject)).status).toBe(401);

    expect((await owner.client.wishlists[':id'].share.$delete({ param: { id } })).status).toBe(200);
    const revoked = await sharedAs(guest, code);
    expect(revoked.status).toBe(404);
    expect(messageOf(await revoked.json())).toBe(
      'This shared wishlist does not exist or is no longer shared',
    );
  });

  it('shows a guest at most 24 photos of a shared list, and a signed-in viewer all (issue 22)', async () => {
    const { id } = await created({ name: 'Big dens', project_id: ownerProject, photo_id: photo(0) });
    const creator = await createUser(db.handle);
    // 26 in all: more than a guest sees of any list (spec §9).
    for (let index = 0; index < 25; index++) {
      const extra = await createPhoto(db.handle, { creatorId: creator.id, title: `Den extra ${index}` });
      await db.handle.raw(
        `insert into wishlist_items (wishlist_id, photo_id, added_at) values ($1, $2, now() + make_interval(secs => $3))`,
        [id, extra.id, index + 1],
      );
    }
    const code = (await (await share(id)).json()).share_code;
    const byGuest = await (await sharedAs(guest, code)).json();
    expect(byGuest.wishlist.item_count).toBe(26);
    expect(byGuest.items).toHaveLength(24);
    // The newest first, as the owner sees the list: the guest gets its first 24.
    expect(byGuest.items[0]?.photo.title).toBe('Den extra 24');
    const byMember = await (await sharedAs(other.client, code)).json();
    expect(byMember.items).toHaveLength(26);
    expect(byMember.items.map((item) => item.id).slice(0, 24)).toEqual(byGuest.items.map((item) => item.id));
  });

  it.each([
    ['a1b2c3d4e', 400],
    ['a1b2c3d4e5f', 400],
    ['A1B2C3D4E5', 400],
    ['0123456789', 404],
  ])('answers the share code %s with %i', async (code, status) => {
    expect((await sharedAs(guest, code)).status).toBe(status);
  });

  it('keeps a wishlist to its owner: others get 404, guests 401, and nothing changes', async () => {
    const { id } = await created({ name: 'Dens', project_id: ownerProject, photo_id: photo(0) });
    type Send = [string, (client: TypedClient) => Promise<Response>];
    const routes: Send[] = [
      ['GET /api/wishlists/:id', (client) => wishlist(client).$get({ param: { id } })],
      [
        'PATCH /api/wishlists/:id',
        (client) => wishlist(client).$patch({ param: { id }, json: { name: 'Mine now' } }),
      ],
      ['DELETE /api/wishlists/:id', (client) => wishlist(client).$delete({ param: { id } })],
      [
        'POST /api/wishlists/:id/items',
        (client) => client.wishlists[':id'].items.$post({ param: { id }, json: { photo_id: photo(3) } }),
      ],
      [
        'DELETE /api/wishlists/:id/items/:photoId',
        (client) => client.wishlists[':id'].items[':photoId'].$delete({ param: { id, photoId: photo(0) } }),
      ],
      ['POST /api/wishlists/:id/share', (client) => client.wishlists[':id'].share.$post({ param: { id } })],
      [
        'DELETE /api/wishlists/:id/share',
        (client) => client.wishlists[':id'].share.$delete({ param: { id } }),
      ],
    ];
    for (const [label, send] of routes) {
      expect((await send(other.client)).status, `other: ${label}`).toBe(404);
      expect((await send(guest)).status, `guest: ${label}`).toBe(401);
    }
    const listing: Send[] = [
      ['GET /api/wishlists', (client) => client.wishlists.$get()],
      [
        'POST /api/wishlists',
        (client) => client.wishlists.$post({ json: { name: 'Guest list', project_id: ownerProject } }),
      ],
      [
        'GET /api/wishlists/containing/:photoId',
        (client) => client.wishlists.containing[':photoId'].$get({ param: { photoId: photo(0) } }),
      ],
      [
        'POST /api/wishlists/check',
        (client) => client.wishlists.check.$post({ json: { photo_ids: [photo(0)] } }),
      ],
    ];
    for (const [label, send] of listing) expect((await send(guest)).status, `guest: ${label}`).toBe(401);
    expect((await (await other.client.wishlists.$get()).json()).items).toEqual([]);
    const containing = await other.client.wishlists.containing[':photoId'].$get({
      param: { photoId: photo(0) },
    });
    expect((await containing.json()).items).toEqual([]);
    expect((await wishlist(owner.client).$get({ param: { id: UNKNOWN } })).status).toBe(404);
    expect((await wishlist(owner.client).$get({ param: { id: 'not-a-uuid' } })).status).toBe(400);
    const [row] = await db.handle.raw<{ name: string; share_code: string | null }>(
      'select name, share_code from wishlists',
    );
    expect(row).toEqual({ name: 'Dens', share_code: null });
    expect(await counts()).toEqual({ lists: 1, items: 1 });
  });

  it('slows down whoever tries share codes one after another', async () => {
    // Its own app, with the limits on (the suites' apps turn them off): its own limiter.
    const fresh = typedClient(await createTestApp(db.handle, { env: { RATE_LIMITS: 'on' } }), null);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++)
      statuses.push((await sharedAs(fresh, attempt.toString(16).padStart(10, '0'))).status);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
