import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';
import { FACET_TUNING } from './facets.service';

describe.each(TEST_DATABASES)('search facets on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let okaforId = '';
  let eventId = '';
  const tuning = { ...FACET_TUNING };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    okaforId = (await createUser(db.handle, { storefrontName: 'The Okafor Family Archive' })).id;
    const lindqvistId = (await createUser(db.handle, { storefrontName: 'Lindqvist Slides' })).id;
    const photo = (creatorId: string, overrides: Record<string, unknown>) =>
      createPhoto(db.handle, {
        creatorId,
        width: 1200,
        height: 800,
        tags: ['kitchen'],
        ethnicities: [],
        age_groups: [],
        genders: [],
        people_count: 0,
        location_state_province: null,
        location_city: null,
        ...overrides,
      });
    await photo(okaforId, {
      title: 'Kitchen birthday',
      decade_taken: '1970s',
      ethnicities: ['Black'],
      age_groups: ['Child'],
      genders: ['female'],
      people_count: 3,
      location_country: 'United States',
      location_state_province: 'Ohio',
      location_city: 'Dayton',
    });
    await photo(okaforId, {
      title: 'Kitchen breakfast',
      decade_taken: '1970s',
      ethnicities: ['Black', 'White'],
      people_count: 12,
      location_country: 'United States',
      location_state_province: 'Texas',
      location_city: 'Austin',
    });
    await photo(lindqvistId, {
      title: 'Snowy porch',
      tags: ['porch'],
      decade_taken: '1950s',
      width: 800,
      height: 1200,
      ethnicities: ['White'],
      location_country: 'Sweden',
    });
    // Not live: counted nowhere.
    await photo(lindqvistId, { title: 'Draft kitchen', decade_taken: '1990s', photo_status: 'draft' });
    const [event] = await db.handle.raw<{ id: string }>(
      `insert into events (name) values ('Birthday') returning id`,
    );
    eventId = event?.id ?? '';
    await db.handle.raw(
      `insert into photo_events (photo_id, event_id) select id, $1 from photos where title = 'Kitchen birthday'`,
      [eventId],
    );
  });
  afterEach(() => Object.assign(FACET_TUNING, tuning));
  afterAll(() => db.drop());

  type FacetQuery = Parameters<TypedClient['photos']['facets']['$get']>[0]['query'];
  const ask = (query: FacetQuery = {}) => typedClient(app, null).photos.facets.$get({ query });

  async function facets(query: FacetQuery) {
    const response = await ask(query);
    expect(response.status).toBe(200);
    return response.json();
  }

  it('counts every filter option over the live catalogue, for guests too', async () => {
    const response = await ask();
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const body = await response.json();
    expect(body.total).toBe(3);
    expect(body.counts_are_estimates).toBe(false);
    expect(body.decades).toEqual([
      { value: '1950s', count: 1 },
      { value: '1970s', count: 2 },
    ]);
    expect(body.orientations).toEqual([
      { value: 'horizontal', count: 2 },
      { value: 'vertical', count: 1 },
    ]);
    expect(body.ethnicities).toEqual([
      { value: 'Black', count: 2 },
      { value: 'White', count: 2 },
    ]);
    expect(body.people_counts).toEqual([
      { value: '0', count: 1 },
      { value: '3', count: 1 },
      { value: '10+', count: 1 },
    ]);
    expect(body.countries).toEqual([
      { value: 'United States', count: 2 },
      { value: 'Sweden', count: 1 },
    ]);
    // States and cities wait for a country and a state.
    expect(body.states).toEqual([]);
    expect(body.cities).toEqual([]);
    expect(body.events).toEqual([{ id: eventId, name: 'Birthday', count: 1 }]);
    expect(body.creators).toEqual([
      { id: okaforId, name: 'The Okafor Family Archive', count: 2 },
      expect.objectContaining({ name: 'Lindqvist Slides', count: 1 }),
    ]);
  });

  it('narrows the counts to what the words and the other filters match', async () => {
    const body = await facets({ q: 'kitchen', country: 'United States' });
    expect(body.total).toBe(2);
    expect(body.decades).toEqual([{ value: '1970s', count: 2 }]);
    expect(body.states).toEqual([
      { value: 'Ohio', count: 1 },
      { value: 'Texas', count: 1 },
    ]);
    const inOhio = await facets({ country: 'United States', state: 'Ohio' });
    expect(inOhio.cities).toEqual([{ value: 'Dayton', count: 1 }]);
  });

  it("counts a chosen filter's own options as if it were not chosen, so a second can be picked", async () => {
    const body = await facets({ decade: '1970s', ethnicities: 'White' });
    expect(body.total).toBe(1);
    // Decades under the ethnicity alone; ethnicities under the decade alone.
    expect(body.decades).toEqual([
      { value: '1950s', count: 1 },
      { value: '1970s', count: 1 },
    ]);
    expect(body.ethnicities).toEqual([
      { value: 'Black', count: 2 },
      { value: 'White', count: 1 },
    ]);
  });

  it('scales a sample of the hits when there are too many to count one by one', async () => {
    FACET_TUNING.exactCap = 1;
    FACET_TUNING.sampleSize = 1_000;
    const body = await facets({ orientation: 'horizontal' });
    expect(body.counts_are_estimates).toBe(true);
    expect(body.decades).toEqual([{ value: '1970s', count: 2 }]);
  });

  it('answers a search that can match nothing with empty facets', async () => {
    const body = await facets({ q: '*' });
    expect(body.total).toBe(0);
    expect(body.decades).toEqual([]);
  });

  it('refuses bad filters with the search messages', async () => {
    const response = await ask({ decade: 'seventies' });
    expect(response.status).toBe(400);
    expect(messageOf(await response.json())).toBe('decade must look like 1970s');
  });
});
