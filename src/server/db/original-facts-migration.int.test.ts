import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printSize } from '../../core/file-facts';
import { createPhoto, createUser } from '../../test/factories';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { originalSize } from '../demo/illustrator';

const MIGRATION = new URL('./migrations/0016_original_facts.sql', import.meta.url);

/**
 * Issue 22: databases seeded before photos advertised their real originals held invented sizes
 * (photo #397: 4351 × 5800 px, 7.3 MB, for a 1600 × 2400 px file). The migration corrects every
 * photo drawn from a recipe, as the seed now writes them, and clears the byte size until the
 * original is made.
 */
describe.each(TEST_DATABASES)('migration 0016 (original facts) on %s', (kind) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.drop());

  it('gives recipe photos the size their original is drawn at and clears the invented byte size', async () => {
    const creator = await createUser(db.handle);
    const stale = {
      width: 4351,
      height: 5800,
      file_size: 7_300_000,
      friendly_print_size: '15 × 19 in at 300 dpi',
    };
    const keys = {
      h: 'kitchen-faded-h-3-warm-9001',
      v: 'portrait-mono-v-1-muted-9002',
      s: 'beach-color-s-4-vibrant-9003',
      legacy: 'sepia-v-2-neutral-7',
      other: 'uploaded/abc',
    };
    for (const image_key of Object.values(keys))
      await createPhoto(db.handle, { creatorId: creator.id, image_key, ...stale });
    const sql = await readFile(MIGRATION, 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) await db.handle.raw(statement);

    const rows = await db.handle.raw<{
      image_key: string;
      width: number;
      height: number;
      file_size: number | string | null;
      friendly_print_size: string;
    }>('select image_key, width, height, file_size, friendly_print_size from photos');
    const byKey = new Map(
      rows.map((row) => [
        row.image_key,
        { ...row, file_size: row.file_size === null ? null : Number(row.file_size) },
      ]),
    );
    const expected = (aspect: 'h' | 'v' | 's') => {
      const { width, height } = originalSize(aspect);
      return { width, height, file_size: null, friendly_print_size: printSize(width, height) };
    };
    expect(byKey.get(keys.h)).toMatchObject(expected('h'));
    expect(byKey.get(keys.v)).toMatchObject(expected('v'));
    expect(byKey.get(keys.s)).toMatchObject(expected('s'));
    expect(byKey.get(keys.legacy)).toMatchObject(expected('v'));
    // A photo with a file of its own keeps the facts read from that file.
    expect(byKey.get(keys.other)).toMatchObject(stale);
  });
});
