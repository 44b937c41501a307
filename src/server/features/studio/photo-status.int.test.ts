import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_EDIT } from '../../../core/admin-lists';
import { NOT_CLEARED_MESSAGE } from '../../../core/photo-studio';
import {
  findTransition,
  PHOTO_STATUSES,
  PHOTO_TRANSITIONS,
  type PhotoStatus,
  refusedTransitionMessage,
} from '../../../core/photo-workflow';
import { ORIGIN } from '../../../test/auth-helpers';
import { createPhoto } from '../../../test/factories';
import { buyLines, createProduction, type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, typedClient } from '../../../test/typed-client';
import { createMediaStore } from '../../media/media-store';
import { createUsedKeys, photoKeyLookups } from '../../media/used-keys';

type App = Awaited<ReturnType<typeof createTestApp>>;
const TAGS = ['kitchen', 'family', 'breakfast', 'formica', 'seventies'];

/** Issue 26 items 5 and 6: the photo workflow over HTTP, bulk actions, lists and who sees images. */
describe.each(TEST_DATABASES)('photo workflow on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let mediaDir = '';
  let admin: Shopper;
  let carla: Shopper;
  let otto: Shopper;
  let bea: Shopper;

  /** A photo of `owner` (Carla unless said) in `status`, described enough to submit. */
  const photoIn = async (
    status: PhotoStatus,
    options: { owner?: Shopper; cleared?: boolean; title?: string } = {},
  ) => {
    const photo = await createPhoto(db.handle, {
      creatorId: (options.owner ?? carla).id,
      photo_status: status,
      tags: TAGS,
      price_cents: 4900,
      title: options.title ?? `Studio photo in ${status}`,
    });
    if (options.cleared)
      await db.handle.raw(`insert into photo_clearances (photo_id, decision) values ($1, 'cleared')`, [
        photo.id,
      ]);
    return photo;
  };
  const move = (who: Shopper | null, photoid: number, json: Record<string, unknown>) =>
    app.request(`/api/studio/photos/${photoid}/status`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(who ? { Cookie: who.cookie } : {}) },
      body: JSON.stringify(json),
    });
  const get = (who: Shopper | null, url: string) =>
    app.request(url, { headers: { Origin: ORIGIN, ...(who ? { Cookie: who.cookie } : {}) } });
  const bulk = (json: Record<string, unknown>, who: Shopper = admin) =>
    app.request('/api/admin/photos/bulk', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', Cookie: who.cookie },
      body: JSON.stringify(json),
    });
  const statusOf = async (id: string) =>
    (await db.handle.raw<{ photo_status: string }>('select photo_status from photos where id = $1', [id]))[0]
      ?.photo_status;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    mediaDir = await mkdtemp(path.join(tmpdir(), 'backdrop-workflow-media-'));
    const usedKeys = createUsedKeys({ ...photoKeyLookups(db.handle), reloadAfterMs: 0 });
    const media = createMediaStore({
      dir: mediaDir,
      isUsedKey: usedKeys.has,
      renderPhoto: async () => Buffer.from('image'),
    });
    app = await createTestApp(db.handle, { media });
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    carla = await signUpShopper(app, db.handle, 'carla@example.test', 'Carla');
    await db.handle.raw(`update profiles set storefront_name = 'Carla Family Archive' where id = $1`, [
      carla.id,
    ]);
    otto = await signUpShopper(app, db.handle, 'otto@example.test', 'Otto');
    bea = await signUpShopper(app, db.handle, 'bea@example.test', 'Bea');
  });
  afterAll(async () => {
    await db.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('makes every move of the workflow the actor may make, and refuses the rest with 409', async () => {
    for (const transition of PHOTO_TRANSITIONS) {
      for (const [who, role] of [
        [admin, 'admin'],
        [carla, 'contributor'],
      ] as const) {
        const photo = await photoIn(transition.from, { cleared: true });
        const answer = await move(who, photo.photoid, {
          to: transition.to,
          version: 1,
          ...(transition.to === 'rejected' ? { reason: 'quality', note: 'Out of focus' } : {}),
        });
        const label = `${role}: ${transition.from} → ${transition.to}`;
        if (findTransition(transition.from, transition.to, role)) {
          expect(answer.status, label).toBe(200);
          const body = (await answer.json()) as { status: string; version: number };
          expect(body, label).toMatchObject({ status: transition.to, version: 2 });
          expect(await statusOf(photo.id), label).toBe(transition.to);
        } else {
          expect(answer.status, label).toBe(409);
          expect(messageOf(await answer.json()), label).toBe(
            refusedTransitionMessage(transition.from, transition.to),
          );
          expect(await statusOf(photo.id), label).toBe(transition.from);
        }
      }
    }
  });

  it('refuses every move the workflow does not have, even to an admin', async () => {
    for (const from of PHOTO_STATUSES) {
      const photo = await photoIn(from, { cleared: true });
      for (const to of PHOTO_STATUSES) {
        if (PHOTO_TRANSITIONS.some((t) => t.from === from && t.to === to)) continue;
        const answer = await move(admin, photo.photoid, { to, version: 1, reason: 'other' });
        expect(answer.status, `${from} → ${to}`).toBe(409);
        expect(messageOf(await answer.json())).toBe(refusedTransitionMessage(from, to));
      }
      expect(await statusOf(photo.id)).toBe(from);
    }
  });

  it('refuses a stale version, a rejection without a reason, bad bodies and an incomplete submission', async () => {
    const photo = await photoIn('submitted');
    const stale = await move(admin, photo.photoid, { to: 'approved', version: 7 });
    expect(stale.status).toBe(409);
    expect(messageOf(await stale.json())).toBe(STALE_EDIT);
    const noReason = await move(admin, photo.photoid, { to: 'rejected', version: 1 });
    expect(noReason.status).toBe(400);
    expect(messageOf(await noReason.json())).toMatch(/reason/);
    expect((await move(admin, photo.photoid, { to: 'rejected', version: 1, reason: 'nope' })).status).toBe(
      400,
    );
    const long = await move(admin, photo.photoid, {
      to: 'rejected',
      version: 1,
      reason: 'other',
      note: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect((await move(admin, photo.photoid, { to: 'flying', version: 1 })).status).toBe(400);
    expect((await move(admin, photo.photoid, { to: 'approved' })).status).toBe(400);
    expect(await statusOf(photo.id)).toBe('submitted');

    const bare = await createPhoto(db.handle, {
      creatorId: carla.id,
      photo_status: 'draft',
      tags: ['one'],
      price_cents: 0,
    });
    const incomplete = await move(carla, bare.photoid, { to: 'submitted', version: 1 });
    expect(incomplete.status).toBe(409);
    expect(messageOf(await incomplete.json())).toBe(
      'Before you submit this photo, add at least 5 tags (it has 1), a price.',
    );
  });

  it('publishes only a photo whose clearance file is cleared', async () => {
    const photo = await photoIn('approved');
    const none = await move(admin, photo.photoid, { to: 'live', version: 1 });
    expect(none.status).toBe(409);
    expect(messageOf(await none.json())).toBe(NOT_CLEARED_MESSAGE);
    await db.handle.raw(`insert into photo_clearances (photo_id, decision) values ($1, 'pending')`, [
      photo.id,
    ]);
    expect((await move(admin, photo.photoid, { to: 'live', version: 1 })).status).toBe(409);
    await db.handle.raw(`update photo_clearances set decision = 'cleared' where photo_id = $1`, [photo.id]);
    expect((await move(admin, photo.photoid, { to: 'live', version: 1 })).status).toBe(200);
    expect(await statusOf(photo.id)).toBe('live');
  });

  it('keeps others out: 404 for another contributor’s photo, 401 for guests, 403 for buyers on admin routes', async () => {
    const photo = await photoIn('draft');
    const other = await move(otto, photo.photoid, { to: 'submitted', version: 1 });
    expect(other.status).toBe(404);
    expect((await get(otto, `/api/studio/photos/${photo.photoid}/workflow`)).status).toBe(404);
    expect((await get(otto, '/api/studio/photos/999999/workflow')).status).toBe(404);
    expect((await move(null, photo.photoid, { to: 'submitted', version: 1 })).status).toBe(401);
    expect((await get(null, '/api/studio/photos')).status).toBe(401);
    for (const url of ['/api/admin/photos', '/api/admin/review-queue']) {
      expect((await get(otto, url)).status, url).toBe(403);
      expect((await get(null, url)).status, url).toBe(401);
    }
    expect((await bulk({ photoids: [photo.photoid], action: 'approve' }, otto)).status).toBe(403);
    expect(await statusOf(photo.id)).toBe('draft');
  });

  it('records who reviewed and why, clears the rejection on resubmission, and shows the history', async () => {
    const photo = await photoIn('draft', { title: 'Picnic by the lake' });
    expect((await move(carla, photo.photoid, { to: 'submitted', version: 1 })).status).toBe(200);
    const rejected = await move(admin, photo.photoid, {
      to: 'rejected',
      version: 2,
      reason: 'metadata',
      note: 'The lake is a reservoir.',
    });
    expect(rejected.status).toBe(200);
    const [row] = await db.handle.raw<Record<string, unknown>>(
      'select submitted_at, reviewed_by, reviewed_at, rejection_reason, rejection_note, version from photos where id = $1',
      [photo.id],
    );
    expect(row).toMatchObject({ reviewed_by: admin.id, rejection_reason: 'metadata', version: 3 });
    expect(row?.submitted_at).not.toBeNull();
    expect(row?.reviewed_at).not.toBeNull();

    const seen = (await (await get(carla, `/api/studio/photos/${photo.photoid}/workflow`)).json()) as {
      status: string;
      rejection_reason: string;
      rejection_note: string;
      reviewed_by: string;
      creator: string;
      moves: { to: string; label: string }[];
      history: { summary: string; actor_email: string }[];
    };
    expect(seen).toMatchObject({
      status: 'rejected',
      rejection_reason: 'metadata',
      rejection_note: 'The lake is a reservoir.',
      reviewed_by: 'Ada',
      creator: 'Carla Family Archive',
    });
    expect(seen.moves).toEqual([{ to: 'draft', label: 'Edit and submit again' }]);
    expect(seen.history.map((entry) => entry.actor_email)).toEqual([
      'boss@example.test',
      'carla@example.test',
    ]);
    expect(seen.history[0]?.summary).toContain('Rejected');

    const mine = (await (await get(carla, '/api/studio/photos?q=picnic')).json()) as {
      items: { photoid: number; status: string; rejection_reason: string | null }[];
      total: number;
    };
    expect(mine.items).toEqual([
      expect.objectContaining({ photoid: photo.photoid, status: 'rejected', rejection_reason: 'metadata' }),
    ]);
    expect(((await (await get(otto, '/api/studio/photos?q=picnic')).json()) as { total: number }).total).toBe(
      0,
    );
    const asAdmin = (await (await get(admin, `/api/studio/photos?q=picnic&creator=${carla.id}`)).json()) as {
      total: number;
    };
    expect(asAdmin.total).toBe(1);

    expect((await move(carla, photo.photoid, { to: 'draft', version: 3 })).status).toBe(200);
    expect((await move(carla, photo.photoid, { to: 'submitted', version: 4 })).status).toBe(200);
    const [again] = await db.handle.raw<Record<string, unknown>>(
      'select rejection_reason, rejection_note from photos where id = $1',
      [photo.id],
    );
    expect(again).toEqual({ rejection_reason: null, rejection_note: null });
    const audit = await db.handle.raw<{ n: number }>(
      `select count(*)::int as n from audit_log where entity_type = 'photo' and entity_id = $1`,
      [photo.id],
    );
    expect(audit[0]?.n).toBe(4);
  });

  it('lists the review queue oldest submission first', async () => {
    await db.handle.raw(
      `update photos set photo_status = 'draft' where photo_status in ('submitted', 'in_review')`,
    );
    const newer = await photoIn('submitted', { title: 'Queue newer' });
    const older = await photoIn('in_review', { title: 'Queue older' });
    await db.handle.raw(`update photos set submitted_at = now() - interval '1 hour' where id = $1`, [
      newer.id,
    ]);
    await db.handle.raw(`update photos set submitted_at = now() - interval '2 days' where id = $1`, [
      older.id,
    ]);
    const queue = (await (await get(admin, '/api/admin/review-queue')).json()) as {
      items: { photoid: number; creator: string }[];
      total: number;
    };
    expect(queue.items.map((item) => item.photoid)).toEqual([older.photoid, newer.photoid]);
    expect(queue.total).toBe(2);
    expect(queue.items[0]?.creator).toBe('Carla Family Archive');
  });

  it('applies a bulk action photo by photo and says why it refused the others', async () => {
    const submitted = await photoIn('submitted');
    const draft = await photoIn('draft');
    const approved = await photoIn('approved');
    const approve = await bulk({ photoids: [submitted.photoid, draft.photoid, 999999], action: 'approve' });
    expect(approve.status).toBe(200);
    expect(await approve.json()).toEqual({
      results: [
        { photoid: submitted.photoid, outcome: 'applied', status: 'approved' },
        { photoid: draft.photoid, outcome: 'refused', why: refusedTransitionMessage('draft', 'approved') },
        { photoid: 999999, outcome: 'refused', why: 'Photo not found' },
      ],
    });
    const publish = (await (await bulk({ photoids: [approved.photoid], action: 'publish' })).json()) as {
      results: { outcome: string; why?: string }[];
    };
    expect(publish.results[0]).toMatchObject({ outcome: 'refused', why: NOT_CLEARED_MESSAGE });
    expect((await bulk({ photoids: [draft.photoid], action: 'reject' })).status).toBe(400);
    expect((await bulk({ photoids: [], action: 'approve' })).status).toBe(400);
    expect(
      (await bulk({ photoids: Array.from({ length: 501 }, (_, i) => i + 1), action: 'approve' })).status,
    ).toBe(400);
    const price = (await (
      await bulk({ photoids: [draft.photoid], action: 'set_price', price_cents: 12500 })
    ).json()) as {
      results: { outcome: string }[];
    };
    expect(price.results[0]?.outcome).toBe('applied');
    const tag = (await (
      await bulk({ photoids: [draft.photoid, approved.photoid], action: 'add_tag', tag: 'kitchen' })
    ).json()) as { results: { outcome: string; why?: string }[] };
    expect(tag.results.map((r) => r.outcome)).toEqual(['refused', 'refused']);
    expect(tag.results[0]?.why).toBe('It already has the tag “kitchen”.');
    await bulk({ photoids: [draft.photoid], action: 'add_tag', tag: 'Harbour' });
    const [row] = await db.handle.raw<{ price_cents: number; tags: string[] }>(
      'select price_cents, tags from photos where id = $1',
      [draft.id],
    );
    expect(row).toEqual({ price_cents: 12500, tags: [...TAGS, 'Harbour'] });
  });

  it('lists the whole catalogue for admins, filtered by state, flag, clearance, date and search', async () => {
    const flagged = await photoIn('draft', { title: 'Zeppelin over Hamburg' });
    await db.handle.raw('update photos set photoshop = true where id = $1', [flagged.id]);
    const cleared = await photoIn('withdrawn', { title: 'Zeppelin hangar', cleared: true });
    type Page = {
      items: { photoid: number; status: string; creator: string; clearance: string }[];
      total: number;
    };
    const list = async (query: string) =>
      (await (await get(admin, `/api/admin/photos?${query}`)).json()) as Page;
    const ids = (page: Page) => page.items.map((item) => item.photoid).sort((a, b) => a - b);
    expect(ids(await list('q=zeppelin'))).toEqual([flagged.photoid, cleared.photoid]);
    expect(ids(await list(`q=%23${flagged.photoid}`))).toEqual([flagged.photoid]);
    expect(ids(await list('q=zeppelin&flags=photoshop'))).toEqual([flagged.photoid]);
    expect(ids(await list('q=zeppelin&status=withdrawn,live'))).toEqual([cleared.photoid]);
    expect(ids(await list('q=zeppelin&clearance=cleared'))).toEqual([cleared.photoid]);
    expect(ids(await list('q=zeppelin&clearance=none'))).toEqual([flagged.photoid]);
    // The decision is copied onto the photo by triggers: a change or a removed file shows at once.
    await db.handle.raw(`update photo_clearances set decision = 'not_cleared' where photo_id = $1`, [
      cleared.id,
    ]);
    expect(ids(await list('q=zeppelin&clearance=not_cleared'))).toEqual([cleared.photoid]);
    await db.handle.raw('delete from photo_clearances where photo_id = $1', [cleared.id]);
    expect(ids(await list('q=zeppelin&clearance=none'))).toEqual([flagged.photoid, cleared.photoid]);
    expect((await list('q=zeppelin&clearance=cleared')).total).toBe(0);
    await db.handle.raw(`insert into photo_clearances (photo_id, decision) values ($1, 'cleared')`, [
      cleared.id,
    ]);
    expect(ids(await list('q=zeppelin&clearance=cleared'))).toEqual([cleared.photoid]);
    expect((await list('q=formica&status=draft')).total).toBeGreaterThan(0);
    expect((await list('q=carla family')).items[0]?.creator).toBe('Carla Family Archive');
    // Words of the title or tags, through the search vector: every word, in any order, stemmed,
    // accents and case ignored; a part of the storefront name finds its creator's photos.
    expect(ids(await list('q=hamburg%20zeppelin'))).toEqual([flagged.photoid]);
    expect(ids(await list('q=Zeppelins'))).toEqual([flagged.photoid, cleared.photoid]);
    expect(ids(await list('q=z%C3%A9ppelin%20hangar'))).toEqual([cleared.photoid]);
    expect(ids(await list('q=zeppelin%20harbour'))).toEqual([]);
    await db.handle.raw(`update photos set tags = tags || '{Harbour}' where id = $1`, [cleared.id]);
    expect(ids(await list('q=zeppelin%20harbour'))).toEqual([cleared.photoid]);
    const archive = await list('q=family%20arch&limit=50');
    expect(archive.total).toBeGreaterThan(0);
    expect(archive.items.every((item) => item.creator === 'Carla Family Archive')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await list(`q=zeppelin&from=${today}&to=${today}`))).toEqual([
      flagged.photoid,
      cleared.photoid,
    ]);
    expect((await list('q=zeppelin&to=2001-01-01')).total).toBe(0);
    for (const bad of ['status=flying', 'flags=nice', 'clearance=maybe', 'from=yesterday', 'sort=price']) {
      const answer = await get(admin, `/api/admin/photos?${bad}`);
      expect(answer.status, bad).toBe(400);
    }
  });

  it('takes a withdrawn photo out of search at once, but its buyer still downloads it and its certificate verifies', async () => {
    const photo = await photoIn('live', { title: 'Quokka lighthouse keeper', cleared: true });
    const project = await createProduction(db.handle, bea);
    const orderId = await buyLines(db.handle, bea, project.id, [{ photoId: photo.id }]);
    const search = async () =>
      (
        (await (await typedClient(app, null).photos.search.$get({ query: { q: 'quokka' } })).json()) as {
          items: { photoid: number }[];
        }
      ).items.map((item) => item.photoid);
    expect(await search()).toEqual([photo.photoid]);
    expect((await move(carla, photo.photoid, { to: 'withdrawn', version: 1 })).status).toBe(200);
    expect(await search()).toEqual([]);
    expect((await get(null, `/api/photos/${photo.photoid}`)).status).toBe(401);

    const purchases = (await (await bea.client.purchases.$get()).json()).items;
    const purchase = purchases.find((item) => item.photo_id === photo.id);
    expect(purchase).toBeDefined();
    const link = await bea.client.purchases['download-links'].$post({
      json: { purchase_id: purchase?.id ?? '' },
    });
    expect(link.status).toBe(201);
    const made = (await link.json()) as { url: string };
    const file = await get(bea, made.url);
    expect(file.status).toBe(200);
    const [order] = await db.handle.raw<{ certificate_code: string }>(
      'select certificate_code from orders where id = $1',
      [orderId],
    );
    const verified = await get(null, `/api/verify/${order?.certificate_code}`);
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { items: { photoid: number }[] }).items.map((i) => i.photoid)).toEqual(
      [photo.photoid],
    );
    const certificate = await get(bea, `/api/orders/${orderId}/certificate.pdf`);
    expect(certificate.status).toBe(200);

    // Its images: the buyer still sees them; a guest no longer does.
    expect((await get(bea, photo.preview_url)).status).toBe(200);
    expect((await get(null, photo.preview_url)).status).toBe(404);

    // Published again, it is found again at once.
    expect((await move(admin, photo.photoid, { to: 'live', version: 2 })).status).toBe(200);
    expect(await search()).toEqual([photo.photoid]);
  });

  it('serves an unpublished photo’s images only to admins, its contributor and buyers, never cached', async () => {
    const draft = await photoIn('draft');
    const live = await photoIn('live');
    for (const url of [draft.preview_url, draft.thumbnail_url]) {
      const guest = await get(null, url);
      expect(guest.status, url).toBe(404);
      expect(guest.headers.get('cache-control')).toBe('private, no-store');
      expect((await get(otto, url)).status, url).toBe(404);
      for (const who of [carla, admin]) {
        const seen = await get(who, url);
        expect(seen.status, `${who.email} ${url}`).toBe(200);
        expect(seen.headers.get('cache-control')).toBe('private, no-store');
      }
    }
    const publicly = await get(null, live.preview_url);
    expect(publicly.status).toBe(200);
    expect(publicly.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A key no photo uses is still a plain 404.
    expect((await get(null, '/media/p/kitchen-color-s-6-vibrant-888888/thumb.webp')).status).toBe(404);
  });
});
