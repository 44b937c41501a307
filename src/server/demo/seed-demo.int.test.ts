import { describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASES } from '../../test/test-database';
import { type SeedPhase, seedDemoCatalogue } from './seed-demo';

/** Issue 11, item 8: the seed says what it does after the photos, step by step. */
describe.each(TEST_DATABASES)('the demo seed on %s', (kind) => {
  it('reports each index it rebuilds, then the extras, then the vacuum', async () => {
    const db = await createTestDatabase(kind);
    try {
      const steps: SeedPhase[] = [];
      const progress: number[] = [];
      const result = await seedDemoCatalogue(db.handle, {
        photos: 40,
        creators: 4,
        deferIndexesFrom: 1,
        onProgress: (done) => progress.push(done),
        onPhase: (step) => steps.push(step),
      });
      expect(result.photos).toBe(40);
      expect(progress.at(-1)).toBe(40);
      const indexes = steps.filter((step) => step.phase === 'indexes');
      const total = indexes[0]?.phase === 'indexes' ? indexes[0].total : 0;
      expect(total).toBeGreaterThan(3);
      expect(indexes.map((step) => (step.phase === 'indexes' ? step.built : -1))).toEqual(
        Array.from({ length: total + 1 }, (_, built) => built),
      );
      expect(indexes.slice(1).every((step) => step.phase === 'indexes' && Boolean(step.index))).toBe(true);
      expect(steps.slice(-2).map((step) => step.phase)).toEqual(['extras', 'vacuum']);
      // The rebuilt indexes are there: the search vector's GIN index among them.
      const [gin] = await db.handle.raw<{ n: number }>(
        `select count(*)::int as n from pg_indexes where indexname = 'photos_search_vector_gin'`,
      );
      expect(gin?.n).toBe(1);
      // Issue 26: every live demo photo keeps selling, cleared with a release per person shown.
      const [clearance] = await db.handle.raw<{ live: number; cleared: number; short: number }>(
        `select count(*)::int as live,
           count(*) filter (where c.decision = 'cleared')::int as cleared,
           count(*) filter (where (select count(*) from photo_releases r where r.photo_id = p.id) < p.people_count)::int as short
         from photos p left join photo_clearances c on c.photo_id = p.id where p.photo_status = 'live'`,
      );
      expect(clearance?.live).toBeGreaterThan(0);
      expect(clearance).toEqual({ live: clearance?.live, cleared: clearance?.live, short: 0 });
    } finally {
      await db.drop();
    }
  });

  /**
   * Issue 11, finding 10: 2,813 live photos shared 1,365 images, and "Breakfast in the kitchen"
   * could be a beach. Each photo now has its own picture, of the scene its title names.
   */
  it('gives every photo its own picture, of the scene its words name', async () => {
    const db = await createTestDatabase(kind);
    try {
      await seedDemoCatalogue(db.handle, { photos: 300, creators: 6 });
      const [keys] = await db.handle.raw<{ photos: number; keys: number; seeded: number }>(
        `select count(*)::int as photos, count(distinct image_key)::int as keys,
           count(*) filter (where image_key like '%-' || photoid)::int as seeded
         from photos`,
      );
      expect(keys).toEqual({ photos: 300, keys: 300, seeded: 300 });
      const scenes = await db.handle.raw<{ title: string; image_key: string }>(
        `select title, image_key from photos
         where title ~ '^(Breakfast in the kitchen|Day at the beach|Bride and groom|Blowing out the candles|Cap and gown)'`,
      );
      expect(scenes.length).toBeGreaterThan(3);
      const sceneOfTitle: [RegExp, string][] = [
        [/^Breakfast in the kitchen/, 'kitchen-'],
        [/^Day at the beach/, 'beach-'],
        [/^Bride and groom/, 'wedding-'],
        [/^Blowing out the candles/, 'birthday-'],
        [/^Cap and gown/, 'graduation-'],
      ];
      for (const { title, image_key } of scenes) {
        const prefix = sceneOfTitle.find(([pattern]) => pattern.test(title))?.[1];
        expect(image_key.startsWith(prefix ?? '?'), `${title}: ${image_key}`).toBe(true);
      }
    } finally {
      await db.drop();
    }
  });
});
