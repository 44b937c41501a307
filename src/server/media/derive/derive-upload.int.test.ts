import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { bombPng, cmyk16Tiff, jpegWith, samplePhoto } from '../../../test/test-images';
import { photoOriginal } from '../../features/photos';
import { enqueueJob } from '../../jobs/enqueue';
import { createJobHandlers } from '../../jobs/handlers';
import { runJobsUntilIdle } from '../../jobs/runner';
import { createLocalStore } from '../../storage/local-store';
import type { ObjectStore } from '../../storage/object-store';
import { DETECT_FACES } from '../faces/detect-faces-key';
import { createMediaRoutes } from '../media.routes';
import { createMediaStore } from '../media-store';
import { createUsedKeys, photoKeyLookups } from '../used-keys';
import { DEFAULT_PRICE_CENTS, DERIVE_UPLOAD, deriveUpload, deriveUploadKey } from './derive-upload';
import { derivedImages } from './derived-images';
import { derivedKey, isUploadImageKey } from './upload-key';

interface UploadRow {
  state: string;
  error: string | null;
  photo_id: string | null;
  similar_to: string | null;
  duplicate_of: string | null;
  content_sha256: string | null;
}

interface PhotoRow {
  id: string;
  photoid: number;
  title: string;
  description: string | null;
  user_id: string;
  price_cents: number;
  image_key: string;
  thumbnail_url: string;
  preview_url: string;
  width: number;
  height: number;
  file_size: number;
  friendly_print_size: string;
  date_taken: string | null;
  decade_taken: string | null;
  location_country: string | null;
  location_city: string | null;
  tags: string[];
  dominant_color: string;
  photo_status: string;
  content_sha256: string;
  perceptual_hash: string;
  placeholder: string;
  master_key: string;
  original_file_name: string;
}

