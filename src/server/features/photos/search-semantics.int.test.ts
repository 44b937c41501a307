import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByLink } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { typedClient } from '../../../test/typed-client';
import { rebuildSearchLexicon } from '../../demo/demo-extras';

interface Body {
  items: { photoid: number }[];
  total: number;
  method: string;
  dropped_terms: string[];
  corrected_terms: Record<string, string>;
}

/** Issue 11, findings 1, 2, 4 and 5: what a search means, each with the query that failed. */
describe.each(TEST_DATABASES)('search semantics on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let cookie = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    const okafor = await createUser(db.handle, { storefrontName: 'The Okafor Family Archive' });
    const hartley = await createUser(db.handle, { storefrontName: 'The Hartley Family Archive' });
    const base = {
      creatorId: hartley.id,
      description: null,
      location_city: 'Dayton',
      location_country: 'United States',
    };
    const photo = (photoid: number, title: string, tags: string[], more: Record<string, unknown> = {}) =>
      createPhoto(db.handle, { ...base, photoid, title, tags, ...more });
    await photo(1, 'Breakfast in the kitchen', ['kitchen', 'formica table'], { decade_taken: '1970s' });
    await photo(2, 'Kitchen table homework', ['kitchen'], { decade_taken: '1990s' });
    await photo(3, 'New car in the driveway', ['car', 'driveway']);
    await photo(4, 'Grandpa at the old mill', ['mill'], { description: 'An old mill by the river' });
    await photo(5, 'Dad at the grill', ['grill', 'barbecue']);
    await photo(6, 'Sandcastle afternoon', ['sand', 'ocean']);
    await photo(7, 'Christening gown', ['church']);
    await photo(8, 'Harbour at dusk', ['harbour'], { location_city: 'Catania', location_country: 'Italy' });
    await photo(9, 'Sunday best on the porch', ['porch', 'sunday best']);
    await photo(10, 'Tea in the garden', ['garden'], { creatorId: okafor.id });
    await photo(11, 'Summer evening on the lawn', ['lawn', 'summer']);
    await photo(12, 'Moon landing on television', ['television', 'space age']);
    const event = async (name: string, photoids: number[]) => {
      const [row] = await db.handle.raw<{ id: string }>(
        'insert into events (name) values ($1) returning id',
        [name],
      );
      await db.handle.raw(
        'insert into photo_events (photo_id, event_id) select id, $1 from photos where photoid = any($2::int[])',
        [row?.id, photoids],
      );
    };
    await event('Summer vacation', [6]);
    await event('Baptism', [7]);
    await db.handle.raw(
      `insert into synonyms (term, synonym_of) values ('dad', 'father'), ('pop', 'father')`,
    );
    await rebuildSearchLexicon(db.handle);
    cookie = await signUpByLink(app, 'semantics@example.test', 'Sam');
  });
  afterAll(() => db.drop());

  async function search(q: string): Promise<Body> {
    const response = await typedClient(app, cookie).photos.search.$get({ query: { q } });
    return response.json();
  }
  const ids = async (q: string) => (await search(q)).items.map((item) => item.photoid).sort((a, b) => a - b);

  it('leaves out a word no photo has, and says which (finding 1: "vintage kitchen" found nothing)', async () => {
    const body = await search('vintage kitchen');
    expect(body.items.map((item) => item.photoid).sort()).toEqual([1, 2]);
    expect(body).toMatchObject({ method: 'partial', dropped_terms: ['vintage'] });
  });

  it('leaves out the rarest word when every word matches something alone ("old car")', async () => {
    const body = await search('old car');
    expect(body.items.map((item) => item.photoid)).toEqual([3]);
    expect(body.dropped_terms).toEqual(['old']);
    // All words still must match when they can.
    expect(await ids('old mill')).toEqual([4]);
  });

  it('finds event and family names (finding 2: only filters before)', async () => {
    expect(await ids('summer vacation')).toEqual([6]);
    expect(await ids('baptism')).toEqual([7]);
    expect(await ids('okafor')).toEqual([10]);
    // "summer" is a word of the catalogue's own (photo 11): "vacation" alone names the event.
    expect(await ids('vacation')).toEqual([6]);
    // A typo of an event's word is corrected onto it.
    expect(await ids('vacaton')).toEqual([6]);
  });

  it('never lets a short word stand for longer ones (finding 4: "cat" found Catania, "sun" Sunday best)', async () => {
    expect(await ids('cat')).toEqual([]);
    expect(await ids('sun')).toEqual([]);
    expect(await ids('catania')).toEqual([8]);
    // Four letters or more may be a word cut short while typing.
    expect(await ids('kitc')).toEqual([1, 2]);
  });

  it('widens a word to its whole synonym group (finding 5: "pop" found nothing)', async () => {
    expect(await ids('pop')).toEqual([5]);
  });

  it('never corrects a word onto one of another meaning (finding 5: "vacation" became "station")', async () => {
    const body = await search('spaceship');
    expect(body.items).toEqual([]);
    expect(body.corrected_terms).toEqual({});
  });

  it('reads spoken decades ("70s kitchen" found nothing)', async () => {
    expect(await ids('70s kitchen')).toEqual([1]);
    expect(await ids('seventies kitchen')).toEqual([1]);
  });
});
