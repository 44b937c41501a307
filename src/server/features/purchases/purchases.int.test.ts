import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../core/file-facts';
import type { PhotoDetail } from '../../../core/photo-row';
import type { DownloadLink, LicensedPhotos, PurchaseList } from '../../../core/purchases';
import { DOWNLOAD_MESSAGES } from '../../../core/purchases';
import { apiClient, messageOf } from '../../../test/api-client';
import { ORIGIN, signUpByLink } from '../../../test/auth-helpers';
import { payForCart } from '../../../test/checkout-flow';
import { createCartItem, createPhoto, createProject, createUser } from '../../../test/factories';
import { startS3Server } from '../../../test/s3-server';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { createLocalStore } from '../../storage/local-store';
import type { ObjectStore } from '../../storage/object-store';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 13 item 4: purchases, the "Licensed" state, and downloads through expiring links. */
describe.each(TEST_DATABASES)('purchases and downloads on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let storeDir = '';
  let store: ObjectStore;
  let request: ReturnType<typeof apiClient>;
  let buyer = '';
  let buyerId = '';
  let other = '';
  let projectId = '';
  let orderId = '';
  const photos: { id: string; photoid: number }[] = [];

  const open = (url: string, cookie: string | null) =>
    app.request(url, { headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) } });

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    storeDir = await mkdtemp(path.join(tmpdir(), 'backdrop-downloads-'));
    store = createLocalStore(storeDir);
    app = await createTestApp(db.handle, { storage: store });
    request = apiClient(app);
    const creator = await createUser(db.handle);
    for (let index = 0; index < 3; index++) {
      const photo = await createPhoto(db.handle, {
        creatorId: creator.id,
        title: `Formica kitchen ${index}`,
      });
      photos.push({ id: photo.id, photoid: photo.photoid });
    }
    buyer = await signUpByLink(app, 'buyer@example.test', 'Bea');
    other = await signUpByLink(app, 'other@example.test', 'Otto');
    const [row] = await db.handle.raw<{ id: string }>(
      `select id from "user" where email = 'buyer@example.test'`,
    );
    buyerId = row?.id ?? '';
    projectId = (
      await createProject(db.handle, { userId: buyerId, name: 'Tide Line', company: 'Harbour Pictures' })
    ).id;
    for (const [index, photo] of photos.entries())
      await createCartItem(db.handle, {
        userId: buyerId,
        photoId: photo.id,
        licenseType: index === 0 ? 'hero-usage' : 'background-dressing',
      });
    orderId = await payForCart(request, buyer, projectId);
  });
  afterAll(async () => {
    await db.drop();
    await rm(storeDir, { recursive: true, force: true });
  });
  beforeEach(() => db.handle.raw('update order_items set refunded_cents = 0, refunded_at = null'));

  const photo = (index: number) => photos[index] ?? { id: '', photoid: 0 };

  it('lists what the buyer licensed with its production, project and order; searches it', async () => {
    const list = await request<PurchaseList>('GET', '/api/purchases', buyer);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(3);
    expect(list.body.items[0]).toMatchObject({
      production_title: "The Baker's Dozen",
      project_name: 'Tide Line',
      company: 'Harbour Pictures',
      order_id: orderId,
      order_number: expect.stringMatching(/^BD-\d+$/),
      refunded: false,
    });
    const hero = list.body.items.find((item) => item.photo_id === photo(0).id);
    expect(hero?.license_type).toBe('hero-usage');
    const found = await request<PurchaseList>(
      'GET',
      `/api/purchases?q=${encodeURIComponent(`#${photo(1).photoid}`)}`,
      buyer,
    );
    expect(found.body.items.map((item) => item.photo_id)).toEqual([photo(1).id]);
    expect((await request<PurchaseList>('GET', '/api/purchases?q=baker', buyer)).body.items).toHaveLength(3);
    expect((await request<PurchaseList>('GET', '/api/purchases?q=100%25', buyer)).body.items).toHaveLength(0);
    expect((await request<PurchaseList>('GET', '/api/purchases', other)).body.items).toEqual([]);
  });

  it('tells which photos are licensed, and forgets a refunded line', async () => {
    const licensed = await request<LicensedPhotos>('GET', '/api/purchases/licensed', buyer);
    expect(licensed.body.items).toHaveLength(3);
    expect(licensed.body.items.find((item) => item.photo_id === photo(0).id)?.license_types).toEqual([
      'hero-usage',
    ]);
    await db.handle.raw(
      'update order_items set refunded_cents = discounted_price_cents, refunded_at = now() where photo_id = $1',
      [photo(0).id],
    );
    const after = await request<LicensedPhotos>('GET', '/api/purchases/licensed', buyer);
    expect(after.body.items.map((item) => item.photo_id)).not.toContain(photo(0).id);
  });

  it('downloads one original through a link that names the buyer, and refuses it expired or to another account', async () => {
    const purchases = await request<PurchaseList>('GET', '/api/purchases', buyer);
    const purchase = purchases.body.items.find((item) => item.photo_id === photo(1).id);
    const made = await request<DownloadLink>('POST', '/api/purchases/download-links', buyer, {
      purchase_id: purchase?.id,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      kind: 'file',
      file_name: `backdrop-${photo(1).photoid}-background-dressing.jpg`,
    });
    expect(made.body.url).toMatch(/^\/api\/downloads\/[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(made.body.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const file = await open(made.body.url, buyer);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-disposition')).toContain(
      `attachment; filename="backdrop-${photo(1).photoid}-background-dressing.jpg"`,
    );
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const stranger = await open(made.body.url, other);
    expect(stranger.status).toBe(403);
    expect(messageOf(await stranger.json())).toBe(DOWNLOAD_MESSAGES.otherAccount);
    expect((await open(made.body.url, null)).status).toBe(401);

    await db.handle.raw(`update download_links set expires_at = now() - interval '1 second'`);
    const expired = await open(made.body.url, buyer);
    expect(expired.status).toBe(410);
    expect(messageOf(await expired.json())).toBe(DOWNLOAD_MESSAGES.expired);
    // A link expired over a day ago is removed when the buyer makes the next one.
    await db.handle.raw(`update download_links set expires_at = now() - interval '2 days'`);
    await request('POST', '/api/purchases/download-links', buyer, { purchase_id: purchase?.id });
    expect(await db.handle.raw(`select 1 from download_links where expires_at < now()`)).toEqual([]);
    expect((await open(made.body.url, buyer)).status).toBe(404);
    const guessed = await open(`/api/downloads/${'A'.repeat(43)}`, buyer);
    expect(guessed.status).toBe(404);
    expect(messageOf(await guessed.json())).toBe(DOWNLOAD_MESSAGES.notFound);
  });

  it('advertises exactly the original the buyer downloads: pixels, bytes and print size (issue 22)', async () => {
    const photoid = photo(2).photoid;
    // Before the original exists its byte size is unknown, never invented.
    const before = await request<PhotoDetail>('GET', `/api/photos/${photoid}`, other);
    expect(before.body.details.technical.file_size).toBeNull();
    // The photo page asks for the facts of the original, which makes it (any signed-in visitor).
    const measured = await request<{
      width: number;
      height: number;
      file_size: number;
      friendly_print_size: string;
    }>('GET', `/api/photos/${photoid}/original`, other);
    expect(measured.status).toBe(200);

    const purchases = await request<PurchaseList>('GET', '/api/purchases', buyer);
    const purchase = purchases.body.items.find((item) => item.photo_id === photo(2).id);
    const made = await request<DownloadLink>('POST', '/api/purchases/download-links', buyer, {
      purchase_id: purchase?.id,
    });
    const bytes = Buffer.from(await (await open(made.body.url, buyer)).arrayBuffer());
    const file = await sharp(bytes).metadata();
    expect(measured.body).toEqual({
      width: file.width,
      height: file.height,
      file_size: bytes.length,
      friendly_print_size: `${Math.round((file.width / 300) * 10) / 10} × ${Math.round((file.height / 300) * 10) / 10} in at 300 dpi`,
    });
    const after = await request<PhotoDetail>('GET', `/api/photos/${photoid}`, other);
    expect(after.body.details.technical).toMatchObject(measured.body);
    expect(formatFileSize(Number(after.body.details.technical.file_size))).toMatch(/ (KB|MB)$/);
    expect((await request('GET', '/api/photos/abc/original', other)).status).toBe(400);
    expect((await request('GET', '/api/photos/999999/original', other)).status).toBe(404);
  });

  it('records the real size of an original a download makes, and corrects a stale one', async () => {
    const photoid = photo(1).photoid;
    await db.handle.raw(
      'update photos set width = 4351, height = 5800, file_size = 7300000 where photoid = $1',
      [photoid],
    );
    const purchases = await request<PurchaseList>('GET', '/api/purchases', buyer);
    const purchase = purchases.body.items.find((item) => item.photo_id === photo(1).id);
    const made = await request<DownloadLink>('POST', '/api/purchases/download-links', buyer, {
      purchase_id: purchase?.id,
    });
    const bytes = Buffer.from(await (await open(made.body.url, buyer)).arrayBuffer());
    const file = await sharp(bytes).metadata();
    const [row] = await db.handle.raw<{ width: number; height: number; file_size: string | number }>(
      'select width, height, file_size from photos where photoid = $1',
      [photoid],
    );
    expect({ ...row, file_size: Number(row?.file_size) }).toEqual({
      width: file.width,
      height: file.height,
      file_size: bytes.length,
    });
  });

  it('streams a whole order as a ZIP of its originals, leaving out a refunded line', async () => {
    await db.handle.raw(
      'update order_items set refunded_cents = discounted_price_cents, refunded_at = now() where photo_id = $1',
      [photo(2).id],
    );
    const made = await request<DownloadLink>('POST', '/api/purchases/download-links', buyer, {
      order_id: orderId,
    });
    expect(made.body).toMatchObject({
      kind: 'zip',
      file_name: expect.stringMatching(/^backdrop-BD-\d+\.zip$/),
    });
    const zip = await open(made.body.url, buyer);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const names = await zipEntryNames(Buffer.from(await zip.arrayBuffer()));
    expect(names.sort()).toEqual(
      [
        `backdrop-${photo(0).photoid}-hero-usage.jpg`,
        `backdrop-${photo(1).photoid}-background-dressing.jpg`,
      ].sort(),
    );
    const project = await request<DownloadLink>('POST', '/api/purchases/download-links', buyer, {
      project_id: projectId,
    });
    expect(project.body.file_name).toBe('backdrop-tide-line.zip');
  });

  it('on S3 storage: one original redirects to a presigned URL of a minute; a ZIP streams from the bucket', async () => {
    const s3 = await startS3Server();
    try {
      const onS3 = await createTestApp(db.handle, { storage: s3.store });
      const call = apiClient(onS3);
      const purchases = await call<PurchaseList>('GET', '/api/purchases', buyer);
      const purchase = purchases.body.items.find((item) => item.photo_id === photo(1).id);
      const made = await call<DownloadLink>('POST', '/api/purchases/download-links', buyer, {
        purchase_id: purchase?.id,
      });
      const answer = await onS3.request(made.body.url, { headers: { Cookie: buyer } });
      expect(answer.status).toBe(302);
      const location = new URL(answer.headers.get('location') ?? '');
      expect(location.origin).toBe(s3.endpoint);
      expect(location.searchParams.get('X-Amz-Expires')).toBe('60');
      const file = await fetch(location);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toContain(
        `attachment; filename="backdrop-${photo(1).photoid}-background-dressing.jpg"`,
      );
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

      const zipLink = await call<DownloadLink>('POST', '/api/purchases/download-links', buyer, {
        order_id: orderId,
      });
      const zip = await onS3.request(zipLink.body.url, { headers: { Cookie: buyer } });
      expect(zip.status).toBe(200);
      expect(await zipEntryNames(Buffer.from(await zip.arrayBuffer()))).toHaveLength(3);
      expect(await s3.store.has(`originals/${await imageKeyOf(photo(0).id)}.jpg`)).toBe(true);
    } finally {
      await s3.close();
    }
  });

  async function imageKeyOf(photoId: string): Promise<string> {
    const [row] = await db.handle.raw<{ image_key: string }>('select image_key from photos where id = $1', [
      photoId,
    ]);
    return row?.image_key ?? '';
  }

  it('refuses links to another buyer’s purchases, orders and projects, and bad requests', async () => {
    const purchases = await request<PurchaseList>('GET', '/api/purchases', buyer);
    const purchaseId = purchases.body.items[0]?.id;
    for (const body of [{ purchase_id: purchaseId }, { order_id: orderId }, { project_id: projectId }]) {
      expect((await request('POST', '/api/purchases/download-links', other, body)).status).toBe(404);
      expect((await request('POST', '/api/purchases/download-links', null, body)).status).toBe(401);
    }
    expect(
      (await request('POST', '/api/purchases/download-links', buyer, { purchase_id: 'nope' })).status,
    ).toBe(400);
    expect((await request('POST', '/api/purchases/download-links', buyer, {})).status).toBe(400);
    expect(await db.handle.raw('select 1 from download_links where user_id <> $1', [buyerId])).toEqual([]);
  });
});

/** The names in a ZIP's central directory. */
async function zipEntryNames(data: Buffer): Promise<string[]> {
  const yauzl = await import('yauzl');
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: { fileName: string }) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
