import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';
import { queryRows, RowShapeError } from './typed-rows';

/**
 * Hand-written statements are held to their declared rows wherever tests run (decision 017):
 * the search's statements are checked by every suite that runs them; these show the check bites.
 */
describe.each(TEST_DATABASES)('rows of hand-written SQL on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.drop());

  const counted = z.object({ n: z.number().int() });

  it('gives the rows that have the declared columns and types', async () => {
    expect(await queryRows(db.handle, counted, 'select 2::int as n union all select 3')).toEqual([
      { n: 2 },
      { n: 3 },
    ]);
  });

  it('fails a statement whose column has another type than declared', async () => {
    await expect(queryRows(db.handle, counted, `select '2' as n`)).rejects.toThrow(RowShapeError);
    // count(*) is a bigint: node-postgres gives it as a string, so uncast it fails there (PGlite
    // gives a number): the suites run on both, so a statement is held to the stricter of the two.
    const uncast = queryRows(db.handle, counted, 'select count(*) as n from generate_series(1, 3)');
    if (kind === 'postgres') await expect(uncast).rejects.toThrow(RowShapeError);
    else await expect(uncast).resolves.toEqual([{ n: 3 }]);
  });

  it('fails a statement whose columns are renamed, missing or more than declared', async () => {
    await expect(queryRows(db.handle, counted, 'select 2::int as count')).rejects.toThrow(RowShapeError);
    await expect(queryRows(db.handle, counted, 'select 2::int as n, 3::int as m')).rejects.toThrow(
      /A row does not have the declared shape/,
    );
  });

  it('lets an empty answer through, whatever the shape', async () => {
    expect(await queryRows(db.handle, counted, 'select 1 as other where false')).toEqual([]);
  });
});
