import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SharedWishlist, WishlistDetail, WishlistSummary } from '../../../core/collecting';
import { apiClient, messageOf } from '../../../test/api-client';
import { signUpByLink } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Issue 12, items 2 and 3: wishlists, their photos and share links. */
describe.each(TEST_DATABASES)('wishlists on %s', (kind) => {
  let db: TestDatabase;
  let call: ReturnType<typeof apiClient>;
  let owner = '';
  let other = '';
  let ownerProject = '';
  let otherProject = '';
  const photoIds: string[] = [];
  let draftId = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const app = await createTestApp(db.handle);
    call = apiClient(app);
    const creator = await createUser(db.handle);
    for (let index = 0; index < 4; index++)
      photoIds.push((await createPhoto(db.handle, { creatorId: creator.id, title: `Den ${index}` })).id);
    draftId = (await createPhoto(db.handle, { creatorId: creator.id, photo_status: 'draft' })).id;
    owner = await signUpByLink(app, 'wish-owner@example.test', 'Wanda');
    other = await signUpByLink(app, 'wish-other@example.test', 'Walt');
    ownerProject = (
      await call<{ project: { id: string } }>('POST', '/api/projects', owner, {
        name: 'The Long Summer',
        company: 'Lantern Street',
      })
    ).body.project.id;
    otherProject = (
      await call<{ project: { id: string } }>('POST', '/api/projects', other, {
        name: 'Elsewhere',
        company: 'Other Co',
      })
    ).body.project.id;
  });
  afterAll(() => db.drop());
  beforeEach(() => db.handle.raw('delete from wishlists'));

  const photo = (index: number) => photoIds[index] ?? '';
  const create = (body: Record<string, unknown>, cookie = owner) =>
    call<{ wishlist: WishlistSummary }>('POST', '/api/wishlists', cookie, body);
  const counts = async () =>
    (
      await db.handle.raw<{ lists: number; items: number }>(
        'select (select count(*)::int from wishlists) as lists, (select count(*)::int from wishlist_items) as items',
      )
    )[0];

  it('creates a wishlist in a project with its first photo, and lists it', async () => {
    const created = await create({
      name: ' Kitchens   act 2 ',
      description: 'For the director',
      project_id: ownerProject,
      photo_id: photo(0),
    });
    expect(created.status).toBe(201);
    expect(created.body.wishlist).toMatchObject({
      name: 'Kitchens act 2',
      description: 'For the director',
      project_name: 'The Long Summer',
      company: 'Lantern Street',
      item_count: 1,
      share_code: null,
    });
    const list = await call<{ items: WishlistSummary[] }>('GET', '/api/wishlists', owner);
    expect(list.body.items.map((wishlist) => wishlist.name)).toEqual(['Kitchens act 2']);
    expect(list.body.items[0]?.cover_urls).toHaveLength(1);
  });

  it.each([
    [{ name: '', project_id: 'P' }, 'Name is required'],
    [{ name: 'Kitchens' }, 'Missing project_id parameter'],
    [{ name: 'Kitchens', project_id: 'nope' }, 'Invalid project_id format - must be valid UUID'],
    [{ name: '<i>Kitchens</i>', project_id: 'P' }, 'Name contains invalid characters'],
    [{ name: 'x'.repeat(101), project_id: 'P' }, 'Name must be less than 100 characters'],
    [
      { name: 'Kitchens', project_id: 'P', license_type: 'poster' },
      'License type must be background-dressing or hero-usage',
    ],
  ])('refuses %j with "%s" and creates nothing', async (body, message) => {
    const answer = await create({
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
    expect(messageOf(theirs.body)).toBe('Project not found');
    const draft = await create({ name: 'Kitchens', project_id: ownerProject, photo_id: draftId });
    expect(draft.status).toBe(404);
    expect(messageOf(draft.body)).toBe('Photo not found');
    expect(await counts()).toEqual({ lists: 0, items: 0 });
  });

  it('holds a photo once: a second add is "Photo is already in this wishlist"', async () => {
    const { id } = (await create({ name: 'Dens', project_id: ownerProject })).body.wishlist;
    const first = await call('POST', `/api/wishlists/${id}/items`, owner, { photo_id: photo(1) });
    expect(first.status).toBe(201);
    const [again, concurrent] = await Promise.all([
      call('POST', `/api/wishlists/${id}/items`, owner, { photo_id: photo(1) }),
      call('POST', `/api/wishlists/${id}/items`, owner, { photo_id: photo(1), license_type: 'hero-usage' }),
    ]);
    expect([again.status, concurrent.status]).toEqual([409, 409]);
    expect(messageOf(again.body)).toBe('Photo is already in this wishlist');
    expect(await counts()).toEqual({ lists: 1, items: 1 });

    const containing = await call<{ items: { id: string; name: string }[] }>(
      'GET',
      `/api/wishlists/containing/${photo(1)}`,
      owner,
    );
    expect(containing.body.items).toEqual([{ id, name: 'Dens' }]);
    const checked = await call<{ photo_ids: string[] }>('POST', '/api/wishlists/check', owner, {
      photo_ids: [photo(1), photo(2)],
    });
    expect(checked.body.photo_ids).toEqual([photo(1)]);

    const detail = await call<WishlistDetail>('GET', `/api/wishlists/${id}`, owner);
    expect(detail.body.items.map((item) => item.photo_id)).toEqual([photo(1)]);
    expect((await call('DELETE', `/api/wishlists/${id}/items/${photo(1)}`, owner)).status).toBe(200);
    expect((await call('DELETE', `/api/wishlists/${id}/items/${photo(1)}`, owner)).status).toBe(404);
    expect(await counts()).toEqual({ lists: 1, items: 0 });
  });

  it('renames, moves and deletes a wishlist', async () => {
    const { id } = (await create({ name: 'Dens', project_id: ownerProject, photo_id: photo(0) })).body
      .wishlist;
    const renamed = await call<{ wishlist: WishlistSummary }>('PATCH', `/api/wishlists/${id}`, owner, {
      name: 'Dens, 1970s',
      description: '',
    });
    expect(renamed.body.wishlist).toMatchObject({ name: 'Dens, 1970s', description: null });
    const moved = await call('PATCH', `/api/wishlists/${id}`, owner, { project_id: otherProject });
    expect(moved.status).toBe(404);
    expect((await call('DELETE', `/api/wishlists/${id}`, owner)).status).toBe(200);
    expect(await counts()).toEqual({ lists: 0, items: 0 });
  });

  it('shares a read-only link anyone can open, which stops working once revoked', async () => {
    const { id } = (
      await create({ name: 'Dens', description: 'Pick two', project_id: ownerProject, photo_id: photo(0) })
    ).body.wishlist;
    await call('POST', `/api/wishlists/${id}/items`, owner, {
      photo_id: photo(2),
      license_type: 'hero-usage',
    });
    const shared = await call<{ share_code: string }>('POST', `/api/wishlists/${id}/share`, owner);
    const code = shared.body.share_code;
    expect(code).toMatch(/^[0-9a-f]{10}$/);
    // Sharing again keeps the same link.
    expect(
      (await call<{ share_code: string }>('POST', `/api/wishlists/${id}/share`, owner)).body.share_code,
    ).toBe(code);

    const seen = await call<SharedWishlist>('GET', `/api/shared-wishlists/${code}`, null);
    expect(seen.status).toBe(200);
    expect(seen.body.wishlist).toMatchObject({
      name: 'Dens',
      description: 'Pick two',
      owner_name: 'Wanda',
      project_name: 'The Long Summer',
      item_count: 2,
    });
    expect(JSON.stringify(seen.body)).not.toContain('wish-owner@example.test');
    // Only its owner learns which list it is (to open it rather than copy it).
    expect(seen.body.wishlist.own_wishlist_id).toBeNull();
    const byOther = await call<SharedWishlist>('GET', `/api/shared-wishlists/${code}`, other);
    expect(byOther.body.wishlist.own_wishlist_id).toBeNull();
    const byOwner = await call<SharedWishlist>('GET', `/api/shared-wishlists/${code}`, owner);
    expect(byOwner.body.wishlist.own_wishlist_id).toBe(id);
    expect(seen.body.items.map((item) => [item.photo_id, item.license_type])).toEqual([
      [photo(2), 'hero-usage'],
      [photo(0), 'background-dressing'],
    ]);

    // A signed-in viewer copies it into a project of their own.
    const copied = await call<{ wishlist: WishlistSummary }>(
      'POST',
      `/api/shared-wishlists/${code}/copy`,
      other,
      {
        project_id: otherProject,
      },
    );
    expect(copied.status).toBe(201);
    expect(copied.body.wishlist).toMatchObject({ name: 'Dens', item_count: 2, project_name: 'Elsewhere' });
    const intoTheirs = await call('POST', `/api/shared-wishlists/${code}/copy`, other, {
      project_id: ownerProject,
    });
    expect(intoTheirs.status).toBe(404);
    expect(
      (await call('POST', `/api/shared-wishlists/${code}/copy`, null, { project_id: otherProject })).status,
    ).toBe(401);

    expect((await call('DELETE', `/api/wishlists/${id}/share`, owner)).status).toBe(200);
    const revoked = await call('GET', `/api/shared-wishlists/${code}`, null);
    expect(revoked.status).toBe(404);
    expect(messageOf(revoked.body)).toBe('This shared wishlist does not exist or is no longer shared');
  });

  it('shows a guest at most 24 photos of a shared list, and a signed-in viewer all (issue 22)', async () => {
    const { id } = (await create({ name: 'Big dens', project_id: ownerProject, photo_id: photo(0) })).body
      .wishlist;
    const creator = await createUser(db.handle);
    // 26 in all: more than a guest sees of any list (spec §9).
    for (let index = 0; index < 25; index++) {
      const extra = await createPhoto(db.handle, { creatorId: creator.id, title: `Den extra ${index}` });
      await db.handle.raw(
        `insert into wishlist_items (wishlist_id, photo_id, added_at) values ($1, $2, now() + make_interval(secs => $3))`,
        [id, extra.id, index + 1],
      );
    }
    const code = (await call<{ share_code: string }>('POST', `/api/wishlists/${id}/share`, owner)).body
      .share_code;
    const byGuest = await call<SharedWishlist>('GET', `/api/shared-wishlists/${code}`, null);
    expect(byGuest.body.wishlist.item_count).toBe(26);
    expect(byGuest.body.items).toHaveLength(24);
    // The newest first, as the owner sees the list: the guest gets its first 24.
    expect(byGuest.body.items[0]?.photo.title).toBe('Den extra 24');
    const byMember = await call<SharedWishlist>('GET', `/api/shared-wishlists/${code}`, other);
    expect(byMember.body.items).toHaveLength(26);
    expect(byMember.body.items.map((item) => item.id).slice(0, 24)).toEqual(
      byGuest.body.items.map((item) => item.id),
    );
  });

  it.each([
    ['a1b2c3d4e', 400],
    ['a1b2c3d4e5f', 400],
    ['A1B2C3D4E5', 400],
    ['0123456789', 404],
  ])('answers the share code %s with %i', async (code, status) => {
    expect((await call('GET', `/api/shared-wishlists/${code}`, null)).status).toBe(status);
  });

  it('keeps a wishlist to its owner: others get 404, guests 401, and nothing changes', async () => {
    const { id } = (await create({ name: 'Dens', project_id: ownerProject, photo_id: photo(0) })).body
      .wishlist;
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/wishlists/${id}`],
      ['PATCH', `/api/wishlists/${id}`, { name: 'Mine now' }],
      ['DELETE', `/api/wishlists/${id}`],
      ['POST', `/api/wishlists/${id}/items`, { photo_id: photo(3) }],
      ['DELETE', `/api/wishlists/${id}/items/${photo(0)}`],
      ['POST', `/api/wishlists/${id}/share`],
      ['DELETE', `/api/wishlists/${id}/share`],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, other, body)).status, `other: ${method} ${path}`).toBe(404);
      expect((await call(method, path, null, body)).status, `guest: ${method} ${path}`).toBe(401);
    }
    for (const [method, path, body] of [
      ['GET', '/api/wishlists'],
      ['POST', '/api/wishlists', { name: 'Guest list', project_id: ownerProject }],
      ['GET', `/api/wishlists/containing/${photo(0)}`],
      ['POST', '/api/wishlists/check', { photo_ids: [photo(0)] }],
    ] as [string, string, unknown?][]) {
      expect((await call(method, path, null, body)).status, `guest: ${method} ${path}`).toBe(401);
    }
    expect((await call<{ items: unknown[] }>('GET', '/api/wishlists', other)).body.items).toEqual([]);
    expect(
      (await call<{ items: unknown[] }>('GET', `/api/wishlists/containing/${photo(0)}`, other)).body.items,
    ).toEqual([]);
    expect((await call('GET', `/api/wishlists/${UNKNOWN}`, owner)).status).toBe(404);
    expect((await call('GET', '/api/wishlists/not-a-uuid', owner)).status).toBe(400);
    const [row] = await db.handle.raw<{ name: string; share_code: string | null }>(
      'select name, share_code from wishlists',
    );
    expect(row).toEqual({ name: 'Dens', share_code: null });
    expect(await counts()).toEqual({ lists: 1, items: 1 });
  });

  it('slows down whoever tries share codes one after another', async () => {
    // Its own app, with the limits on (the suites' apps turn them off): its own limiter.
    const fresh = apiClient(await createTestApp(db.handle, { env: { RATE_LIMITS: 'on' } }));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++)
      statuses.push(
        (await fresh('GET', `/api/shared-wishlists/${attempt.toString(16).padStart(10, '0')}`, null)).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
