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
