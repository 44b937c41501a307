import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { buyLines, createProduction, type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';
import { aggregateClicks } from '../analytics';

describe.each(TEST_DATABASES)('photo admin flags on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Shopper;
  let member: Shopper;
  let photo = { id: '', photoid: 0 };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    const creatorId = (await createUser(db.handle)).id;
    const created = await createPhoto(db.handle, { creatorId, photo_status: 'submitted' });
    photo = { id: created.id, photoid: created.photoid };
    await db.handle.raw(
      'update photos set photoshop = false, info_missing = false, missing_faces = false where id = $1',
      [photo.id],
    );
    member = await signUpShopper(app, db.handle, 'member@example.test', 'Sam');
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
  });
  afterAll(() => db.drop());

  type Flags = Parameters<TypedClient['admin']['photos'][':key']['$patch']>[0]['json'];
  const patch = (key: string | number, json: Flags, client: TypedClient = admin.client) =>
    client.admin.photos[':key'].$patch({ param: { key: String(key) }, json });
  const read = async (key: string | number) =>
    (await admin.client.admin.photos[':key'].$get({ param: { key: String(key) } })).json();
  const flagsInDatabase = async () =>
    (
      await db.handle.raw<{ photoshop: boolean; info_missing: boolean; missing_faces: boolean }>(
        'select photoshop, info_missing, missing_faces from photos where id = $1',
        [photo.id],
      )
    )[0];

  it('lets an admin read and save the three flags at once, on any status', async () => {
    expect(await read(photo.photoid)).toEqual({
      flags: { photoshop: false, info_missing: false, missing_faces: false },
      analytics: { total_clicks: 0, unique_users: 0, last_clicked_at: null, queued_clicks: 0 },
      sales: { total_sales: 0, revenue_cents: 0, last_sale_at: null, average_price_cents: null },
    });
    const response = await patch(photo.photoid, { photoshop: true, missing_faces: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ photoshop: true, info_missing: false, missing_faces: true });
    expect(await flagsInDatabase()).toEqual({ photoshop: true, info_missing: false, missing_faces: true });
    // By uuid too.
    expect((await patch(photo.id, { photoshop: false })).status).toBe(200);
    expect((await flagsInDatabase())?.photoshop).toBe(false);
  });

  it("counts the photo's clicks, queued clicks and paid sales for the Admin tab", async () => {
    await db.handle.raw(
      `insert into click_analytics (entity_type, entity_id, entity_name, total_clicks, unique_users, last_clicked_at)
       values ('photo', $1, 'x', 42, 7, '2026-11-01T10:00:00Z')`,
      [photo.id],
    );
    await db.handle.raw(
      `insert into click_events (event_type, entity_id, entity_type) values ('photo_view', $1, 'photo'), ('photo_view', $1, 'photo')`,
      [photo.id],
    );
    const body = await read(photo.id);
    expect(body.analytics).toEqual({
      total_clicks: 42,
      unique_users: 7,
      last_clicked_at: '2026-11-01T10:00:00.000Z',
      queued_clicks: 2,
    });
    // Once aggregated, the queue is empty (the clicks land on top of the row inserted above).
    await aggregateClicks(db.handle);
    expect((await read(photo.id)).analytics).toMatchObject({ total_clicks: 44, queued_clicks: 0 });
  });

  it("counts the order's other lines after one line is refunded, and not the refunded line (issue 22 item 7)", async () => {
    const creatorId = (await createUser(db.handle)).id;
    const sold = await Promise.all(
      [2000, 3000, 5000].map((price_cents) => createPhoto(db.handle, { creatorId, price_cents })),
    );
    const project = await createProduction(db.handle, member, { company: 'Test Pictures' });
    const orderId = await buyLines(
      db.handle,
      member,
      project.id,
      sold.map((photo) => ({ photoId: photo.id })),
    );
    const [paid] = await db.handle.raw<{ paid_at: string }>('select paid_at from orders where id = $1', [
      orderId,
    ]);
    const salesOf = async (photoId: string) => (await read(photoId)).sales;
    const lines = await db.handle.raw<{ id: string; photo_id: string }>(
      'select id, photo_id from order_items where order_id = $1',
      [orderId],
    );
    const lineOf = (photoId: string | undefined) => lines.find((line) => line.photo_id === photoId)?.id;

    const refundLines = (item_ids: string[], reason: string) =>
      admin.client.admin.orders[':id'].refunds.$post({ param: { id: orderId }, json: { item_ids, reason } });
    const refund = await refundLines([lineOf(sold[0]?.id) ?? ''], 'Cut from the episode');
    expect(refund.status).toBe(200);
    const lastSale = new Date(paid?.paid_at ?? '').toISOString();
    expect(await salesOf(sold[0]?.id ?? '')).toEqual({
      total_sales: 0,
      revenue_cents: 0,
      last_sale_at: null,
      average_price_cents: null,
    });
    expect(await salesOf(sold[1]?.id ?? '')).toEqual({
      total_sales: 1,
      revenue_cents: 3000,
      last_sale_at: lastSale,
      average_price_cents: 3000,
    });
    expect(await salesOf(sold[2]?.id ?? '')).toMatchObject({ total_sales: 1, revenue_cents: 5000 });

    // The rest refunded too: nothing of the order is a sale any more.
    await refundLines([lineOf(sold[1]?.id) ?? '', lineOf(sold[2]?.id) ?? ''], 'Production cancelled');
    expect(await salesOf(sold[1]?.id ?? '')).toMatchObject({ total_sales: 0, revenue_cents: 0 });
  });

  it('refuses guests (401) and members (403), and changes nothing', async () => {
    expect((await patch(photo.photoid, { info_missing: true }, typedClient(app, null))).status).toBe(401);
    const refused = await patch(photo.photoid, { info_missing: true }, member.client);
    expect(refused.status).toBe(403);
    expect(messageOf(await refused.json())).toBe('Admin privileges required');
    expect((await flagsInDatabase())?.info_missing).toBe(false);
  });

  it('answers bad bodies with 400 and unknown photos with "Photo not found"', async () => {
    // Raw: bodies of the wrong shape, which the typed client would not compile.
    for (const body of [{}, { photoshop: 'yes' }, { featured: true }]) {
      const response = await app.request(`/api/admin/photos/${photo.photoid}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: admin.cookie },
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(await response.json())).toMatch(/\S/);
    }
    const unknown = await patch(999_999, { photoshop: true });
    expect(unknown.status).toBe(404);
    expect(messageOf(await unknown.json())).toBe('Photo not found');
    expect((await patch('abc', { photoshop: true })).status).toBe(400);
  });
});
