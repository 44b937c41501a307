import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByLink } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, typedClient } from '../../../test/typed-client';

describe.each(TEST_DATABASES)('catalogue endpoints on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let cookie = '';
  let creatorId = '';
  const photoIds: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    const creator = await createUser(db.handle, { storefrontName: 'The Okafor Family Archive' });
    creatorId = creator.id;
    const base = {
      creatorId: creator.id,
      ethnicities: ['Black'],
      people_composition: 'Family',
      decade_taken: '1970s',
      image_style: 'Snapshot',
      location_country: 'United States',
      location_state_province: 'Ohio',
      location_city: 'Dayton',
      emotions: ['joyful'],
    };
    const make = async (name: string, photoid: number, overrides: Record<string, unknown>) => {
      const photo = await createPhoto(db.handle, { ...base, photoid, title: name, ...overrides });
      photoIds[name] = photo.id;
      return photo;
    };
    // The current photo and candidates whose scores the spec's rules fix exactly.
    await make('current', 1, { tags: ['kitchen', 'formica table', 'sock hop', 'sofa'] });
    // 4 (kitchen) + 8 (formica table) + 16 (sock hop) + 2*20 + 3 + 2 + 2 + 2 = 77
    await make('twin', 2, { tags: ['kitchen', 'formica table', 'sock hop'] });
    // 4 (kitchen) + 3 + 2 + 2 + 2 + 3 (sofa ~ couch) = 16
    await make('cousin', 3, { tags: ['kitchen', 'couch'] });
    // family (1 → 2) + 3 + 2 + 2 + 2 = 11, no: shares no tag with current, so never a candidate
    await make('stranger', 4, {
      tags: ['tractor'],
      decade_taken: '1990s',
      people_composition: 'Individual',
      image_style: 'Polaroid',
      ethnicities: [],
    });
    // shares only "kitchen" with different everything else: 4 ≤ 5, below the threshold
    await make('weak', 5, {
      tags: ['kitchen'],
      decade_taken: '1990s',
      people_composition: 'Individual',
      image_style: 'Polaroid',
      ethnicities: [],
    });
    await make('hidden', 6, { tags: ['kitchen', 'formica table', 'sock hop'], photo_status: 'draft' });
    await db.handle.raw(`insert into synonyms (term, synonym_of) values ('couch', 'sofa')`);

    // Similar people: Ann appears in "current"; her alias record appears in "alias-photo".
    const [ann, annAlias, bo] = await db.handle.raw<{ id: string }>(
      `insert into persons (name) values ('Ann'), ('Ann (duplicate)'), ('Bo') returning id`,
    );
    await db.handle.raw('insert into person_aliases (person_id, alias_person_id) values ($1, $2)', [
      ann?.id,
      annAlias?.id,
    ]);
    await make('alias-photo', 7, { tags: ['garden'] });
    await make('both-photo', 8, { tags: ['garden'] });
    await make('nobody', 9, { tags: ['garden'], people_count: 0 });
    const face = (photo: string, person: string | undefined) =>
      db.handle.raw('insert into faces (photo_id, person_id, age) values ($1, $2, 30)', [
        photoIds[photo],
        person,
      ]);
    await face('current', ann?.id);
    await face('current', bo?.id);
    await face('alias-photo', annAlias?.id);
    await face('both-photo', ann?.id);
    await face('both-photo', bo?.id);

    const [event] = await db.handle.raw<{ id: string }>(
      `insert into events (name) values ('Christmas') returning id`,
    );
    await db.handle.raw('insert into photo_events (photo_id, event_id) values ($1, $2)', [
      photoIds.current,
      event?.id,
    ]);
    await db.handle.raw(
      `insert into click_analytics (entity_type, taxonomy_type, entity_id, entity_name, total_clicks) values
       ('taxonomy', 'tag', 'kitchen', 'kitchen', 40), ('taxonomy', 'tag', 'sofa', 'sofa', 12),
       ('event', '', $1, 'Christmas', 30), ('taxonomy', 'decade', '1970s', '1970s', 20)`,
      [event?.id],
    );
    cookie = await signUpByLink(app, 'c@example.test', 'C');
  });
  afterAll(() => db.drop());

  const client = (signedIn = true) => typedClient(app, signedIn ? cookie : null);
  const photo = (key: string | number, signedIn = true) =>
    client(signedIn).photos[':key'].$get({ param: { key: String(key) } });
  const similar = async (key: number) =>
    (await client().photos[':key'].similar.$get({ param: { key: String(key) } })).json();
  const similarPeople = async (key: number) =>
    (await client().photos[':key']['similar-people'].$get({ param: { key: String(key) } })).json();
  /** A taxonomy page by its address, `/api/taxonomy/:type/:id`. */
  const taxonomy = (path: string) => {
    const [type = '', id = ''] = path.split('/').slice(3).map(decodeURIComponent);
    return client().taxonomy[':type'][':id'].$get({ param: { type, id }, query: {} });
  };
  const popularTags = async () => (await client(false).popular.tags.$get({ query: { limit: '5' } })).json();

  it('serves a photo by photoid or uuid, with detail sections and tag click counts', async () => {
    const answer = await photo(1);
    expect(answer.status).toBe(200);
    const byId = await answer.json();
    expect(byId.photo).toMatchObject({
      photoid: 1,
      title: 'current',
      storefront_name: 'The Okafor Family Archive',
    });
    expect(byId.photo.event_names).toEqual(['Christmas']);
    expect(Object.keys(byId.details)).toEqual(['basic', 'technical', 'people', 'style']);
    expect(byId.tag_clicks).toEqual([
      { tag: 'kitchen', clicks: 40 },
      { tag: 'sofa', clicks: 12 },
    ]);
    expect((await (await photo(photoIds.current ?? '')).json()).photo.photoid).toBe(1);
  });

  it.each([
    ['/api/photos/abc', 400, 'Invalid photoid format - must be numeric'],
    ['/api/photos/0', 400, 'Invalid photoid format - must be numeric'],
    ['/api/photos/99999', 404, 'Photo not found'],
    ['/api/photos/6', 404, 'Photo not found'],
  ])('%s answers %i "%s"', async (path, status, message) => {
    const response = await photo(path.split('/').at(-1) ?? '');
    expect(response.status).toBe(status);
    expect(messageOf(await response.json())).toBe(message);
  });

  it('keeps photo details for signed-in users', async () => {
    expect((await photo(1, false)).status).toBe(401);
  });

  it('scores similar photos by the spec rules, above 5 only, best first', async () => {
    const body = await similar(1);
    expect(body.fallback).toBe(false);
    expect(body.items.map((item) => [item.title, item.score])).toEqual([
      ['twin', 77],
      ['cousin', 16],
    ]);
  });

  it('falls back to any live photos when nothing is similar', async () => {
    const body = await similar(4);
    expect(body.fallback).toBe(true);
    expect(body.items.length).toBeGreaterThan(0);
  });

  it('finds the same people through an alias, ranked by shared people', async () => {
    const body = await similarPeople(1);
    expect(body.people).toBe(3);
    expect(body.items.map((item) => [item.title, item.shared_people])).toEqual([
      ['both-photo', 2],
      ['alias-photo', 1],
    ]);
    const none = await similarPeople(9);
    expect(none).toMatchObject({ items: [], people: 0 });
  });

  it.each([
    ['/api/taxonomy/creator/CREATOR', 'photos by The Okafor Family Archive'],
    ['/api/taxonomy/tag/kitchen', 'kitchen photos'],
    ['/api/taxonomy/decade/1970s', '1970s photos'],
    ['/api/taxonomy/location_city/Dayton', 'photos from Dayton'],
    ['/api/taxonomy/country/United%20States', 'photos from United States'],
    ['/api/taxonomy/image_style/Snapshot', 'Snapshot Style photos'],
    ['/api/taxonomy/event/Christmas', 'Christmas photos'],
    ['/api/taxonomy/emotion/joyful', 'joyful photos'],
  ])('%s is titled "%s" with "X of Y photos"', async (path, title) => {
    const response = await taxonomy(path.replace('CREATOR', creatorId));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.title).toBe(title);
    expect(body.subtitle).toMatch(/^\d+ of 8 photos$/);
    expect(body.items.length).toBe(body.total);
  });

  it('answers a bad taxonomy type with the spec message and an unknown creator with 404', async () => {
    expect(messageOf(await (await taxonomy('/api/taxonomy/planet/mars')).json())).toBe(
      'Invalid taxonomyType - not a supported taxonomy',
    );
    expect((await taxonomy('/api/taxonomy/creator/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('lists popular tags, photos and the trending mix', async () => {
    const tags = await client(false).popular.tags.$get({ query: { limit: '5' } });
    expect((await tags.json()).items.map((item) => item.entity_name)).toEqual(['kitchen', 'sofa']);
    expect(tags.headers.get('cache-control')).toBe('public, max-age=300');
    const trending = await (await client(false).trending.$get()).json();
    expect(trending.items.map((item) => item.entity_name)).toEqual(['kitchen', 'Christmas', '1970s', 'sofa']);
    expect((await client(false).popular.photos.$get({ query: { limit: '0' } })).status).toBe(400);
  });

  it('falls back to the spec tags when nobody clicked yet', async () => {
    await db.handle.raw(`delete from click_analytics where taxonomy_type = 'tag'`);
    const body = await popularTags();
    expect(body.fallback).toBe(true);
    expect(body.items.map((item) => item.entity_name)).toEqual([
      'Landscape',
      'Architecture',
      'People',
      'Nature',
      'Business',
    ]);
  });

  it('answers the banner with 204 when none is active, else the banner', async () => {
    expect((await client(false).banner.$get()).status).toBe(204);
    await db.handle.raw(`insert into site_banners (content, is_active) values ('<p>Hello</p>', true)`);
    expect(await (await client(false).banner.$get()).json()).toMatchObject({ content: '<p>Hello</p>' });
  });

  it('lists 50 background images and revalidates with ETags', async () => {
    const first = await client(false)['background-images'].$get();
    expect((await first.json()).images).toHaveLength(50);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await client(false)['background-images'].$get(undefined, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });
});
