import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_EDIT } from '../../../core/admin-lists';
import { BANNER_MESSAGES } from '../../../core/banner-html';
import { ORIGIN } from '../../../test/auth-helpers';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, typedClient } from '../../../test/typed-client';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** An XSS corpus: each item with what must not survive, and what must. */
const CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<b onmouseover="alert(3)">Spring</b>',
  '<a href="javascript:alert(4)">sale</a>',
  '<a href=" JaVaScRiPt:alert(5)">now</a>',
  '<iframe src="https://evil.test"></iframe>',
  '<style>body{display:none}</style>',
  '<svg onload=alert(6)></svg>',
  '<math><mi><style><img src=x onerror=alert(7)></style></mi></math>',
  '<a href="https://example.test/sale">Half price</a> on <em>everything</em>',
].join(' ');

/** Issue 25 item 4: the site banner composed, sanitised on save, scheduled and activated by admins. */
describe.each(TEST_DATABASES)('admin site banners on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let buyer: Shopper;
  const client = () => typedClient(app, admin.cookie);
  const banners = () => client().admin.banners;
  const audit = async (entityId: string) =>
    (
      await (
        await client().admin.audit.$get({ query: { entity_type: 'banner', entity_id: entityId } })
      ).json()
    ).items;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
  });
  afterAll(() => db.drop());

  async function compose(title: string, content = `<b>${title}</b>`) {
    const response = await banners().$post({ json: { title, content, starts_at: null, ends_at: null } });
    expect(response.status).toBe(201);
    return (await response.json()).banner;
  }

  it('stores the XSS corpus sanitised, says what it removed, and audits the creation', async () => {
    const response = await banners().$post({ json: { title: 'Spring sale', content: CORPUS } });
    expect(response.status).toBe(201);
    const { banner, removed } = await response.json();
    expect(banner).toMatchObject({ title: 'Spring sale', is_active: false, state: 'off', version: 1 });
    for (const bad of [
      '<script',
      'onerror',
      'onmouseover',
      'javascript:',
      '<iframe',
      '<style',
      '<svg',
      '<img',
      'alert',
    ])
      expect(banner.content.toLowerCase()).not.toContain(bad.toLowerCase());
    expect(banner.content).toContain(
      '<a href="https://example.test/sale">Half price</a> on <em>everything</em>',
    );
    expect(removed).toEqual(
      expect.arrayContaining([
        'script',
        'img',
        'onmouseover attribute',
        'javascript: link',
        'iframe',
        'style',
        'svg',
      ]),
    );
    const [stored] = await db.handle.raw<{ content: string }>(
      `select content from site_banners where id = $1`,
      [banner.id],
    );
    expect(stored?.content).toBe(banner.content);
    const [entry] = await audit(banner.id);
    expect(entry).toMatchObject({ action: 'banner.create', summary: 'Created the banner “Spring sale”' });
    expect(entry?.after).toMatchObject({ title: 'Spring sale', content: banner.content });
  });

  it('refuses content with nothing left after sanitising, a bad title, a window that ends before it starts', async () => {
    const empty = await banners().$post({
      json: { title: 'Nothing', content: '<script>alert(1)</script><iframe></iframe>' },
    });
    expect(empty.status).toBe(400);
    expect(messageOf(await empty.json())).toBe(`${BANNER_MESSAGES.empty} Removed: script, iframe.`);
    const untitled = await banners().$post({ json: { title: '  ', content: 'Hi' } });
    expect(messageOf(await untitled.json())).toBe(BANNER_MESSAGES.titleRequired);
    const bidi = await banners().$post({ json: { title: 'Sale \u202e', content: 'Hi' } });
    expect(messageOf(await bidi.json())).toBe(BANNER_MESSAGES.titleInvalid);
    const backwards = await banners().$post({
      json: {
        title: 'Backwards',
        content: 'Hi',
        starts_at: '2030-02-01T00:00:00Z',
        ends_at: '2030-01-01T00:00:00Z',
      },
    });
    expect(backwards.status).toBe(400);
    expect(messageOf(await backwards.json())).toBe(BANNER_MESSAGES.window);
    const long = await banners().$post({ json: { title: 'Long', content: 'x'.repeat(10_001) } });
    expect(messageOf(await long.json())).toBe(BANNER_MESSAGES.contentTooLong);
  });

  it('answers 413 with a clear message for a 1 MB body', async () => {
    // A raw request: the typed client would send it, but the point is the byte size on the wire.
    const body = JSON.stringify({ title: 'Huge', content: 'x'.repeat(1024 * 1024) });
    const response = await app.request(`${ORIGIN}/api/admin/banners`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(messageOf(await response.json())).toBe(
      'The request is too large: at most 1 MB of data can be sent at once.',
    );
  });

  it('activates one banner at a time, shows it to visitors only inside its window, and audits both', async () => {
    const first = await compose('First');
    const second = await compose('Second');
    const on = await banners()[':id'].activate.$post({ param: { id: first.id }, json: { version: 1 } });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ is_active: true, state: 'showing', version: 2 });
    let shown = await typedClient(app, null).banner.$get();
    expect(await shown.json()).toEqual({ id: first.id, content: '<b>First</b>' });

    const swap = await banners()[':id'].activate.$post({ param: { id: second.id }, json: { version: 1 } });
    expect(swap.status).toBe(200);
    const [firstNow] = await db.handle.raw<{ is_active: boolean }>(
      `select is_active from site_banners where id = $1`,
      [first.id],
    );
    expect(firstNow?.is_active).toBe(false);
    expect((await audit(first.id)).map((entry) => entry.action)).toEqual([
      'banner.deactivate',
      'banner.activate',
      'banner.create',
    ]);
    shown = await typedClient(app, null).banner.$get();
    expect(((await shown.json()) as { id: string }).id).toBe(second.id);

    // Scheduled for later: active, but not shown yet.
    const later = await banners()[':id'].$put({
      param: { id: second.id },
      json: {
        title: 'Second',
        content: '<b>Second</b>',
        starts_at: '2099-01-01T00:00:00Z',
        ends_at: null,
        version: 2,
      },
    });
    expect((await later.json()).banner.state).toBe('scheduled');
    expect((await typedClient(app, null).banner.$get()).status).toBe(204);
    // Ended: not shown either, and it cannot be activated again until its end moves.
    await db.handle.raw(
      `update site_banners set starts_at = null, ends_at = now() - interval '1 minute' where id = $1`,
      [second.id],
    );
    expect((await typedClient(app, null).banner.$get()).status).toBe(204);
    const off = await banners()[':id'].deactivate.$post({ param: { id: second.id }, json: { version: 3 } });
    expect(off.status).toBe(200);
    const ended = await banners()[':id'].activate.$post({ param: { id: second.id }, json: { version: 4 } });
    expect(ended.status).toBe(400);
    expect(messageOf(await ended.json())).toBe(BANNER_MESSAGES.ended);
  });

  it('refuses a stale edit, activation or delete with STALE_EDIT and keeps the newer save', async () => {
    const banner = await compose('Stale');
    const edit = { title: 'Stale', content: 'One', starts_at: null, ends_at: null, version: 1 };
    expect((await banners()[':id'].$put({ param: { id: banner.id }, json: edit })).status).toBe(200);
    const again = await banners()[':id'].$put({
      param: { id: banner.id },
      json: { ...edit, content: 'Two' },
    });
    expect(again.status).toBe(409);
    expect(messageOf(await again.json())).toBe(STALE_EDIT);
    expect((await (await banners()[':id'].$get({ param: { id: banner.id } })).json()).content).toBe('One');
    const activate = await banners()[':id'].activate.$post({
      param: { id: banner.id },
      json: { version: 1 },
    });
    expect(activate.status).toBe(409);
    const remove = await banners()[':id'].$delete({ param: { id: banner.id }, query: { version: '1' } });
    expect(remove.status).toBe(409);
    const [edited] = await audit(banner.id);
    expect(edited).toMatchObject({
      action: 'banner.edit',
      before: { content: '<b>Stale</b>' },
      after: { content: 'One' },
    });
  });

  it('deletes with the version seen, audited; lists and finds banners by title', async () => {
    const banner = await compose('Doomed');
    const list = await (await banners().$get({ query: { q: 'doom' } })).json();
    expect(list.items.map((item) => item.title)).toEqual(['Doomed']);
    const response = await banners()[':id'].$delete({ param: { id: banner.id }, query: { version: '1' } });
    expect(response.status).toBe(204);
    expect((await banners()[':id'].$get({ param: { id: banner.id } })).status).toBe(404);
    const [entry] = await audit(banner.id);
    expect(entry).toMatchObject({ action: 'banner.delete', before: { title: 'Doomed' }, after: null });
    const bySort = await banners().$get({ query: { sort: 'size' } });
    expect(bySort.status).toBe(400);
  });

  it('is for admins only: 401 signed out, 403 for a buyer', async () => {
    expect((await typedClient(app, null).admin.banners.$get({ query: {} })).status).toBe(401);
    expect((await typedClient(app, buyer.cookie).admin.banners.$get({ query: {} })).status).toBe(403);
    const write = await typedClient(app, buyer.cookie).admin.banners.$post({
      json: { title: 'X', content: 'Y' },
    });
    expect(write.status).toBe(403);
  });
});
