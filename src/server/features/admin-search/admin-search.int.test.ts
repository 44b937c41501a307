import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_EDIT } from '../../../core/admin-lists';
import { DEFAULT_SEARCH_SETTINGS, SYNONYM_GROUP_MAX, SYNONYM_MESSAGES } from '../../../core/search-settings';
import { createPhoto, createUser } from '../../../test/factories';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, typedClient } from '../../../test/typed-client';
import { rebuildSearchLexicon } from '../../demo/demo-extras';
import { currentSearchSettings, SEARCH_SETTINGS_MAX_AGE_MS } from '../photos';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 25 item 5: synonyms and ranking settings, changed by admins, used by search at once. */
describe.each(TEST_DATABASES)('admin search settings on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let buyer: Shopper;
  const client = () => typedClient(app, admin.cookie);
  const audit = async (entityType: 'synonym' | 'search_settings', entityId: string) =>
    (
      await (
        await client().admin.audit.$get({ query: { entity_type: entityType, entity_id: entityId } })
      ).json()
    ).items;
  const guestSearch = async (q: string) =>
    (await (await typedClient(app, null).photos.search.$get({ query: { q } })).json()) as {
      items: { photoid: number }[];
      total: number;
    };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    const creator = await createUser(db.handle, { storefrontName: 'The Hartley Family Archive' });
    const base = {
      creatorId: creator.id,
      description: null,
      location_city: 'Dayton',
      location_country: 'United States',
    };
    await createPhoto(db.handle, {
      ...base,
      photoid: 1,
      title: 'Christmas morning',
      tags: ['christmas', 'tree'],
    });
    await createPhoto(db.handle, { ...base, photoid: 2, title: 'Lighthouse keeper', tags: ['lighthouse'] });
    await createPhoto(db.handle, {
      ...base,
      photoid: 3,
      title: 'Afternoon by the sea',
      tags: ['sea'],
      description: 'The lighthouse, the lighthouse keeper and the lighthouse lamp at dusk',
      popularity: 0,
    });
    await rebuildSearchLexicon(db.handle);
  });
  afterAll(() => db.drop());

  it('adds a synonym that a guest’s search uses at once, previews the expansion, audits it', async () => {
    expect((await guestSearch('xmas')).total).toBe(0);
    const created = await client().admin.synonyms.$post({
      json: { term: ' Xmas ', synonym_of: 'christmas' },
    });
    expect(created.status).toBe(201);
    const pair = await created.json();
    expect(pair).toMatchObject({ term: 'Xmas', synonym_of: 'christmas' });
    expect((await guestSearch('xmas')).items.map((item) => item.photoid)).toEqual([1]);
    const preview = await (await client().admin.synonyms.preview.$get({ query: { q: 'xmas tree' } })).json();
    expect(preview).toMatchObject({
      words: [
        { word: 'xmas', synonyms: ['christmas'] },
        { word: 'tree', synonyms: [] },
      ],
      total: 1,
    });
    const [entry] = await audit('synonym', pair.id);
    expect(entry).toMatchObject({
      action: 'synonym.create',
      after: { term: 'Xmas', synonym_of: 'christmas' },
    });
  });

  it('refuses a term equal to its synonym, a pair either way round, bad words, and oversized groups', async () => {
    const self = await client().admin.synonyms.$post({ json: { term: 'Noel', synonym_of: 'noel' } });
    expect(self.status).toBe(400);
    expect(messageOf(await self.json())).toBe(SYNONYM_MESSAGES.self);
    const again = await client().admin.synonyms.$post({ json: { term: 'xmas', synonym_of: 'Christmas' } });
    expect(again.status).toBe(409);
    expect(messageOf(await again.json())).toBe(SYNONYM_MESSAGES.duplicate);
    const reversed = await client().admin.synonyms.$post({ json: { term: 'christmas', synonym_of: 'xmas' } });
    expect(reversed.status).toBe(409);
    const long = await client().admin.synonyms.$post({ json: { term: 'a'.repeat(101), synonym_of: 'b' } });
    expect(messageOf(await long.json())).toBe(SYNONYM_MESSAGES.tooLong);
    const control = await client().admin.synonyms.$post({
      json: { term: 'yule\u202e', synonym_of: 'christmas' },
    });
    expect(messageOf(await control.json())).toBe(SYNONYM_MESSAGES.invalid);
    const empty = await client().admin.synonyms.$post({ json: { term: '  ', synonym_of: 'christmas' } });
    expect(messageOf(await empty.json())).toBe(SYNONYM_MESSAGES.termRequired);

    // Fill "holiday"'s group to the bound, then one more is refused (and not stored).
    const values = Array.from({ length: SYNONYM_GROUP_MAX - 1 }, (_, index) => `('word${index}', 'holiday')`);
    await db.handle.raw(`insert into synonyms (term, synonym_of) values ${values.join(', ')}`);
    const tooMany = await client().admin.synonyms.$post({
      json: { term: 'vacation', synonym_of: 'holiday' },
    });
    expect(tooMany.status).toBe(400);
    expect(messageOf(await tooMany.json())).toBe(SYNONYM_MESSAGES.tooBig('holiday', SYNONYM_GROUP_MAX + 1));
    const [stored] = await db.handle.raw<{ n: number }>(
      `select count(*)::int as n from synonyms where term = 'vacation'`,
    );
    expect(stored?.n).toBe(0);
  });

  it('edits and deletes a pair (audited), lists and finds pairs, 404 for a missing one', async () => {
    const pair = await (
      await client().admin.synonyms.$post({ json: { term: 'beacon', synonym_of: 'lighthouse' } })
    ).json();
    const was = { term: 'beacon', synonym_of: 'lighthouse' };
    const edited = await client().admin.synonyms[':id'].$put({
      param: { id: pair.id },
      json: { term: 'pharos', synonym_of: 'lighthouse', was },
    });
    expect(edited.status).toBe(200);
    // A second admin who loaded the pair before that change is told, and changes nothing.
    const stale = await client().admin.synonyms[':id'].$put({
      param: { id: pair.id },
      json: { term: 'signal fire', synonym_of: 'lighthouse', was },
    });
    expect(stale.status).toBe(409);
    expect(messageOf(await stale.json())).toBe(STALE_EDIT);
    const found = await (await client().admin.synonyms.$get({ query: { q: 'pharos' } })).json();
    expect(found.items.map((item) => item.term)).toEqual(['pharos']);
    const removed = await client().admin.synonyms[':id'].$delete({ param: { id: pair.id } });
    expect(removed.status).toBe(204);
    expect((await client().admin.synonyms[':id'].$delete({ param: { id: pair.id } })).status).toBe(404);
    expect((await audit('synonym', pair.id)).map((entry) => entry.action)).toEqual([
      'synonym.delete',
      'synonym.edit',
      'synonym.create',
    ]);
    const [edit] = (await audit('synonym', pair.id)).slice(1);
    expect(edit).toMatchObject({ before: { term: 'beacon' }, after: { term: 'pharos' } });
  });

  it('saves ranking weights that change a search’s order, refuses out-of-bounds values and stale saves', async () => {
    const first = await (await client().admin['search-settings'].$get()).json();
    expect(first).toMatchObject({
      settings: DEFAULT_SEARCH_SETTINGS,
      defaults: DEFAULT_SEARCH_SETTINGS,
      version: 1,
    });
    expect((await guestSearch('lighthouse')).items.map((item) => item.photoid)).toEqual([2, 3]);

    const outOfBounds = await client().admin['search-settings'].$put({
      json: { settings: { ...DEFAULT_SEARCH_SETTINGS, weight_title: 5 }, version: 1 },
    });
    expect(outOfBounds.status).toBe(400);
    expect(messageOf(await outOfBounds.json())).toBe('Title and tags weight must be a number from 0 to 1');
    const allZero = await client().admin['search-settings'].$put({
      json: {
        settings: {
          ...DEFAULT_SEARCH_SETTINGS,
          weight_title: 0,
          weight_style: 0,
          weight_place: 0,
          weight_description: 0,
        },
        version: 1,
      },
    });
    expect(messageOf(await allZero.json())).toBe('At least one weight must be above 0');

    const descriptionFirst = { ...DEFAULT_SEARCH_SETTINGS, weight_title: 0, weight_description: 1 };
    const saved = await client().admin['search-settings'].$put({
      json: { settings: descriptionFirst, version: 1 },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      settings: descriptionFirst,
      version: 2,
      updated_by: 'boss@example.test',
    });
    // This process forgets its copy on save: the very next search ranks with the new weights.
    expect((await guestSearch('lighthouse')).items.map((item) => item.photoid)).toEqual([3, 2]);

    const stale = await client().admin['search-settings'].$put({
      json: { settings: DEFAULT_SEARCH_SETTINGS, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(messageOf(await stale.json())).toBe(STALE_EDIT);

    const [entry] = await audit('search_settings', '1');
    expect(entry).toMatchObject({
      action: 'search_settings.save',
      summary: 'Changed the search settings: weight_title, weight_description',
      before: { weight_title: 1, weight_description: 0.1 },
      after: { weight_title: 0, weight_description: 1 },
    });

    const reset = await client().admin['search-settings'].reset.$post({ json: { version: 2 } });
    expect(await reset.json()).toMatchObject({ settings: DEFAULT_SEARCH_SETTINGS, version: 3 });
    expect((await audit('search_settings', '1'))[0]).toMatchObject({ action: 'search_settings.reset' });
    expect((await guestSearch('lighthouse')).items.map((item) => item.photoid)).toEqual([2, 3]);
  });

  it('reaches another app process on the same database within 2 s, without a restart', async () => {
    // Another process: its own handle (its own settings cache) on the same database.
    const other = { ...db.handle };
    const otherApp = await createTestApp(other);
    const start = Date.now();
    const before = await currentSearchSettings(other, start);
    const { version } = await (await client().admin['search-settings'].$get()).json();
    const settings = { ...before, popularity_boost: 0.5 };
    expect((await client().admin['search-settings'].$put({ json: { settings, version } })).status).toBe(200);
    expect((await currentSearchSettings(other, start + 1_000)).popularity_boost).toBe(
      before.popularity_boost,
    );
    expect((await currentSearchSettings(other, start + SEARCH_SETTINGS_MAX_AGE_MS)).popularity_boost).toBe(
      0.5,
    );
    // And its searches run with them.
    const search = await typedClient(otherApp, null).photos.search.$get({ query: { q: 'lighthouse' } });
    expect(search.status).toBe(200);
  });

  it('is for admins only: 401 signed out, 403 for a buyer', async () => {
    expect((await typedClient(app, null).admin.synonyms.$get({ query: {} })).status).toBe(401);
    expect((await typedClient(app, buyer.cookie).admin.synonyms.$get({ query: {} })).status).toBe(403);
    expect((await typedClient(app, buyer.cookie).admin['search-settings'].$get()).status).toBe(403);
    const write = await typedClient(app, buyer.cookie).admin.synonyms.$post({
      json: { term: 'a', synonym_of: 'b' },
    });
    expect(write.status).toBe(403);
  });
});
