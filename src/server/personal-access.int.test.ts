import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { type TypedClient, typedClient } from '../test/typed-client';

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

/** A request of one route as `client` sends it, for the rows of `fixture`. */
type Route = [label: string, send: (client: TypedClient, f: Fixture) => Promise<Response>];

/**
 * Issue 12, Done when: every route of the cart, wishlists, projects and companies, for the owner,
 * another signed-in user and a guest. Only the owner reads or changes; the other user gets 404
 * (the row is not theirs to know of), a guest 401, and neither changes a row.
 */
const ROUTES: Route[] = [
  [
    'PATCH a cart line',
    (c, f) => c.cart[':id'].$patch({ param: { id: f.line }, json: { license_type: 'hero-usage' } }),
  ],
  ['DELETE a cart line', (c, f) => c.cart[':id'].$delete({ param: { id: f.line } })],
  [
    'PATCH a company',
    (c, f) => c.companies[':id'].$patch({ param: { id: f.company }, json: { name: 'Renamed Co' } }),
  ],
  ['DELETE a company logo', (c, f) => c.companies[':id'].logo.$delete({ param: { id: f.company } })],
  ['DELETE a company', (c, f) => c.companies[':id'].$delete({ param: { id: f.company } })],
  [
    'PATCH a project',
    (c, f) => c.projects[':id'].$patch({ param: { id: f.project }, json: { name: 'Renamed' } }),
  ],
  ['POST use a project', (c, f) => c.projects[':id'].use.$post({ param: { id: f.project } })],
  ['DELETE a project', (c, f) => c.projects[':id'].$delete({ param: { id: f.project } })],
  ['GET a wishlist', (c, f) => c.wishlists[':id'].$get({ param: { id: f.wishlist } })],
  [
    'PATCH a wishlist',
    (c, f) => c.wishlists[':id'].$patch({ param: { id: f.wishlist }, json: { name: 'Renamed' } }),
  ],
  ['DELETE a wishlist', (c, f) => c.wishlists[':id'].$delete({ param: { id: f.wishlist } })],
  [
    'POST a wishlist photo',
    (c, f) => c.wishlists[':id'].items.$post({ param: { id: f.wishlist }, json: { photo_id: f.spare } }),
  ],
  [
    'DELETE a wishlist photo',
    (c, f) => c.wishlists[':id'].items[':photoId'].$delete({ param: { id: f.wishlist, photoId: f.photo } }),
  ],
  ['POST share a wishlist', (c, f) => c.wishlists[':id'].share.$post({ param: { id: f.wishlist } })],
  ['DELETE share of a wishlist', (c, f) => c.wishlists[':id'].share.$delete({ param: { id: f.wishlist } })],
  [
    'POST a wishlist in a project',
    (c, f) => c.wishlists.$post({ json: { name: 'Borrowed project', project_id: f.project } }),
  ],
];

describe.each(TEST_DATABASES)('who may use personal routes on %s', (kind) => {
  let db: TestDatabase;
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

  it.each(ROUTES)('%s: guest 401, other user 404, owner 2xx', async (_label, send) => {
    const before = await ownedRows();
    expect((await send(typedClient(app, null), fixture)).status, 'guest').toBe(401);
    expect((await send(typedClient(app, other), fixture)).status, 'other user').toBe(404);
    expect(await ownedRows()).toEqual(before);
    const answer = await send(typedClient(app, owner), fixture);
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
