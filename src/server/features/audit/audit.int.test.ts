import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, typedClient } from '../../../test/typed-client';
import { recordAudit } from './record-audit';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 25: the audit trail is read by admins only, newest first, whole or one record's. */
describe.each(TEST_DATABASES)('the audit trail on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let buyer: Shopper;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    const actor = { id: admin.id, email: 'boss@example.test' };
    await recordAudit(db.handle.db, actor, {
      action: 'event.rename',
      entityType: 'event',
      entityId: 'e1',
      summary: 'Renamed “Xmas 1975” to “Christmas 1975”',
      before: { name: 'Xmas 1975' },
      after: { name: 'Christmas 1975' },
    });
    await recordAudit(db.handle.db, actor, {
      action: 'banner.activate',
      entityType: 'banner',
      entityId: 'b1',
      summary: 'Activated the banner “Spring sale”',
    });
  });
  afterAll(() => db.drop());

  it('lists every change newest first, with who made it and the record before and after', async () => {
    const response = await typedClient(app, admin.cookie).admin.audit.$get({ query: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const page = await response.json();
    expect(page.total).toBe(2);
    expect(page.items.map((entry) => entry.action)).toEqual(['banner.activate', 'event.rename']);
    expect(page.items[1]).toMatchObject({
      actor_email: 'boss@example.test',
      actor_id: admin.id,
      before: { name: 'Xmas 1975' },
      after: { name: 'Christmas 1975' },
    });
  });

  it('gives one record’s history and finds changes by their words', async () => {
    const client = typedClient(app, admin.cookie);
    const record = await (
      await client.admin.audit.$get({ query: { entity_type: 'event', entity_id: 'e1' } })
    ).json();
    expect(record.items.map((entry) => entry.summary)).toEqual(['Renamed “Xmas 1975” to “Christmas 1975”']);
    const found = await (await client.admin.audit.$get({ query: { q: 'spring' } })).json();
    expect(found.items.map((entry) => entry.action)).toEqual(['banner.activate']);
    // A wildcard is a literal character, not "anything".
    expect((await (await client.admin.audit.$get({ query: { q: '%' } })).json()).total).toBe(0);
  });

  it('refuses a kind of record it does not know and a page size past the limit', async () => {
    const client = typedClient(app, admin.cookie);
    const kindless = await client.admin.audit.$get({ query: { entity_type: 'planet' } });
    expect(kindless.status).toBe(400);
    expect(messageOf(await kindless.json())).toMatch(/^entity_type must be one of event, collection/);
    const huge = await client.admin.audit.$get({ query: { limit: '500' } });
    expect(huge.status).toBe(400);
    expect(messageOf(await huge.json())).toBe('limit must be a whole number from 0 to 50');
  });

  it('is for admins only: 401 signed out, 403 for a buyer', async () => {
    expect((await typedClient(app, null).admin.audit.$get({ query: {} })).status).toBe(401);
    expect((await typedClient(app, buyer.cookie).admin.audit.$get({ query: {} })).status).toBe(403);
  });
});
