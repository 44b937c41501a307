import type { DatabaseHandle } from '../server/db/client';
import { bulkInsert, FACE_COLUMNS, PHOTO_COLUMNS } from '../server/demo/bulk-insert';
import { createCreators } from '../server/demo/family';
import { generatePhoto, type PhotoRow } from '../server/demo/photo-factory';
import { createRandom } from '../server/demo/random';

/**
 * Test data built by the demo seed's own generators (STYLE.md §10), with overrides for the
 * columns a test cares about.
 */
const rng = createRandom(42);
let nextPhotoid = 1;

export async function createUser(
  handle: DatabaseHandle,
  overrides: { email?: string; role?: string; firstName?: string; storefrontName?: string } = {},
): Promise<{ id: string; email: string }> {
  const id = rng.uuid();
  const email = overrides.email ?? `user-${id.slice(0, 8)}@example.test`;
  await handle.raw(`insert into "user" (id, name, email, role) values ($1, $2, $3, $4)`, [
    id,
    overrides.firstName ?? 'Test',
    email,
    overrides.role ?? 'user',
  ]);
  await handle.raw(`insert into profiles (id, first_name, storefront_name) values ($1, $2, $3)`, [
    id,
    overrides.firstName ?? 'Test',
    overrides.storefrontName ?? null,
  ]);
  return { id, email };
}

export async function createPhoto(
  handle: DatabaseHandle,
  options: { creatorId: string; faces?: boolean } & Partial<PhotoRow>,
): Promise<PhotoRow> {
  const { creatorId, faces: withFaces, ...overrides } = options;
  const [creator] = createCreators(rng, 1);
  if (!creator) throw new Error('no creator generated');
  const [row] = await handle.raw<{ next: number }>(
    'select coalesce(max(photoid), 0)::int + 1 as next from photos',
  );
  nextPhotoid = Math.max(nextPhotoid, row?.next ?? 1);
  const generated = generatePhoto(rng, nextPhotoid++, { ...creator, id: creatorId }, new Date(), {
    photo_status: 'live',
    ...overrides,
  });
  await bulkInsert(handle, 'photos', PHOTO_COLUMNS, [generated.photo]);
  if (withFaces)
    await bulkInsert(
      handle,
      'faces',
      FACE_COLUMNS,
      generated.faces.map((f) => ({ ...f, person_id: null })),
    );
  return generated.photo;
}

/** A cart line of `userId` (spec §3 cart_item), as the cart's own insert makes it. */
export async function createCartItem(
  handle: DatabaseHandle,
  options: { userId: string; photoId: string; licenseType?: 'background-dressing' | 'hero-usage' },
): Promise<{ id: string }> {
  const [row] = await handle.raw<{ id: string }>(
    'insert into cart_items (user_id, photo_id, license_type) values ($1, $2, $3) returning id',
    [options.userId, options.photoId, options.licenseType ?? 'background-dressing'],
  );
  if (!row) throw new Error('no cart line inserted');
  return row;
}

export async function createCompany(
  handle: DatabaseHandle,
  options: { ownerId: string; name?: string },
): Promise<{ id: string; name: string }> {
  const name = options.name ?? `Company ${rng.uuid().slice(0, 6)}`;
  const [row] = await handle.raw<{ id: string; name: string }>(
    'insert into companies (name, created_by) values ($1, $2) returning id, name',
    [name, options.ownerId],
  );
  if (!row) throw new Error('no company inserted');
  return row;
}

export async function createProject(
  handle: DatabaseHandle,
  options: { userId: string; name?: string; company?: string },
): Promise<{ id: string; name: string; company: string }> {
  const [row] = await handle.raw<{ id: string; name: string; company: string }>(
    'insert into projects (name, company, user_id) values ($1, $2, $3) returning id, name, company',
    [options.name ?? `Project ${rng.uuid().slice(0, 6)}`, options.company ?? 'Test Pictures', options.userId],
  );
  if (!row) throw new Error('no project inserted');
  return row;
}

/** A wishlist of `userId` holding `photoIds` (in that order of adding). */
export async function createWishlist(
  handle: DatabaseHandle,
  options: {
    userId: string;
    projectId?: string | null;
    name?: string;
    photoIds?: readonly string[];
    shareCode?: string;
  },
): Promise<{ id: string }> {
  const [row] = await handle.raw<{ id: string }>(
    'insert into wishlists (name, user_id, project_id, share_code) values ($1, $2, $3, $4) returning id',
    [options.name ?? 'Wishlist', options.userId, options.projectId ?? null, options.shareCode ?? null],
  );
  if (!row) throw new Error('no wishlist inserted');
  for (const photoId of options.photoIds ?? [])
    await handle.raw('insert into wishlist_items (wishlist_id, photo_id) values ($1, $2)', [row.id, photoId]);
  return row;
}
