import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByLink } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { tunableSearch } from '../../../test/tunable-search';

interface Body {
  items: { photoid: number }[];
  total: number;
  total_is_estimate: boolean;
}

const MATCHING = 37;

/** Issue 11, finding 6: totals a buyer can trust, on every plan a search can take. */
describe.each(TEST_DATABASES)('search totals on %s', (kind) => {
  let db: TestDatabase;
  let searches: Awaited<ReturnType<typeof tunableSearch>>;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    searches = await tunableSearch(db.handle, {
      collectCap: 5,
      collectEstimate: 5,
      walkMinBudget: 10,
    });
    const creator = await createUser(db.handle);
    for (let index = 0; index < MATCHING + 13; index++) {
      await createPhoto(db.handle, {
        creatorId: creator.id,
        title: `Family picnic ${index}`,
        people_count: index < MATCHING ? 3 + (index % 3) : 7,
        popularity: index,
      });
    }
    searches.signIn(await signUpByLink(searches.app, 'totals@example.test', 'Tess'));
  });
  afterAll(() => db.drop());

  async function search(query: string): Promise<Body> {
    const response = await searches.search(query);
    return (await response.json()) as Body;
  }

  /** Runs `check` with the plans shrunk so that these few photos take the broad ones. */
  const withTuning: (typeof searches)['withTuning'] = (tuning, check) => searches.withTuning(tuning, check);

  const FILTER = 'people_count=3-5';

  it('counts exactly up to the cap, the same on every page and past the end', async () => {
    for (const sort of ['popular', 'newest', 'random']) {
      await withTuning({}, async () => {
        const pages = await Promise.all(
          [0, 10, 20, 30, 5000].map((offset) =>
            search(`${FILTER}&sort=${sort}&seed=7&limit=10&offset=${offset}`),
          ),
        );
        expect(pages.map((page) => [page.total, page.total_is_estimate])).toEqual(
          pages.map(() => [MATCHING, false]),
        );
        expect(pages.flatMap((page) => page.items)).toHaveLength(MATCHING);
      });
    }
  });

  it('above the cap, says it estimates, and keeps one figure for every page of the search', async () => {
    await withTuning({ exactTotalCap: 20 }, async () => {
      const pages = await Promise.all(
        [0, 10, 5000].map((offset) => search(`${FILTER}&sort=popular&limit=10&offset=${offset}`)),
      );
      const totals = new Set(pages.map((page) => page.total));
      expect(totals.size).toBe(1);
      expect(pages.every((page) => page.total_is_estimate)).toBe(true);
      // Never below the cap it passed, and not the offset of a page past the end.
      expect(pages[0]?.total).toBeGreaterThan(20);
      expect(pages[2]?.total).not.toBe(5000);
    });
  });

  it('never says fewer than the buyer has already been shown', async () => {
    await withTuning({ exactTotalCap: 20 }, async () => {
      const late = await search(`${FILTER}&sort=popular&limit=10&offset=30`);
      expect(late.items).toHaveLength(MATCHING - 30);
      expect(late.total).toBeGreaterThanOrEqual(MATCHING);
    });
  });
});
