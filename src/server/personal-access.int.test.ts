import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../test/api-client';
import { signUpByLink } from '../test/auth-helpers';
import {
  createCartItem,
  createCompany,
  createPhoto,
  createProject,
  createUser,
  createWishlist,
} from '../test/factories';
import { createTestApp } from '../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-database';
import { typedClient } from '../test/typed-client';

/** The owner's rows of every personal table, to show a refused request changed nothing. */
const OWNED_ROWS = `select json_build_object(
  'cart', (select json_agg(c order by c.id) from cart_items c where c.user_id = $1),
  'companies', (select json_agg(c order by c.id) from companies c where c.created_by = $1),
  'projects', (select json_agg(p order by p.id) from projects p where p.user_id = $1),
  'wishlists', (select json_agg(w order by w.id) from wishlists w where w.user_id = $1),
  'items', (select json_agg(i order by i.id) from wishlist_items i join wishlists w on w.id = i.wishlist_id where w.user_id = $1)
) as rows`;

interface Fixture {
  photo: string;
  spare: string;
  line: string;
  company: string;
  project: string;
  wishlist: string;
}

type Route = [label: string, method: string, path: (f: Fixture) => string, body?: (f: Fixture) => unknown];

/**
 * Issue 12, Done when: every route of the cart, wishlists, projects and companies, for the owner,
 * another signed-in user and a guest. Only the owner reads or changes; the other user gets 404
 * (the row is not theirs to know of), a guest 401, and neither changes a row.
 */
const ROUTES: Route[] = [
  ['PATCH a cart line', 'PATCH', (f) => `/api/cart/${f.line}`, () => ({ license_type: 'hero-usage' })],
  ['DELETE a cart line', 'DELETE', (f) => `/api/cart/${f.line}`],
  ['PATCH a company', 'PATCH', (f) => `/api/companies/${f.company}`, () => ({ name: 'Renamed Co' })],
  ['DELETE a company logo', 'DELETE', (f) => `/api/companies/${f.company}/logo`],
  ['DELETE a company', 'DELETE', (f) => `/api/companies/${f.company}`],
  ['PATCH a project', 'PATCH', (f) => `/api/projects/${f.project}`, () => ({ name: 'Renamed' })],
  ['POST use a project', 'POST', (f) => `/api/projects/${f.project}/use`],
  ['DELETE a project', 'DELETE', (f) => `/api/projects/${f.project}`],
  ['GET a wishlist', 'GET', (f) => `/api/wishlists/${f.wishlist}`],
  ['PATCH a wishlist', 'PATCH', (f) => `/api/wishlists/${f.wishlist}`, () => ({ name: 'Renamed' })],
  ['DELETE a wishlist', 'DELETE', (f) => `/api/wishlists/${f.wishlist}`],
  [
    'POST a wishlist photo',
    'POST',
    (f) => `/api/wishlists/${f.wishlist}/items`,
    (f) => ({ photo_id: f.spare }),
  ],
  ['DELETE a wishlist photo', 'DELETE', (f) => `/api/wishlists/${f.wishlist}/items/${f.photo}`],
  ['POST share a wishlist', 'POST', (f) => `/api/wishlists/${f.wishlist}/share`],
  ['DELETE share of a wishlist', 'DELETE', (f) => `/api/wishlists/${f.wishlist}/share`],
  [
    'POST a wishlist in a project',
    'POST',
    () => '/api/wishlists',
    (f) => ({ name: 'Borrowed project', project_id: f.project }),
  ],
];

describe.each(TEST_DATABASES)('who may use personal routes on %s', (kind) => {
  let db: TestDatabase;
  let call: ReturnType<typeof apiClient>;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let owner = '';
  let other = '';
  let ownerId = '';
  let photo = '';
  let spare = '';
  let fixture: Fixture;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    call = apiClient(app);
    const creator = await createUser(db.handle);
    photo = (await createPhoto(db.handle, { creatorId: creator.id })).id;
    spare = (await createPhoto(db.handle, { creatorId: creator.id })).id;
    owner = await signUpByLink(app, 'access-owner@example.test', 'Orla');
    other = await signUpByLink(app, 'access-other@example.test', 'Omar');
    const [row] = await db.handle.raw<{ id: string }>(`select id from "user" where email = $1`, [
      'access-owner@example.test',
    ]);
    ownerId = row?.id ?? '';
  });
  afterAll(() => db.drop());

  beforeEach(async () => {
    for (const table of ['cart_items', 'wishlists', 'projects', 'companies'])
      await db.handle.raw(`delete from ${table}`);
    const company = await createCompany(db.handle, { ownerId, name: 'Orla Films' });
    // The project names another company: this one is free to delete.
    const project = await createProject(db.handle, {
      userId: ownerId,
      name: 'Pilot',
      company: 'Pilot Films',
    });
    fixture = {
      photo,
      spare,
      line: (await createCartItem(db.handle, { userId: ownerId, photoId: photo })).id,
      company: company.id,
      project: project.id,
      wishlist: (
        await createWishlist(db.handle, { userId: ownerId, projectId: project.id, photoIds: [photo] })
      ).id,
    };
  });

  const ownedRows = async () => (await db.handle.raw<{ rows: unknown }>(OWNED_ROWS, [ownerId]))[0]?.rows;

  it.each(ROUTES)('%s: guest 401, other user 404, owner 2xx', async (_label, method, path, body) => {
    const before = await ownedRows();
    expect((await call(method, path(fixture), null, body?.(fixture))).status, 'guest').toBe(401);
    expect((await call(method, path(fixture), other, body?.(fixture))).status, 'other user').toBe(404);
    expect(await ownedRows()).toEqual(before);
    const answer = await call(method, path(fixture), owner, body?.(fixture));
    expect(answer.status, 'owner').toBeGreaterThanOrEqual(200);
    expect(answer.status, 'owner').toBeLessThan(300);
  });

  it('lists only what is yours: the other user sees empty lists, the owner their rows', async () => {
    const theirs = typedClient(app, other);
    expect((await (await theirs.cart.$get()).json()).items).toEqual([]);
    expect((await (await theirs.wishlists.$get()).json()).items).toEqual([]);
    expect((await (await theirs.projects.$get()).json()).items).toEqual([]);
    expect((await (await theirs.companies.$get()).json()).items).toEqual([]);
    const mine = typedClient(app, owner);
    const cart = await (await mine.cart.$get()).json();
    expect(cart.items.map((line) => line.photo_id)).toEqual([photo]);
    expect((await (await mine.wishlists.$get()).json()).items.map((list) => list.item_count)).toEqual([1]);
    expect((await (await typedClient(app, null).cart.$get()).json()) as unknown).toMatchObject({
      error: { message: 'User not authenticated' },
    });
  });
});
