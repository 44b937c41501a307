import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../core/file-facts';
import { DOWNLOAD_MESSAGES } from '../../../core/purchases';
import { apiClient } from '../../../test/api-client';
import { ORIGIN } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { startS3Server } from '../../../test/s3-server';
import { buyLines, createProduction, type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';
import { createLocalStore } from '../../storage/local-store';
import type { ObjectStore } from '../../storage/object-store';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 13 item 4: purchases, the "Licensed" state, and downloads through expiring links. */
describe.each(TEST_DATABASES)('purchases and downloads on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let storeDir = '';
  let store: ObjectStore;
  let buyer: Shopper;
  let other: Shopper;
  let projectId = '';
  let orderId = '';
  const photos: { id: string; photoid: number }[] = [];

  /** Raw: a download link is followed by the browser, not called through the web app's client. */
  const open = (url: string, shopper: Shopper | null) =>
    app.request(url, { headers: { Origin: ORIGIN, ...(shopper ? { Cookie: shopper.cookie } : {}) } });
  const purchasesOf = async (client: TypedClient, q?: string) =>
    (await client.purchases.$get(q === undefined ? {} : { query: { q } })).json();
  type LinkRequest = Parameters<TypedClient['purchases']['download-links']['$post']>[0]['json'];
  const linkFor = (json: LinkRequest, client: TypedClient = buyer.client) =>
    client.purchases['download-links'].$post({ json });
  const madeLink = async (json: LinkRequest, client: TypedClient = buyer.client) =>
    (await linkFor(json, client)).json();

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    storeDir = await mkdtemp(path.join(tmpdir(), 'backdrop-downloads-'));
    store = createLocalStore(storeDir);
    app = await createTestApp(db.handle, { storage: store });
    const creator = await createUser(db.handle);
    for (let index = 0; index < 3; index++) {
      const photo = await createPhoto(db.handle, {
        creatorId: creator.id,
        title: `Formica kitchen ${index}`,
      });
      photos.push({ id: photo.id, photoid: photo.photoid });
    }
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    other = await signUpShopper(app, db.handle, 'other@example.test', 'Otto');
    projectId = (await createProduction(db.handle, buyer)).id;
    const lines = photos.map((photo, index) => ({
      photoId: photo.id,
      licenseType: index === 0 ? ('hero-usage' as const) : ('background-dressing' as const),
    }));
    orderId = await buyLines(db.handle, buyer, projectId, lines);
  });
  afterAll(async () => {
    await db.drop();
    await rm(storeDir, { recursive: true, force: true });
  });
  beforeEach(() => db.handle.raw('update order_items set refunded_cents = 0, refunded_at = null'));

  const photo = (index: number) => photos[index] ?? { id: '', photoid: 0 };

  it('lists what the buyer licensed with its production, project and order; searches it', async () => {
    const answer = await buyer.client.purchases.$get();
    expect(answer.status).toBe(200);
    const list = await answer.json();
    expect(list.items).toHaveLength(3);
    expect(list.items[0]).toMatchObject({
      production_title: "The Baker's Dozen",
      project_name: 'Tide Line',
      company: 'Harbour Pictures',
      order_id: orderId,
      order_number: expect.stringMatching(/^BD-\d+$/),
      refunded: false,
    });
    const hero = list.items.find((item) => item.photo_id === photo(0).id);
    expect(hero?.license_type).toBe('hero-usage');
    const found = await purchasesOf(buyer.client, `#${photo(1).photoid}`);
    expect(found.items.map((item) => item.photo_id)).toEqual([photo(1).id]);
    expect((await purchasesOf(buyer.client, 'baker')).items).toHaveLength(3);
    expect((await purchasesOf(buyer.client, '100%')).items).toHaveLength(0);
    expect((await purchasesOf(other.client)).items).toEqual([]);
  });

  it('tells which photos are licensed, and forgets a refunded line', async () => {
    const licensed = await (await buyer.client.purchases.licensed.$get()).json();
    expect(licensed.items).toHaveLength(3);
    expect(licensed.items.find((item) => item.photo_id === photo(0).id)?.license_types).toEqual([
      'hero-usage',
    ]);
    await db.handle.raw(
      'update order_items set refunded_cents = discounted_price_cents, refunded_at = now() where photo_id = $1',
      [photo(0).id],
    );
    const after = await (await buyer.client.purchases.licensed.$get()).json();
    expect(after.items.map((item) => item.photo_id)).not.toContain(photo(0).id);
  });

  it('downloads one original through a link that names the buyer, and refuses it expired or to another account', async () => {
    const purchases = await purchasesOf(buyer.client);
    const purchase = purchases.items.find((item) => item.photo_id === photo(1).id);
    const answer = await linkFor({ purchase_id: purchase?.id ?? '' });
    expect(answer.status).toBe(201);
    const made = await answer.json();
    expect(made).toMatchObject({
      kind: 'file',
      file_name: `backdrop-${photo(1).photoid}-background-dressing.jpg`,
    });
    expect(made.url).toMatch(/^\/api\/downloads\/[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(made.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const file = await open(made.url, buyer);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-disposition')).toContain(
      `attachment; filename="backdrop-${photo(1).photoid}-background-dressing.jpg"`,
    );
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const stranger = await open(made.url, other);
    expect(stranger.status).toBe(403);
    expect(messageOf(await stranger.json())).toBe(DOWNLOAD_MESSAGES.otherAccount);
    expect((await open(made.url, null)).status).toBe(401);

    await db.handle.raw(`update download_links set expires_at = now() - interval '1 second'`);
    const expired = await open(made.url, buyer);
    expect(expired.status).toBe(410);
    expect(messageOf(await expired.json())).toBe(DOWNLOAD_MESSAGES.expired);
    // A link expired over a day ago is removed when the buyer makes the next one.
    await db.handle.raw(`update download_links set expires_at = now() - interval '2 days'`);
    await linkFor({ purchase_id: purchase?.id ?? '' });
    expect(await db.handle.raw(`select 1 from download_links where expires_at < now()`)).toEqual([]);
    expect((await open(made.url, buyer)).status).toBe(404);
    const guessed = await open(`/api/downloads/${'A'.repeat(43)}`, buyer);
    expect(guessed.status).toBe(404);
    expect(messageOf(await guessed.json())).toBe(DOWNLOAD_MESSAGES.notFound);
  });

  it('advertises exactly the original the buyer downloads: pixels, bytes and print size (issue 22)', async () => {
    const photoid = photo(2).photoid;
    // Before the original exists its byte size is unknown, never invented.
    const detailOf = async () =>
      (await other.client.photos[':key'].$get({ param: { key: String(photoid) } })).json();
    const before = await detailOf();
    expect(before.details.technical.file_size).toBeNull();
    // The photo page asks for the facts of the original, which makes it (any signed-in visitor).
    const originalOf = (key: string) => other.client.photos[':key'].original.$get({ param: { key } });
    const answer = await originalOf(String(photoid));
    expect(answer.status).toBe(200);
    const measured = await answer.json();

    const purchases = await purchasesOf(buyer.client);
    const purchase = purchases.items.find((item) => item.photo_id === photo(2).id);
    const made = await madeLink({ purchase_id: purchase?.id ?? '' });
    const bytes = Buffer.from(await (await open(made.url, buyer)).arrayBuffer());
    const file = await sharp(bytes).metadata();
    expect(measured).toEqual({
      width: file.width,
      height: file.height,
      file_size: bytes.length,
      friendly_print_size: `${Math.round((file.width / 300) * 10) / 10} × ${Math.round((file.height / 300) * 10) / 10} in at 300 dpi`,
    });
    const after = await detailOf();
    expect(after.details.technical).toMatchObject(measured);
    expect(formatFileSize(Number(after.details.technical.file_size))).toMatch(/ (KB|MB)$/);
    expect((await originalOf('abc')).status).toBe(400);
    expect((await originalOf('999999')).status).toBe(404);
  });

  it('records the real size of an original a download makes, and corrects a stale one', async () => {
    const photoid = photo(1).photoid;
    await db.handle.raw(
      'update photos set width = 4351, height = 5800, file_size = 7300000 where photoid = $1',
      [photoid],
    );
    const purchases = await purchasesOf(buyer.client);
    const purchase = purchases.items.find((item) => item.photo_id === photo(1).id);
    const made = await madeLink({ purchase_id: purchase?.id ?? '' });
    const bytes = Buffer.from(await (await open(made.url, buyer)).arrayBuffer());
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
    const made = await madeLink({ order_id: orderId });
    expect(made).toMatchObject({
      kind: 'zip',
      file_name: expect.stringMatching(/^backdrop-BD-\d+\.zip$/),
    });
    const zip = await open(made.url, buyer);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const names = await zipEntryNames(Buffer.from(await zip.arrayBuffer()));
    expect(names.sort()).toEqual(
      [
        `backdrop-${photo(0).photoid}-hero-usage.jpg`,
        `backdrop-${photo(1).photoid}-background-dressing.jpg`,
      ].sort(),
    );
    const project = await madeLink({ project_id: projectId });
    expect(project.file_name).toBe('backdrop-tide-line.zip');
  });

  it('on S3 storage: one original redirects to a presigned URL of a minute; a ZIP streams from the bucket', async () => {
    const s3 = await startS3Server();
    try {
      const onS3 = await createTestApp(db.handle, { storage: s3.store });
      const client = typedClient(onS3, buyer.cookie);
      const purchases = await purchasesOf(client);
      const purchase = purchases.items.find((item) => item.photo_id === photo(1).id);
      const made = await madeLink({ purchase_id: purchase?.id ?? '' }, client);
      // Raw: the download link is followed by the browser.
      const answer = await onS3.request(made.url, { headers: { Cookie: buyer.cookie } });
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

      const zipLink = await madeLink({ order_id: orderId }, client);
      const zip = await onS3.request(zipLink.url, { headers: { Cookie: buyer.cookie } });
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
    const purchases = await purchasesOf(buyer.client);
    const purchaseId = purchases.items[0]?.id ?? '';
    const bodies: LinkRequest[] = [
      { purchase_id: purchaseId },
      { order_id: orderId },
      { project_id: projectId },
    ];
    for (const body of bodies) {
      expect((await linkFor(body, other.client)).status).toBe(404);
      expect((await linkFor(body, typedClient(app, null))).status).toBe(401);
    }
    expect((await linkFor({ purchase_id: 'nope' })).status).toBe(400);
    // Raw: an empty request names nothing to download and does not compile with the typed client.
    expect((await apiClient(app)('POST', '/api/purchases/download-links', buyer.cookie, {})).status).toBe(
      400,
    );
    expect(await db.handle.raw('select 1 from download_links where user_id <> $1', [buyer.id])).toEqual([]);
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
