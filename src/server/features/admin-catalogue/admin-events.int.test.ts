import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '../../../core/admin-events';
import { createPhoto, createUser } from '../../../test/factories';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 25 item 1: events created, renamed, merged (links keep working), deleted when unused, photos tagged. */
describe.each(TEST_DATABASES)('admin events on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let buyer: Shopper;
  let guest: TypedClient;
  const photoIds: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    guest = typedClient(app, null);
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    const creator = await createUser(db.handle);
    for (let index = 0; index < 5; index++)
      photoIds.push((await createPhoto(db.handle, { creatorId: creator.id, title: `Tree ${index}` })).id);
  });
  afterAll(() => db.drop());

  const create = (name: string) => admin.client.admin.events.$post({ json: { name } });
  const created = async (name: string) => {
    const response = await create(name);
    expect(response.status, name).toBe(201);
    return response.json();
  };
  const attach = (id: string, photo_ids: string[]) =>
    admin.client.admin.events[':id'].photos.$post({ param: { id }, json: { photo_ids } });
  const list = (query: Record<string, string>) => admin.client.admin.events.$get({ query });
  const auditOf = async (id: string) =>
    (await admin.client.admin.audit.$get({ query: { entity_type: 'event', entity_id: id } })).json();

  it('creates events, refusing bad and duplicate names with their messages, and audits it', async () => {
    const xmas = await created('  Xmas   1975 ');
    expect(xmas).toMatchObject({ name: 'Xmas 1975', photo_count: 0 });
    const cases: [string, string][] = [
      ['', EVENT_MESSAGES.required],
      ['X', EVENT_MESSAGES.tooShort],
      ['x'.repeat(101), EVENT_MESSAGES.tooLong],
      ['Party\u202Eevil', EVENT_MESSAGES.invalid],
      ['<b>Party</b>', EVENT_MESSAGES.invalid],
    ];
    for (const [name, message] of cases) {
      const response = await create(name);
      expect(response.status, name).toBe(400);
      expect(messageOf(await response.json())).toBe(message);
    }
    const twice = await create('XMAS 1975');
    expect(twice.status).toBe(409);
    expect(messageOf(await twice.json())).toBe('An event named “Xmas 1975” already exists');
    const history = await auditOf(xmas.id);
    expect(history.items).toMatchObject([
      { action: 'event.create', summary: 'Created the event “Xmas 1975”', actor_email: 'boss@example.test' },
    ]);
  });

  it('lists, searches and sorts events with their photo counts', async () => {
    const wedding = await created('Wedding 1962');
    expect((await attach(wedding.id, photoIds.slice(0, 3))).status).toBe(200);
    const response = await list({ sort: 'photo_count', dir: 'desc' });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const page = await response.json();
    expect(page.items[0]).toMatchObject({ name: 'Wedding 1962', photo_count: 3 });
    expect((await (await list({ q: 'wedd' })).json()).items.map((event) => event.name)).toEqual([
      'Wedding 1962',
    ]);
    const byName = await (await list({})).json();
    expect(byName.items.map((event) => event.name)).toEqual(
      [...byName.items.map((event) => event.name)].sort((a, b) => a.localeCompare(b)),
    );
    const bads: Record<string, string>[] = [{ sort: 'colour' }, { dir: 'up' }, { limit: '500' }];
    for (const bad of bads) expect((await list(bad)).status, JSON.stringify(bad)).toBe(400);
  });

  it('renames an event, refusing a name another event has, and audits before and after', async () => {
    const picnic = await created('Picnic 1980');
    const rename = (name: string) =>
      admin.client.admin.events[':id'].$patch({ param: { id: picnic.id }, json: { name } });
    const renamed = await rename('Summer picnic 1980');
    expect(await renamed.json()).toMatchObject({ id: picnic.id, name: 'Summer picnic 1980' });
    const taken = await rename('wedding 1962');
    expect(taken.status).toBe(409);
    expect(messageOf(await taken.json())).toBe('An event named “Wedding 1962” already exists');
    expect((await rename('a')).status).toBe(400);
    const [entry] = (await auditOf(picnic.id)).items;
    expect(entry).toMatchObject({
      action: 'event.rename',
      summary: 'Renamed “Picnic 1980” to “Summer picnic 1980”',
      before: { name: 'Picnic 1980' },
      after: { name: 'Summer picnic 1980' },
    });
  });

  it('attaches photos idempotently and refuses unknown photos', async () => {
    const party = await created('Birthday 1971');
    const first = await (await attach(party.id, [photoIds[0] ?? '', photoIds[1] ?? ''])).json();
    expect(first).toMatchObject({ attached: 2, already: 0, event: { photo_count: 2 } });
    const again = await (await attach(party.id, [photoIds[1] ?? '', photoIds[2] ?? ''])).json();
    expect(again).toMatchObject({ attached: 1, already: 1, event: { photo_count: 3 } });
    const unknown = await attach(party.id, ['00000000-0000-4000-8000-00000000000f']);
    expect(unknown.status).toBe(400);
    expect(messageOf(await unknown.json())).toBe(EVENT_MESSAGES.unknownPhotos);
    const none = await attach(party.id, []);
    expect(messageOf(await none.json())).toBe(EVENT_MESSAGES.noPhotos);
    const entries = (await auditOf(party.id)).items.filter((entry) => entry.action === 'event.attach');
    expect(entries).toHaveLength(2);
    const [row] = await db.handle.raw<{ event_ids: string[] }>('select event_ids from photos where id = $1', [
      photoIds[2],
    ]);
    expect(row?.event_ids).toContain(party.id);
  });

  it('merges one event into another: photos move once, the old link and search filter still find them', async () => {
    const xmas = await created('Xmas 1969');
    const christmas = await created('Christmas 1969');
    await attach(xmas.id, photoIds.slice(0, 3));
    await attach(christmas.id, photoIds.slice(2, 4)); // photo 2 is in both
    const self = await admin.client.admin.events[':id'].merge.$post({
      param: { id: xmas.id },
      json: { into: xmas.id },
    });
    expect(self.status).toBe(400);
    expect(messageOf(await self.json())).toBe(EVENT_MESSAGES.mergeSelf);

    const merged = await admin.client.admin.events[':id'].merge.$post({
      param: { id: xmas.id },
      json: { into: christmas.id },
    });
    expect(merged.status).toBe(200);
    expect(await merged.json()).toMatchObject({ moved: 2, survivor: { id: christmas.id, photo_count: 4 } });
    const rows = await db.handle.raw<{ n: number }>(
      'select count(*)::int as n from photo_events where event_id = $1',
      [christmas.id],
    );
    expect(rows[0]?.n).toBe(4);
    const taxonomy = async (id: string) =>
      guest.taxonomy[':type'][':id'].$get({ param: { type: 'event', id }, query: {} });
    const oldPage = await taxonomy(xmas.id);
    expect(oldPage.status).toBe(200);
    const oldBody = await oldPage.json();
    expect(oldBody.total).toBe(4);
    expect(oldBody.title).toContain('Christmas 1969');
    const search = await (await guest.photos.search.$get({ query: { event_ids: xmas.id } })).json();
    expect(search.total).toBe(4);

    // A second merge re-points the first alias: the oldest link still leads to the last survivor.
    const holidays = await created('Holidays 1969');
    await admin.client.admin.events[':id'].merge.$post({
      param: { id: christmas.id },
      json: { into: holidays.id },
    });
    expect((await (await taxonomy(xmas.id)).json()).total).toBe(4);
    const aliases = await db.handle.raw<{ old_id: string; event_id: string }>(
      'select old_id::text, event_id::text from event_aliases order by old_id',
    );
    expect(aliases.every((alias) => alias.event_id === holidays.id)).toBe(true);
    expect(aliases.map((alias) => alias.old_id).sort()).toEqual([xmas.id, christmas.id].sort());
    const [entry] = (await auditOf(christmas.id)).items;
    expect(entry).toMatchObject({
      action: 'event.merge',
      summary: 'Merged “Xmas 1969” into “Christmas 1969” (2 photos moved)',
    });
    const missing = await admin.client.admin.events[':id'].merge.$post({
      param: { id: xmas.id },
      json: { into: holidays.id },
    });
    expect(missing.status).toBe(404);
  });

  it('deletes an unused event and refuses one photos use, saying how many', async () => {
    const used = await created('Graduation 1984');
    await attach(used.id, photoIds.slice(0, 2));
    const refused = await admin.client.admin.events[':id'].$delete({ param: { id: used.id } });
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body).toMatchObject({ error: { code: 'in_use', message: EVENT_MESSAGES.inUse(2) } });
    const unused = await created('Empty 1999');
    const deleted = await admin.client.admin.events[':id'].$delete({ param: { id: unused.id } });
    expect(deleted.status).toBe(204);
    expect((await (await list({ q: 'Empty 1999' })).json()).total).toBe(0);
    expect((await auditOf(unused.id)).items[0]).toMatchObject({
      action: 'event.delete',
      before: { name: 'Empty 1999' },
    });
    const bad = await admin.client.admin.events[':id'].$delete({ param: { id: 'nope' } });
    expect(bad.status).toBe(400);
  });

  it('is the back office’s only: buyers get 403, guests 401', async () => {
    const routes: [string, (client: TypedClient) => Promise<Response>][] = [
      ['GET events', (client) => client.admin.events.$get({ query: {} })],
      ['POST event', (client) => client.admin.events.$post({ json: { name: 'Sneaky' } })],
      [
        'POST merge',
        (client) =>
          client.admin.events[':id'].merge.$post({
            param: { id: photoIds[0] ?? '' },
            json: { into: photoIds[1] ?? '' },
          }),
      ],
    ];
    for (const [label, send] of routes) {
      expect((await send(buyer.client)).status, label).toBe(403);
      expect((await send(typedClient(app, null))).status, label).toBe(401);
    }
  });
});
