import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByLink } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { type TypedClient, typedClient } from '../../../test/typed-client';
import { rebuildSearchLexicon } from '../../demo/demo-extras';
import { DEFAULT_SEARCH_TUNING } from './search.service';

interface Body {
  items: { photoid: number; title: string | null }[];
  total: number;
  limit: number;
  offset: number;
  sort: string;
  method: string;
  synonym_expanded: boolean;
  expanded_terms: string[];
  corrected_terms: Record<string, string>;
  total_is_estimate: boolean;
}

describe.each(TEST_DATABASES)('GET /api/photos/search on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let cookie = '';
  let eventId = '';
  let creatorId = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    const creator = await createUser(db.handle, { storefrontName: 'Okafor Archive' });
    const other = await createUser(db.handle);
    creatorId = creator.id;
    const base = {
      creatorId: creator.id,
      description: null,
      emotions: [],
      ethnicities: [],
      age_groups: [],
      genders: [],
      image_style: 'Snapshot',
      color_and_mood: 'Warm and nostalgic',
      people_composition: 'Family',
      location_country: 'United States',
      location_state_province: 'Ohio',
      location_city: 'Dayton',
    };
    await createPhoto(db.handle, {
      ...base,
      photoid: 1,
      title: 'Breakfast in the kitchen',
      tags: ['kitchen', 'formica table'],
      decade_taken: '1970s',
      width: 4000,
      height: 3000,
      people_count: 3,
      face_age_min: 8,
      face_age_max: 40,
      ethnicities: ['Black'],
      age_groups: ['Child', 'Adult'],
      genders: ['female', 'male'],
      popularity: 50,
      created_at: '2025-01-01T00:00:00Z',
    });
    await createPhoto(db.handle, {
      ...base,
      photoid: 2,
      title: 'Family on the couch',
      tags: ['living room', 'couch'],
      decade_taken: '1980s',
      width: 3000,
      height: 4000,
      people_count: 4,
      face_age_min: 30,
      face_age_max: 70,
      ethnicities: ['White'],
      age_groups: ['Adult', 'Senior'],
      genders: ['male'],
      popularity: 10,
      created_at: '2025-02-01T00:00:00Z',
    });
    await createPhoto(db.handle, {
      ...base,
      photoid: 3,
      title: 'Grandmother on the sofa, Montréal',
      tags: ['sofa', 'christmas tree'],
      decade_taken: '1970s',
      width: 3000,
      height: 3050,
      people_count: 1,
      face_age_min: 75,
      face_age_max: 75,
      location_country: 'Canada',
      location_state_province: 'Québec',
      location_city: 'Montréal',
      popularity: 90,
      created_at: '2025-03-01T00:00:00Z',
    });
    await createPhoto(db.handle, {
      ...base,
      photoid: 4,
      title: 'Station wagon road trip',
      tags: ['car', 'road trip'],
      decade_taken: '1960s',
      width: 4500,
      height: 3000,
      people_count: 0,
      face_age_min: null,
      face_age_max: null,
      creatorId: other.id,
      popularity: 0,
      created_at: '2025-04-01T00:00:00Z',
    });
    await createPhoto(db.handle, {
      ...base,
      photoid: 5,
      title: 'Draft kitchen scan',
      tags: ['kitchen'],
      photo_status: 'draft',
    });
    for (let i = 0; i < 30; i++) {
      await createPhoto(db.handle, {
        ...base,
        photoid: 100 + i,
        title: `Picnic in the park ${i}`,
        tags: ['picnic', 'park'],
        decade_taken: '1990s',
        width: 3000,
        height: 2000,
        people_count: 2,
        face_age_min: 20,
        face_age_max: 30,
        popularity: i,
        created_at: `2025-05-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`,
      });
    }
    const [event] = await db.handle.raw<{ id: string }>(
      `insert into events (name) values ('Christmas') returning id`,
    );
    eventId = event?.id ?? '';
    await db.handle.raw(
      `insert into photo_events (photo_id, event_id) select id, $1 from photos where photoid = 3`,
      [eventId],
    );
    await db.handle.raw(
      `insert into synonyms (term, synonym_of) values ('couch', 'sofa'), ('automobile', 'car')`,
    );
    await rebuildSearchLexicon(db.handle);
    cookie = await signUpByLink(app, 'buyer@example.test', 'Buyer');
  });
  afterAll(() => db.drop());

  type SearchQuery = Parameters<TypedClient['photos']['search']['$get']>[0]['query'];
  async function search(
    query: SearchQuery,
    signedIn = true,
    on: typeof app = app,
  ): Promise<{ status: number; body: Body }> {
    const response = await typedClient(on, signedIn ? cookie : null).photos.search.$get({ query });
    return { status: response.status, body: await response.json() };
  }
  /** Raw: the query string itself is under test (malformed, odd and random parameters). */
  async function rawSearch(query: string): Promise<{ status: number; body: Body }> {
    const response = await app.request(`/api/photos/search?${query}`, { headers: { Cookie: cookie } });
    return { status: response.status, body: (await response.json()) as Body };
  }
  const ids = (body: Body) => body.items.map((item) => item.photoid).sort((a, b) => a - b);

  it('finds live photos by word prefix, ignoring case and accents, never drafts', async () => {
    const { body } = await search({ q: 'KITCH' });
    expect(ids(body)).toEqual([1]);
    expect(body.method).toBe('partial');
    expect(ids((await search({ q: 'montreal' })).body)).toEqual([3]);
  });

  it('keeps a prefix for words outside titles and tags, and matches short words whole', async () => {
    // "Dayton" is only a place: not a catalogue word, so "dayt" stays a prefix of the stem.
    const dayton = (await search({ q: 'dayt' })).body;
    expect(dayton.method).toBe('partial');
    expect(ids(dayton)).toContain(1);
    expect(ids(dayton)).not.toContain(3);
    const short = (await search({ q: '12' })).body;
    expect(short.method).toBe('fallback');
    expect(ids(short)).toEqual([112]);
  });

  it('expands synonyms both ways and says so', async () => {
    const sofa = (await search({ q: 'sofa' })).body;
    expect(ids(sofa)).toEqual([2, 3]);
    expect(sofa.synonym_expanded).toBe(true);
    expect(sofa.expanded_terms).toEqual(['couch']);
    const couch = (await search({ q: 'couch' })).body;
    expect(ids(couch)).toEqual([2, 3]);
    expect(couch.expanded_terms).toEqual(['sofa']);
    expect(ids((await search({ q: 'automobile' })).body)).toEqual([4]);
  });

  it('matches a quoted phrase exactly', async () => {
    const { body } = await search({ q: '"road trip"' });
    expect(body.method).toBe('exact');
    expect(ids(body)).toEqual([4]);
    expect(ids((await search({ q: '"trip road"' })).body)).toEqual([]);
    // Stop words inside quotes hold their place: the phrase is the title's, word for word.
    expect(ids((await search({ q: '"breakfast in the kitchen"' })).body)).toEqual([1]);
    expect(ids((await search({ q: '"breakfast kitchen"' })).body)).toEqual([]);
  });

  it('expands * and ? wildcards through the catalogue words', async () => {
    const star = (await search({ q: 'kit*' })).body;
    expect(star.method).toBe('fuzzy');
    expect(ids(star)).toEqual([1]);
    expect(ids((await search({ q: 'k?tchen' })).body)).toEqual([1]);
  });

  it('tolerates a typo through the lexicon', async () => {
    const { body } = await search({ q: 'kitchne' });
    expect(ids(body)).toEqual([1]);
    expect(body.corrected_terms).toEqual({ kitchne: 'kitchen' });
  });

  it('searches the words exactly as typed when asked ("Search instead for kitchne")', async () => {
    const { body } = await search({ q: 'kitchne', as_typed: '1' });
    expect(ids(body)).toEqual([]);
    expect(body.corrected_terms).toEqual({});
    const bad = await search({ q: 'kitchne', as_typed: 'maybe' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('as_typed must be 1 or 0');
  });

  it('filters by every parameter', async () => {
    expect(ids((await search({ decade: '1970s' })).body)).toEqual([1, 3]);
    expect(ids((await search({ orientation: 'vertical' })).body)).toEqual([2]);
    expect(ids((await search({ orientation: 'square' })).body)).toEqual([3]);
    expect(ids((await search({ ethnicities: 'Black,Asian' })).body)).toEqual([1]);
    expect(ids((await search({ age_groups: 'Senior' })).body)).toEqual([2]);
    expect(ids((await search({ gender: 'female' })).body)).toEqual([1]);
    expect(ids((await search({ people_count: '3-4' })).body)).toEqual([1, 2]);
    expect(ids((await search({ people_count: '4+' })).body)).toEqual([2]);
    expect(ids((await search({ face_age_min: '60', face_age_max: '105' })).body)).toEqual([2, 3]);
    expect(ids((await search({ country: 'Canada' })).body)).toEqual([3]);
    expect(ids((await search({ state: 'Québec', city: 'Montréal' })).body)).toEqual([3]);
    expect(ids((await search({ event_ids: eventId })).body)).toEqual([3]);
    expect((await search({ creator: creatorId, decade: 'all', q: '' })).body.total).toBe(33);
    expect(ids((await search({ decade: '1970s', q: 'sofa' })).body)).toEqual([3]);
  });

  it('matches filter values with quotes, slashes and spaces exactly, and large groups past ten people', async () => {
    const creator = await createUser(db.handle);
    await createPhoto(db.handle, {
      creatorId: creator.id,
      photoid: 900,
      title: 'Harbour festival',
      tags: ['harbour'],
      location_country: "Côte d'Ivoire",
      location_city: 'Grand-Bassam',
      ethnicities: ['Hispanic/Latino'],
      people_count: 14,
      decade_taken: '1950s',
    });
    const only900 = async (query: SearchQuery) => ids((await search(query)).body);
    expect(await only900({ country: "Côte d'Ivoire" })).toEqual([900]);
    expect(await only900({ country: 'Côte' })).toEqual([]);
    expect(await only900({ ethnicities: 'Hispanic/Latino', decade: '1950s' })).toEqual([900]);
    expect(await only900({ decade: '1950s', people_count: '6+' })).toEqual([900]);
    expect(await only900({ decade: '1950s', people_count: '11-13' })).toEqual([]);
    expect(await only900({ decade: '1950s', people_count: '12-20' })).toEqual([900]);
    // A backwards range matches nothing rather than failing.
    expect(await search({ people_count: '5-3' })).toMatchObject({ status: 200, body: { total: 0 } });
    await db.handle.raw('delete from photos where photoid = 900');
  });

  it("keeps a photo's events in step with photo_events, so the event filter follows", async () => {
    const [event] = await db.handle.raw<{ id: string }>(
      `insert into events (name) values ('Moon landing') returning id`,
    );
    const moon = event?.id ?? '';
    expect(ids((await search({ event_ids: moon })).body)).toEqual([]);
    await db.handle.raw(
      `insert into photo_events (photo_id, event_id) select id, $1 from photos where photoid in (1, 2)`,
      [moon],
    );
    expect(ids((await search({ event_ids: moon })).body)).toEqual([1, 2]);
    expect(ids((await search({ event_ids: `${moon},${eventId}` })).body)).toEqual([1, 2, 3]);
    await db.handle.raw(
      `delete from photo_events where event_id = $1 and photo_id = (select id from photos where photoid = 1)`,
      [moon],
    );
    expect(ids((await search({ event_ids: moon })).body)).toEqual([2]);
    // Deleting the event cascades to photo_events, and the photo forgets it.
    await db.handle.raw('delete from events where id = $1', [moon]);
    const [row] = await db.handle.raw<{ event_ids: string[] }>(
      `select event_ids from photos where photoid = 2`,
    );
    expect(row?.event_ids).toEqual([]);
  });

  it('sorts newest, oldest, popular, relevance and a stable random', async () => {
    const newest = (await search({ decade: '1970s', sort: 'newest' })).body.items.map((i) => i.photoid);
    expect(newest).toEqual([3, 1]);
    expect((await search({ decade: '1970s', sort: 'oldest' })).body.items.map((i) => i.photoid)).toEqual([
      1, 3,
    ]);
    expect((await search({ decade: '1970s', sort: 'popular' })).body.items.map((i) => i.photoid)).toEqual([
      3, 1,
    ]);
    const relevance = (await search({ q: 'kitchen' })).body;
    expect(relevance.sort).toBe('relevance');
    expect((await search({ decade: '1990s', sort: 'relevance' })).body.sort).toBe('random');
    const pageOne = (
      await search({ decade: '1990s', sort: 'random', seed: '7', limit: '15' })
    ).body.items.map((i) => i.photoid);
    const pageTwo = (
      await search({ decade: '1990s', sort: 'random', seed: '7', limit: '15', offset: '15' })
    ).body.items.map((i) => i.photoid);
    expect(new Set([...pageOne, ...pageTwo]).size).toBe(30);
    expect(
      (await search({ decade: '1990s', sort: 'random', seed: '7', limit: '15' })).body.items.map(
        (i) => i.photoid,
      ),
    ).toEqual(pageOne);
    expect(
      (await search({ decade: '1990s', sort: 'random', seed: '8', limit: '15' })).body.items.map(
        (i) => i.photoid,
      ),
    ).not.toEqual(pageOne);
  });

  it('shows guests the first 24 results with the true total', async () => {
    const first = await search({ decade: '1990s', limit: '75' }, false);
    expect(first.body.items).toHaveLength(24);
    expect(first.body.total).toBe(30);
    const beyond = await search({ decade: '1990s', offset: '24' }, false);
    expect(beyond.body.items).toHaveLength(0);
    expect(beyond.body.total).toBe(30);
    const member = await search({ decade: '1990s', limit: '75' });
    expect(member.body.items).toHaveLength(30);
  });

  it.each([
    ['sort=sideways', 'sort must be one of relevance, newest, oldest, popular, random'],
    ['limit=-1', 'limit must be a whole number'],
    ['limit=5000', 'limit must be between 1 and 100'],
    ['offset=999999999', 'offset must be between 0 and 30000'],
    ['face_age_min=110', 'face_age_min must be between 0 and 105'],
    ['face_age_min=50&face_age_max=20', 'face_age_min must not be greater than face_age_max'],
    ['q=(10 kB of text)', 'Search text must be at most 200 characters'],
    ['event_ids=nope', 'event_ids must be event ids (uuids)'],
    ['creator=1', 'creator must be a creator id (uuid)'],
    ['orientation=diagonal', 'orientation must be horizontal, vertical or square'],
  ])('answers 400 for %s', async (label, message) => {
    const query = label === 'q=(10 kB of text)' ? `q=${'a'.repeat(10_000)}` : label;
    const { status, body } = await rawSearch(query);
    expect(status).toBe(400);
    expect((body as unknown as { error: { message: string } }).error.message).toBe(message);
  });

  it.each(["q=' or 1=1 --", 'q=%22kitchen', 'q=*', 'q=%3F%3F', 'q=(&|!):*', 'q=the', 'q=%F0%9F%93%B7'])(
    'answers 200 for the odd input %s',
    async (query) => {
      const { status, body } = await rawSearch(query);
      expect(status).toBe(200);
      expect(Array.isArray(body.items)).toBe(true);
    },
  );

  it.each([
    ['an index walk', { decade: '1990s' }, { walkRows: 1_000 }],
    ['a range of the sort order', { decade: '1990s' }, { walkRows: 0 }],
    // Every token then counts as common: the words alone go to the index, the filters to each row.
    [
      'a range testing the filters on each row',
      { q: 'picnic', decade: '1990s', orientation: 'horizontal' },
      { walkRows: 0, rowCheckFrom: 0 },
    ],
  ])(
    'counts exactly while it collects every hit, and beyond pages through %s',
    async (_plan, filters, plan) => {
      expect((await search(filters)).body).toMatchObject({ total: 30, total_is_estimate: false });
      // Shrunk so a few photos reach the broad plans and the planner's estimate.
      const shrunk = await createTestApp(db.handle, {
        searchTuning: {
          ...DEFAULT_SEARCH_TUNING,
          collectCap: 10,
          collectEstimate: 10,
          rankCap: 5,
          walkMinBudget: 20,
          exactTotalCap: 10,
          ...plan,
        },
      });
      const broad = (await search({ ...filters, sort: 'popular', limit: '5' }, true, shrunk)).body;
      expect(broad.total_is_estimate).toBe(true);
      expect(broad.total).toBeGreaterThanOrEqual(11);
      expect(broad.items.map((item) => item.photoid)).toEqual([129, 128, 127, 126, 125]);
      // Each sort's order, pages included, is the same as a collected search's.
      for (const sort of ['newest', 'oldest', 'random', 'popular']) {
        const paged = [0, 10, 20].map((offset) =>
          search({ ...filters, sort, seed: '3', limit: '10', offset: String(offset) }, true, shrunk),
        );
        const pages = (await Promise.all(paged)).flatMap(({ body }) =>
          body.items.map((item) => item.photoid),
        );
        const collected = (await search({ ...filters, sort, seed: '3', limit: '30' })).body.items.map(
          (item) => item.photoid,
        );
        expect(pages).toEqual(collected);
      }
      // Past the last hit the broad plan comes back short; the exact fallback answers.
      const end = (await search({ ...filters, sort: 'newest', limit: '10', offset: '25' }, true, shrunk))
        .body;
      expect(end.items).toHaveLength(5);
    },
  );

  it('answers only 200 or 400 with a well-formed body, whatever the parameters', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer({ min: -5, max: 200_000 }).map(String),
      fc.constantFrom('all', '', '1970s', 'square', '3-5', '6+', '*', '"'),
    );
    const keys = fc.constantFrom(
      'q',
      'sort',
      'limit',
      'offset',
      'decade',
      'orientation',
      'ethnicities',
      'age_groups',
      'gender',
      'people_count',
      'face_age_min',
      'face_age_max',
      'country',
      'state',
      'city',
      'event_ids',
      'creator',
      'seed',
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(keys, value, { maxKeys: 6 }), async (params) => {
        const { status, body } = await rawSearch(new URLSearchParams(params).toString());
        expect([200, 400]).toContain(status);
        if (status === 200) expect(typeof body.total).toBe('number');
        else expect(typeof (body as unknown as { error: { message: string } }).error.message).toBe('string');
      }),
      { numRuns: 60 },
    );
  });
});
