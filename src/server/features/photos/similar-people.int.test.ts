import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMILAR_PEOPLE_PAGE_SIZE } from '../../../core/people';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { similarPeople } from './similar.service';

/**
 * Issue 27 item 5: similar people through merges (A → B → C), aliases both ways and
 * transitively, hidden persons left out, rejected faces ignored, a cycle that ends.
 */
describe.each(TEST_DATABASES)('similar people on %s', (kind) => {
  let db: TestDatabase;
  let creatorId = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    creatorId = (await createUser(db.handle)).id;
  });
  afterAll(() => db.drop());

  const person = async (options: { hidden?: boolean; mergedInto?: string } = {}) => {
    const [row] = await db.handle.raw<{ id: string }>(
      'insert into persons (hidden, merged_into_id) values ($1, $2) returning id',
      [options.hidden ?? false, options.mergedInto ?? null],
    );
    if (!row) throw new Error('no person');
    return row.id;
  };
  const photo = async (title: string, popularity = 0, status = 'live') => {
    const made = await createPhoto(db.handle, {
      creatorId,
      title,
      photo_status: status as 'live',
    });
    await db.handle.raw('update photos set popularity = $2 where id = $1', [made.id, popularity]);
    return made;
  };
  const face = (photoId: string, personId: string | null, rejected = false) =>
    db.handle.raw('insert into faces (photo_id, person_id, source, rejected_at) values ($1, $2, $3, $4)', [
      photoId,
      personId,
      'detected',
      rejected ? new Date() : null,
    ]);
  const alias = (a: string, b: string) =>
    db.handle.raw('insert into person_aliases (person_id, alias_person_id) values ($1, $2)', [a, b]);
  const titles = async (photoid: number, offset = 0) => {
    const answer = await similarPeople(db.handle, String(photoid), { admin: false, offset });
    return { ...answer, titles: answer.items.map((item) => [item.title, item.shared_people]) };
  };

  it('follows a merge chain A → B → C and aliases both ways, ranked by shared people', async () => {
    const c = await person();
    const b = await person({ mergedInto: c });
    const a = await person({ mergedInto: b });
    const d = await person();
    const e = await person();
    // d ↔ e through an alias written the other way round, and e → f transitively.
    const f = await person();
    await alias(e, d);
    await alias(e, f);
    const current = await photo('current');
    await face(current.id, a);
    await face(current.id, d);
    const ofC = await photo('of C', 5);
    await face(ofC.id, c);
    const ofB = await photo('of B', 1);
    await face(ofB.id, b);
    const ofF = await photo('of F', 9);
    await face(ofF.id, f);
    const both = await photo('both', 0);
    await face(both.id, c);
    await face(both.id, e);
    const draft = await photo('draft of C', 100, 'draft');
    await face(draft.id, c);
    const answer = await titles(current.photoid);
    expect(answer.titles).toEqual([
      ['both', 2],
      ['of F', 1],
      ['of C', 1],
      ['of B', 1],
    ]);
    expect(answer.total).toBe(4);
    expect(answer.limit).toBe(SIMILAR_PEOPLE_PAGE_SIZE);
  });

  it('leaves out hidden persons and rejected faces', async () => {
    const shown = await person();
    const hidden = await person({ hidden: true });
    const current = await photo('hidden current');
    await face(current.id, shown);
    await face(current.id, hidden);
    const ofHidden = await photo('of hidden', 50);
    await face(ofHidden.id, hidden);
    const rejected = await photo('rejected face of shown', 60);
    await face(rejected.id, shown, true);
    const ofShown = await photo('of shown', 1);
    await face(ofShown.id, shown);
    expect((await titles(current.photoid)).titles).toEqual([['of shown', 1]]);

    // A photo whose only person is hidden, or whose only face was rejected, has no people.
    const onlyHidden = await photo('only hidden');
    await face(onlyHidden.id, hidden);
    expect(await titles(onlyHidden.photoid)).toMatchObject({ items: [], people: 0, total: 0 });
    const onlyRejected = await photo('only rejected');
    await face(onlyRejected.id, shown, true);
    expect(await titles(onlyRejected.photoid)).toMatchObject({ items: [], people: 0 });
  });

  it('ends a cycle in person_aliases and counts the same human once', async () => {
    const x = await person();
    const y = await person();
    const z = await person();
    await alias(x, y);
    await alias(y, z);
    await alias(z, x);
    const current = await photo('cycle current');
    await face(current.id, x);
    await face(current.id, y);
    const ofZ = await photo('of z');
    await face(ofZ.id, z);
    await face(ofZ.id, x);
    const answer = await titles(current.photoid);
    expect(answer.titles).toEqual([['of z', 1]]);
    expect(answer.people).toBe(3);
  });

  it('answers people but no photos, and pages by 24 with the total', async () => {
    const lonely = await person();
    const alone = await photo('alone');
    await face(alone.id, lonely);
    expect(await titles(alone.photoid)).toMatchObject({ items: [], people: 1, total: 0 });

    const many = await person();
    const start = await photo('many current');
    await face(start.id, many);
    for (let i = 0; i < SIMILAR_PEOPLE_PAGE_SIZE + 2; i += 1) {
      const other = await photo(`many ${i}`, i);
      await face(other.id, many);
    }
    const first = await titles(start.photoid);
    expect(first.items).toHaveLength(SIMILAR_PEOPLE_PAGE_SIZE);
    expect(first.total).toBe(SIMILAR_PEOPLE_PAGE_SIZE + 2);
    expect(first.titles[0]).toEqual([`many ${SIMILAR_PEOPLE_PAGE_SIZE + 1}`, 1]);
    const second = await titles(start.photoid, SIMILAR_PEOPLE_PAGE_SIZE);
    expect(second.titles).toEqual([
      ['many 1', 1],
      ['many 0', 1],
    ]);
    expect(second.people).toBe(1);
  });
});