/** No EXIF, XMP or ICC chunk in a WebP (exifr does not read WebP: its RIFF chunks are listed). */
function webpChunks(file: Buffer): string[] {
  const chunks: string[] = [];
  let at = 12;
  while (at + 8 <= file.length) {
    chunks.push(file.toString('ascii', at, at + 4));
    const size = file.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

describe.each(TEST_DATABASES)('deriving uploads on %s', (kind) => {
  let db: TestDatabase;
  let storage: ObjectStore;
  let dataDir: string;
  let creatorId: string;
  let uploaderId: string;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    dataDir = await mkdtemp(path.join(tmpdir(), 'backdrop-derive-'));
    storage = createLocalStore(dataDir);
  });
  afterAll(async () => {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.reset();
    creatorId = (await createUser(db.handle, { storefrontName: 'The Okafor Archive' })).id;
    uploaderId = (await createUser(db.handle, { role: 'admin' })).id;
  });

  /** A received upload of `bytes` called `fileName`, with its derive job enqueued. */
  async function received(bytes: Buffer, fileName: string): Promise<string> {
    const id = randomUUID();
    const masterKey = `masters/${id}`;
    await storage.put(masterKey, bytes, 'application/octet-stream');
    await db.handle.transaction(async (tx) => {
      await tx.execute(
        `insert into photo_uploads (id, batch_id, uploaded_by, creator_id, file_name, declared_size, state, master_key)
         values ('${id}', '${randomUUID()}', '${uploaderId}', '${creatorId}', '${fileName.replace(/'/g, "''")}', ${bytes.length}, 'received', '${masterKey}')`,
      );
      await enqueueJob(tx, { kind: DERIVE_UPLOAD, key: deriveUploadKey(id), payload: { uploadId: id } });
    });
    return id;
  }

  // Derivation alone: the face detection each new photo enqueues is tested in media/faces.
  const handlers = () => {
    const all = createJobHandlers({ handle: db.handle, storage });
    return Object.fromEntries(Object.entries(all).filter(([kind]) => kind !== DETECT_FACES));
  };
  const run = () => runJobsUntilIdle(db.handle, handlers());
  const uploadOf = async (id: string) =>
    (
      await db.handle.raw<UploadRow>(
        'select state, error, photo_id, similar_to, duplicate_of, content_sha256 from photo_uploads where id = $1',
        [id],
      )
    )[0];
  const photoOf = async (id: string | null) =>
    (
      await db.handle.raw<PhotoRow>(
        'select *, perceptual_hash::text as perceptual_hash, date_taken::text as date_taken, file_size::int as file_size from photos where id = $1',
        [id],
      )
    )[0];
  const readStored = async (key: string) => {
    const found = await storage.read(key);
    if (!found) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of found.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('makes a draft photo from a JPEG: derivatives without metadata, facts from the file', async () => {
    const master = await jpegWith(1, {
      dateTaken: '1971:05:06 10:00:00',
      gps: { latitude: 48.8566, longitude: 2.3522 },
      title: 'Grandma at the fair',
      description: 'Sunday at the Foire du Trône.',
      keywords: ['Fair', 'grandmother', 'fair'],
      serial: 'SN-4410021',
    });
    const id = await received(master, 'IMG_0042.jpg');
    expect(await run()).toEqual({ ran: 1, failed: 0 });
    const upload = await uploadOf(id);
    expect(upload).toMatchObject({ state: 'ready', error: null, similar_to: null });
    const photo = await photoOf(upload?.photo_id ?? null);
    expect(photo).toMatchObject({
      title: 'Grandma at the fair',
      description: 'Sunday at the Foire du Trône.',
      user_id: creatorId,
      price_cents: DEFAULT_PRICE_CENTS,
      width: 1600,
      height: 1067,
      file_size: master.length,
      friendly_print_size: '5.3 × 3.6 in at 300 dpi',
      date_taken: '1971-05-06',
      decade_taken: '1970s',
      location_country: 'France',
      location_city: null,
      tags: ['fair', 'grandmother'],
      photo_status: 'draft',
      master_key: `masters/${id}`,
      original_file_name: 'IMG_0042.jpg',
    });
    expect(photo?.content_sha256).toBe(upload?.content_sha256);
    expect(photo?.content_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(photo?.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(['red', 'orange', 'yellow', 'green', 'blue', 'brown', 'grey']).toContain(photo?.dominant_color);
    const key = photo?.image_key ?? '';
    expect(isUploadImageKey(key)).toBe(true);
    expect(key.startsWith(`u${photo?.photoid}-`)).toBe(true);
    expect(photo?.thumbnail_url).toBe(`/media/p/${key}/thumb.webp`);
    expect(photo?.preview_url).toBe(`/media/p/${key}/preview.webp`);

    // The master keeps its GPS and serial; nothing a visitor can fetch does.
    expect(await exifr.parse(master, { gps: true })).toMatchObject({ SerialNumber: 'SN-4410021' });
    expect((await exifr.gps(master))?.latitude).toBeCloseTo(48.8566, 3);
    for (const variant of ['thumb', 'preview'] as const) {
      const file = (await readStored(derivedKey(key, variant, 'webp'))) ?? Buffer.alloc(0);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(variant === 'thumb' ? 400 : 1200);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(webpChunks(file).filter((c) => ['EXIF', 'XMP ', 'ICCP'].includes(c))).toEqual([]);
      // The same picture as a JPEG (what browsers without WebP get): exifr finds nothing in it.
      const jpeg = await derivedImages(storage).read(key, variant, 'jpg');
      expect(
        await exifr.parse(jpeg ?? Buffer.alloc(0), { gps: true, xmp: true, iptc: true }),
      ).toBeUndefined();
    }
  });

  it('takes PNG, WebP and a 16-bit CMYK TIFF, in sRGB', async () => {
    const png = await sharp(samplePhoto(2)).resize(900).png().toBuffer();
    const webp = await sharp(samplePhoto(4)).resize(900).webp().toBuffer();
    const tiff = await cmyk16Tiff(5);
    expect(await sharp(tiff).metadata()).toMatchObject({ space: 'cmyk', depth: 'ushort' });
    const ids = [
      await received(png, 'family-picnic.png'),
      await received(webp, 'wedding_1962.webp'),
      await received(tiff, 'scan-0001.tif'),
    ];
    expect(await run()).toEqual({ ran: 3, failed: 0 });
    const titles: string[] = [];
    for (const id of ids) {
      const upload = await uploadOf(id);
      expect(upload?.state).toBe('ready');
      const photo = await photoOf(upload?.photo_id ?? null);
      titles.push(photo?.title ?? '');
      const thumb = await readStored(derivedKey(photo?.image_key ?? '', 'thumb', 'webp'));
      const meta = await sharp(thumb ?? Buffer.alloc(0)).metadata();
      expect(meta).toMatchObject({ format: 'webp', space: 'srgb', width: 400 });
    }
    expect(titles).toEqual(['Family picnic', 'Wedding 1962', 'Scan 0001']);
    // CMYK converted, not inverted: the thumbnail's colours are the sample's.
    const photo = await photoOf((await uploadOf(ids[2] ?? ''))?.photo_id ?? null);
    const converted = await sharp(
      (await readStored(derivedKey(photo?.image_key ?? '', 'thumb', 'webp'))) ?? Buffer.alloc(0),
    ).stats();
    const original = await sharp(samplePhoto(5)).resize(400).stats();
    converted.channels.slice(0, 3).forEach((channel, i) => {
      expect(Math.abs(channel.mean - (original.channels[i]?.mean ?? 0))).toBeLessThan(30);
    });
  });

  it('fails a truncated JPEG, a decompression bomb, a renamed .exe and a GIF with words on their rows', async () => {
    const whole = await jpegWith(3);
    const cases: [Buffer, string, string][] = [
      [
        whole.subarray(0, Math.floor(whole.length * 0.4)),
        'cut.jpg',
        'This file is cut off: upload it again.',
      ],
      [
        bombPng(),
        'bomb.png',
        'This image is 100,000 × 100,000 pixels; the largest we take is 100 megapixels.',
      ],
      [
        Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 7)]),
        'holiday.jpg',
        'This file is not an image we can read. Upload a JPEG, PNG, TIFF or WebP photo.',
      ],
      [
        await sharp(samplePhoto(3)).resize(200).gif().toBuffer(),
        'anim.gif',
        'This file is a GIF image; we take JPEG, PNG, TIFF and WebP.',
      ],
    ];
    expect(bombPng().length).toBeLessThan(1024);
    const ids = [];
    for (const [bytes, name] of cases) ids.push(await received(bytes, name));
    // Every one fails at once (no retry), and each failure leaves the rest of the batch alone.
    const good = await received(await jpegWith(6), 'fine.jpg');
    expect(await run()).toEqual({ ran: 5, failed: 4 });
    for (const [i, [, , message]] of cases.entries()) {
      expect(await uploadOf(ids[i] ?? '')).toMatchObject({ state: 'failed', error: message, photo_id: null });
    }
    expect((await uploadOf(good))?.state).toBe('ready');
    const jobs = await db.handle.raw<{ state: string; attempts: number }>(
      `select state, attempts from jobs where state = 'failed' order by id`,
    );
    expect(jobs).toEqual(cases.map(() => ({ state: 'failed', attempts: 1 })));
    expect(Number((await db.handle.raw<{ n: number }>('select count(*)::int as n from photos'))[0]?.n)).toBe(
      1,
    );
  });

  it('questions a date taken in 1850, leaves out 1820 and 2090 with a note, never failing the photo', async () => {
    const early = await received(await jpegWith(2, { dateTaken: '1850:03:01 12:00:00' }), 'early.jpg');
    const old = await received(await jpegWith(3, { dateTaken: '1820:03:01 12:00:00' }), 'old.jpg');
    const future = await received(await jpegWith(4, { dateTaken: '2090:01:01 00:00:00' }), 'future.jpg');
    expect(await run()).toEqual({ ran: 3, failed: 0 });
    const [e, a, b] = [await uploadOf(early), await uploadOf(old), await uploadOf(future)];
    expect(e).toMatchObject({
      state: 'ready',
      error:
        'The date taken in the file is 1850: check that it is when the photograph was taken, not a wrong setting of the camera or scanner.',
    });
    expect(await photoOf(e?.photo_id ?? null)).toMatchObject({
      date_taken: '1850-03-01',
      decade_taken: '1850s',
    });
    expect(a).toMatchObject({
      state: 'ready',
      error:
        'The date taken in the file, 1820, is before the first photograph (1826), so it was left out: enter the date or decade yourself.',
    });
    expect(b).toMatchObject({
      state: 'ready',
      error:
        'The date taken in the file, 2090, is in the future, so it was left out: enter the date or decade yourself.',
    });
    for (const upload of [a, b]) {
      expect(await photoOf(upload?.photo_id ?? null)).toMatchObject({ date_taken: null, decade_taken: null });
    }
  });

  it('flags a near-duplicate, naming the photo it looks like, and refuses the same bytes', async () => {
    const first = await received(await jpegWith(1, {}, 1600, 90), 'first.jpg');
    await run();
    const firstPhoto = await photoOf((await uploadOf(first))?.photo_id ?? null);
    // The same picture, smaller and encoded again: other bytes, the same look.
    const again = await received(await jpegWith(1, {}, 1000, 70), 'again.jpg');
    const other = await received(await jpegWith(5), 'other.jpg');
    const same = await received((await readStored(`masters/${first}`)) ?? Buffer.alloc(0), 'copy.jpg');
    expect(await run()).toEqual({ ran: 3, failed: 0 });
    const flagged = await uploadOf(again);
    expect(flagged).toMatchObject({ state: 'ready', similar_to: firstPhoto?.id });
    expect(flagged?.error).toBe(
      `This photo looks like #${firstPhoto?.photoid} "First" already in the catalogue.`,
    );
    expect(await uploadOf(other)).toMatchObject({ state: 'ready', similar_to: null });
    expect(await uploadOf(same)).toMatchObject({
      state: 'duplicate',
      duplicate_of: firstPhoto?.id,
      error: `This file is already in the catalogue as #${firstPhoto?.photoid} "First".`,
    });
    const distance = await db.handle.raw<{ bits: number }>(
      `select bit_count((a.perceptual_hash # b.perceptual_hash)::bit(64))::int as bits
       from photos a, photos b where a.id = $1 and b.id = $2`,
      [firstPhoto?.id, flagged?.photo_id],
    );
    expect(distance[0]?.bits).toBeLessThanOrEqual(6);
  });

  it('makes one photo however often it runs', async () => {
    const id = await received(await jpegWith(6), 'twice.jpg');
    await run();
    const photoId = (await uploadOf(id))?.photo_id;
    // Run again directly, and through a new job for the same upload.
    await deriveUpload({ handle: db.handle, storage }, id);
    await enqueueJob(db.handle.db, {
      kind: DERIVE_UPLOAD,
      key: deriveUploadKey(id),
      payload: { uploadId: id },
    });
    expect(await run()).toEqual({ ran: 1, failed: 0 });
    // A run that died after committing its photo but before marking the upload: the photo is reused.
    await db.handle.raw(`update photo_uploads set state = 'processing', photo_id = null where id = $1`, [id]);
    await deriveUpload({ handle: db.handle, storage }, id);
    expect(await uploadOf(id)).toMatchObject({ state: 'ready', photo_id: photoId });
    expect(Number((await db.handle.raw<{ n: number }>('select count(*)::int as n from photos'))[0]?.n)).toBe(
      1,
    );
  });

  it("serves an uploaded photo's derivatives at /media/p/{key}/…, never its original", async () => {
    const id = await received(await jpegWith(2), 'served.jpg');
    await run();
    const photo = await photoOf((await uploadOf(id))?.photo_id ?? null);
    const key = photo?.image_key ?? '';
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'backdrop-derive-media-'));
    try {
      const media = createMediaStore({
        dir: mediaDir,
        isUsedKey: createUsedKeys(photoKeyLookups(db.handle)).has,
        uploaded: derivedImages(storage),
      });
      const routes = createMediaRoutes(media, { allowOriginals: true });
      const thumb = await routes.request(`/p/${key}/thumb.webp`);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ width: 400 });
      const preview = await routes.request(`/p/${key}/preview.jpg`);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('image/jpeg');
      expect((await routes.request(`/p/${key}/preview.avif`)).status).toBe(200);
      // Never the original, even where the route would serve a demo photo's.
      expect((await routes.request(`/p/${key}/original.jpg`)).status).toBe(404);
      // A key no photo uses (another random part) is not found.
      expect((await routes.request(`/p/u${photo?.photoid}-0000000000000000/thumb.webp`)).status).toBe(404);
    } finally {
      await rm(mediaDir, { recursive: true, force: true });
    }
  });

  it("gives a buyer the full picture as a JPEG without the master's GPS or serial, made on first download", async () => {
    const master = await jpegWith(
      4,
      { gps: { latitude: 51.5, longitude: -0.12 }, serial: 'SN-77', dateTaken: '1988:07:01 09:00:00' },
      1800,
    );
    const id = await received(master, 'bought.jpg');
    await run();
    const photo = await photoOf((await uploadOf(id))?.photo_id ?? null);
    const ref = { photoid: photo?.photoid ?? 0, imageKey: photo?.image_key ?? '' };
    const stored = await photoOriginal(db.handle, storage, ref);
    expect(stored?.key).toBe(`originals/${ref.imageKey}.jpg`);
    const file = (await readStored(stored?.key ?? '')) ?? Buffer.alloc(0);
    expect(await sharp(file).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1800,
      height: photo?.height,
    });
    expect(await exifr.parse(file, { gps: true, xmp: true, iptc: true })).toBeUndefined();
    // The row now advertises the buyer's file; a second download finds it.
    expect((await photoOf(photo?.id ?? null))?.file_size).toBe(file.length);
    expect(await photoOriginal(db.handle, storage, ref)).toEqual(stored);
  });
});
