import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../core/admin-accounts';
import { STALE_EDIT } from '../../../core/admin-lists';
import { signInByLink } from '../../../test/auth-helpers';
import {
  createCartItem,
  createCompany,
  createPhoto,
  createUser,
  createWishlist,
} from '../../../test/factories';
import { buyLines, createProduction, type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, typedClient } from '../../../test/typed-client';
import { importLegacyUsers } from '../../auth/legacy-users';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 25 item 6: people, admin rights, bans and the consolidation of one person's accounts. */
describe.each(TEST_DATABASES)('admin accounts on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let second: Shopper;
  let buyer: Shopper;
  const photos: string[] = [];

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.handle.raw<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n);

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    second = await signUpShopper(app, db.handle, 'deputy@example.test', 'Dee');
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    const creator = await createUser(db.handle, { email: 'creator@example.test', firstName: 'Cy' });
    for (let index = 0; index < 3; index++)
      photos.push((await createPhoto(db.handle, { creatorId: creator.id, title: `Porch ${index}` })).id);
  });
  afterAll(() => db.drop());

  const list = (query: Record<string, string>) => admin.client.admin.accounts.$get({ query });
  const listed = async (query: Record<string, string>) => (await list(query)).json();
  const role = (by: Shopper, id: string, to: 'admin' | 'user') =>
    by.client.admin.accounts[':id'].role.$post({ param: { id }, json: { role: to } });
  const audits = (action: string) => count(`audit_log where action = $1`, [action]);

  it('lists people with role, sign-in methods, last sign-in and orders; finds and sorts them', async () => {
    await db.handle.raw(
      `insert into account (account_id, provider_id, user_id, password) values ($1, 'credential', $2, 'hash')`,
      [admin.id, admin.id],
    );
    await importLegacyUsers(db.handle, [
      { email: 'old.timer@example.test', firstName: 'Olive', lastName: 'Timer' },
    ]);
    const response = await list({});
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const all = await response.json();
    expect(all.total).toBe(5);
    expect(all.items[0]?.email).toBe('old.timer@example.test'); // newest first
    const boss = all.items.find((one) => one.email === 'boss@example.test');
    expect(boss).toMatchObject({ role: 'admin', methods: ['password'], order_count: 0, banned: false });
    expect(boss?.last_sign_in_at).not.toBeNull();
    expect(all.items.find((one) => one.email === 'buyer@example.test')?.methods).toEqual(['email-link']);
    expect(all.items[0]).toMatchObject({ methods: ['legacy'], name: 'Olive Timer', last_sign_in_at: null });

    expect((await listed({ q: 'DEPUTY' })).items.map((one) => one.email)).toEqual(['deputy@example.test']);
    expect((await listed({ q: 'olive' })).items.map((one) => one.email)).toEqual(['old.timer@example.test']);
    expect((await listed({ q: '%' })).total).toBe(0);
    // The audit log links an account's changes by its id.
    expect((await listed({ q: second.id })).items.map((one) => one.email)).toEqual(['deputy@example.test']);
    const byEmail = await listed({ sort: 'email', dir: 'asc' });
    expect(byEmail.items.map((one) => one.email)).toEqual([...byEmail.items.map((one) => one.email)].sort());
    const bySignIn = await listed({ sort: 'last_sign_in', dir: 'desc' });
    expect(bySignIn.items.at(-1)?.last_sign_in_at).toBeNull();
    expect((await listed({ limit: '2', offset: '2' })).items).toHaveLength(2);
    const bad = await list({ sort: 'name' });
    expect(bad.status).toBe(400);
    expect(messageOf(await bad.json())).toBe('sort must be one of created_at, last_sign_in, email');
    expect((await list({ limit: '51' })).status).toBe(400);
  });

  it('keeps e-mails unique only as written: two cases of one address are two accounts', async () => {
    await createUser(db.handle, { email: 'Case@Example.test' });
    await createUser(db.handle, { email: 'case@example.test' });
    expect(await count(`"user" where lower(email) = 'case@example.test'`)).toBe(2);
  });

  it('grants and revokes admin with an audit entry; refuses a stale change and revoking oneself', async () => {
    const granted = await role(admin, second.id, 'admin');
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ role: 'admin', email: 'deputy@example.test' });
    expect(await audits('account.grant_admin')).toBe(1);

    const again = await role(admin, second.id, 'admin');
    expect(again.status).toBe(409);
    expect(messageOf(await again.json())).toBe(STALE_EDIT);

    const self = await role(admin, admin.id, 'user');
    expect(self.status).toBe(400);
    expect(messageOf(await self.json())).toBe(ACCOUNT_MESSAGES.self);

    const revoked = await role(admin, second.id, 'user');
    expect(revoked.status).toBe(200);
    expect(await audits('account.revoke_admin')).toBe(1);
    // The deputy is a buyer again: the admin API is closed to them at once.
    expect((await second.client.admin.accounts.$get({ query: {} })).status).toBe(403);

    const badRole = await admin.client.admin.accounts[':id'].role.$post({
      param: { id: second.id },
      // @ts-expect-error: a role that does not exist
      json: { role: 'owner' },
    });
    expect(badRole.status).toBe(400);
    expect(messageOf(await badRole.json())).toBe('role must be admin or user');
    const badId = await admin.client.admin.accounts[':id'].role.$post({
      param: { id: 'nobody' },
      json: { role: 'admin' },
    });
    expect(badId.status).toBe(400);
  });

  it('never leaves zero admins: two admins revoking each other at once', async () => {
    await role(admin, second.id, 'admin');
    const [one, other] = await Promise.all([role(admin, second.id, 'user'), role(second, admin.id, 'user')]);
    const statuses = [one.status, other.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const refused = one.status === 200 ? other : one;
    expect([
      ACCOUNT_MESSAGES.lastAdmin,
      ACCOUNT_MESSAGES.noLongerAdmin,
      'Admin privileges required',
    ]).toContain(messageOf(await refused.json()));
    expect(await count(`"user" where role = 'admin'`)).toBe(1);
    // Whoever is left makes the other admin again for the tests below.
    const [left] = await db.handle.raw<{ id: string }>(`select id from "user" where role = 'admin'`);
    if (left?.id === second.id) {
      await role(second, admin.id, 'admin');
      await role(admin, second.id, 'user');
    }
    expect(await count(`"user" where role = 'admin'`)).toBe(1);
  });

  it('bans with a reason, signing the person out everywhere; unbans; refuses admins, oneself, no reason', async () => {
    const extra = await signInByLink(app, 'buyer@example.test');
    expect(await count(`session where user_id = $1`, [buyer.id])).toBe(2);
    const ban = (json: { reason: string }, id = buyer.id) =>
      admin.client.admin.accounts[':id'].ban.$post({ param: { id }, json });

    const blank = await ban({ reason: '   ' });
    expect(blank.status).toBe(400);
    expect(messageOf(await blank.json())).toBe(ACCOUNT_MESSAGES.reasonRequired);
    const long = await ban({ reason: 'x'.repeat(501) });
    expect(messageOf(await long.json())).toBe(ACCOUNT_MESSAGES.reasonLong);
    const markup = await ban({ reason: 'Spam <script>' });
    expect(messageOf(await markup.json())).toBe(ACCOUNT_MESSAGES.reasonInvalid);
    expect(messageOf(await (await ban({ reason: 'Test' }, admin.id)).json())).toBe(ACCOUNT_MESSAGES.selfBan);

    const banned = await ban({ reason: 'Chargeback fraud' });
    expect(banned.status).toBe(200);
    expect(await banned.json()).toMatchObject({
      banned: true,
      ban_reason: 'Chargeback fraud',
      sessions_ended: 2,
    });
    expect(await count(`session where user_id = $1`, [buyer.id])).toBe(0);
    expect((await buyer.client.me.$get()).status).toBe(401);
    expect((await typedClient(app, extra).me.$get()).status).toBe(401);
    expect((await ban({ reason: 'Again' })).status).toBe(409);
    // Banned, the person cannot sign in again (better-auth's admin plugin refuses the session).
    const retry = await signInByLink(app, 'buyer@example.test').catch(() => '');
    expect((await typedClient(app, retry || null).me.$get()).status).toBe(401);
    expect(await audits('account.ban')).toBe(1);

    const unban = () => admin.client.admin.accounts[':id'].unban.$post({ param: { id: buyer.id } });
    const lifted = await unban();
    expect(lifted.status).toBe(200);
    expect(await lifted.json()).toMatchObject({ banned: false, ban_reason: null });
    expect((await unban()).status).toBe(409);
    expect(await audits('account.unban')).toBe(1);
    buyer = { ...buyer, cookie: await signInByLink(app, 'buyer@example.test') };
    buyer = { ...buyer, client: typedClient(app, buyer.cookie) };

    await role(admin, second.id, 'admin');
    const adminBan = await ban({ reason: 'No' }, second.id);
    expect(messageOf(await adminBan.json())).toBe(ACCOUNT_MESSAGES.banAdmin);
    await role(admin, second.id, 'user');
  });

  it('finds accounts of one person: another case, Gmail dots and +tags, legacy and new', async () => {
    await createUser(db.handle, { email: 'j.smith+films@gmail.com' });
    await createUser(db.handle, { email: 'jsmith@googlemail.com' });
    await createUser(db.handle, { email: 'Old.Timer@example.test' });
    await createUser(db.handle, { email: 'a.b@example.test' });
    await createUser(db.handle, { email: 'ab@example.test' }); // dots count outside Gmail
    const response = await admin.client.admin['account-duplicates'].$get({ query: {} });
    expect(response.status).toBe(200);
    const groups = await response.json();
    expect(groups.items.map((group) => group.key)).toEqual([
      'case@example.test',
      'jsmith@gmail.com',
      'old.timer@example.test',
    ]);
    expect(groups.total).toBe(3);
    expect(groups.items[0]?.reasons).toEqual(['case']);
    expect(groups.items[1]?.reasons).toEqual(['gmail']);
    expect(groups.items[2]?.reasons).toEqual(['case', 'legacy']);
    const found = await admin.client.admin['account-duplicates'].$get({ query: { q: 'SMITH' } });
    expect((await found.json()).items.map((group) => group.key)).toEqual(['jsmith@gmail.com']);
  });

  it('previews and merges two accounts of a buyer: every order, purchase, download, line and list kept', async () => {
    // The survivor: a Google account with the buyer's e-mail in another case.
    const survivor = await createUser(db.handle, { email: 'Buyer@Example.test', firstName: 'Bea' });
    await db.handle.raw(
      `insert into account (account_id, provider_id, user_id) values ('google-sub-1', 'google', $1)`,
      [survivor.id],
    );
    const photo = (index: number) => photos[index] ?? '';
    // The buyer (signed up by link) buys, makes a download link, keeps a cart, a wishlist, companies.
    const project = await createProduction(db.handle, buyer, {
      name: 'Tide Line',
      company: 'Harbour Pictures',
    });
    const orderId = await buyLines(db.handle, buyer, project.id, [{ photoId: photo(0) }]);
    const link = await buyer.client.purchases['download-links'].$post({ json: { order_id: orderId } });
    expect(link.status).toBe(201);
    await createCartItem(db.handle, { userId: buyer.id, photoId: photo(1) });
    await createCartItem(db.handle, { userId: buyer.id, photoId: photo(2) });
    await createWishlist(db.handle, { userId: buyer.id, projectId: project.id, photoIds: [photo(1)] });
    await createCompany(db.handle, { ownerId: buyer.id, name: 'Harbour Pictures' });
    await createCompany(db.handle, { ownerId: buyer.id, name: 'Lantern Films' });
    // The survivor has the same cart line, a project and a company of the same names.
    await createCartItem(db.handle, { userId: survivor.id, photoId: photo(1) });
    const theirs = await createProduction(
      db.handle,
      { ...buyer, id: survivor.id },
      { name: 'tide line', company: 'HARBOUR pictures' },
    );
    await createCompany(db.handle, { ownerId: survivor.id, name: 'harbour pictures' });

    const query = { survivor_id: survivor.id, merged_ids: buyer.id };
    const previewed = await admin.client.admin['account-merges'].preview.$get({ query });
    expect(previewed.status).toBe(200);
    const preview = await previewed.json();
    expect(preview.moves).toEqual({
      cart_lines: 2,
      cart_duplicates: 1,
      wishlists: 1,
      projects: 1,
      projects_merged: 1,
      companies: 2,
      companies_merged: 1,
      orders: 1,
      purchases: 1,
      download_links: 1,
      photos: 0,
      sign_in_methods: 0,
      sessions_ended: 1,
    });
    expect(preview.blockers).toEqual([]);
    expect(preview.notes).toContain(
      'Buyer@Example.test is written in lower case (buyer@example.test), so sign-in links find it.',
    );
    expect(preview.survivor.methods).toEqual(['google']);
    expect(await count(`"user" where id = $1`, [buyer.id])).toBe(1); // a preview changes nothing

    const merged = await admin.client.admin['account-merges'].$post({
      json: { survivor_id: survivor.id, merged_ids: [buyer.id] },
    });
    expect(merged.status).toBe(200);
    const answer = await merged.json();
    expect(answer.moves.orders).toBe(1);
    expect(answer.survivor.email).toBe('buyer@example.test');
    expect(answer.survivor.order_count).toBe(1);

    expect(await count(`"user" where id = $1`, [buyer.id])).toBe(0);
    expect((await buyer.client.me.$get()).status).toBe(401);
    expect(await count(`orders where user_id = $1`, [survivor.id])).toBe(1);
    expect(await count(`orders where id = $1 and project_id = $2`, [orderId, theirs.id])).toBe(1);
    expect(await count(`purchases where user_id = $1 and project_id = $2`, [survivor.id, theirs.id])).toBe(1);
    expect(await count(`download_links where user_id = $1`, [survivor.id])).toBe(1);
    expect(await count(`cart_items where user_id = $1`, [survivor.id])).toBe(2);
    expect(await count(`wishlists where user_id = $1 and project_id = $2`, [survivor.id, theirs.id])).toBe(1);
    expect(await count(`projects where user_id = $1`, [survivor.id])).toBe(1);
    expect(await count(`companies where created_by = $1`, [survivor.id])).toBe(2);
    expect(await count(`company_aliases`)).toBe(1);
    expect(await count(`account where user_id = $1 and provider_id = 'google'`, [survivor.id])).toBe(1);
    const [entry] = await db.handle.raw<{ summary: string; after: { orders: number } }>(
      `select summary, after from audit_log where action = 'account.merge'`,
    );
    expect(entry?.summary).toBe('Merged buyer@example.test into Buyer@Example.test');
    expect(entry?.after.orders).toBe(1);

    // The person signs in by link with their e-mail and finds their order and licence.
    const cookie = await signInByLink(app, 'buyer@example.test');
    const client = typedClient(app, cookie);
    const ordersList = await (await client.orders.$get({ query: {} })).json();
    expect(ordersList.items.map((order) => order.id)).toContain(orderId);
    const purchases = await (await client.purchases.$get({})).json();
    expect(purchases.items).toHaveLength(1);
    const again = await client.purchases['download-links'].$post({ json: { order_id: orderId } });
    expect(again.status).toBe(201);
  });

  it('refuses merges that would lose something or make no sense', async () => {
    const a = await createUser(db.handle, { email: 'pat@example.test' });
    const b = await createUser(db.handle, { email: 'Pat@example.test' });
    const merge = (json: { survivor_id: string; merged_ids: string[] }) =>
      admin.client.admin['account-merges'].$post({ json });
    const same = await merge({ survivor_id: a.id, merged_ids: [a.id] });
    expect(same.status).toBe(400);
    expect(messageOf(await same.json())).toBe(ACCOUNT_MESSAGES.mergeSelf);
    const own = await merge({ survivor_id: a.id, merged_ids: [admin.id] });
    expect(messageOf(await own.json())).toBe(ACCOUNT_MESSAGES.mergeSignedIn);
    const none = await merge({ survivor_id: a.id, merged_ids: [] });
    expect(messageOf(await none.json())).toBe('Choose at least one account to merge');
    const missing = await merge({ survivor_id: a.id, merged_ids: ['00000000-0000-4000-8000-000000000009'] });
    expect(missing.status).toBe(404);
    const badPreview = await admin.client.admin['account-merges'].preview.$get({
      query: { survivor_id: 'x', merged_ids: b.id },
    });
    expect(badPreview.status).toBe(400);

    // Both with an order awaiting payment: the checkout decides which survives, not the merge.
    for (const id of [a.id, b.id])
      await db.handle.raw(
        `insert into orders (user_id, status, subtotal_cents, total_cents) values ($1, 'pending', 100, 100)`,
        [id],
      );
    const preview = await (
      await admin.client.admin['account-merges'].preview.$get({
        query: { survivor_id: a.id, merged_ids: b.id },
      })
    ).json();
    expect(preview.blockers).toEqual([ACCOUNT_MESSAGES.mergeTwoPending]);
    const blocked = await merge({ survivor_id: a.id, merged_ids: [b.id] });
    expect(blocked.status).toBe(409);
    expect(await count(`"user" where id = $1`, [b.id])).toBe(1);

    const deputyMerge = await merge({ survivor_id: a.id, merged_ids: [second.id] });
    expect(deputyMerge.status).toBe(200); // a buyer into a buyer
    await role(admin, a.id, 'admin');
    const adminAway = await merge({ survivor_id: b.id, merged_ids: [a.id] });
    expect(messageOf(await adminAway.json())).toBe(ACCOUNT_MESSAGES.mergeAdmin);
  });

  it('is for admins only: 401 signed out, 403 for a buyer', async () => {
    expect((await typedClient(app, null).admin.accounts.$get({ query: {} })).status).toBe(401);
    const outsider = await signUpShopper(app, db.handle, 'outsider@example.test', 'Oz');
    expect((await outsider.client.admin['account-duplicates'].$get({ query: {} })).status).toBe(403);
  });
});
