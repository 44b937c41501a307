import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle, Queryable } from './client';

/**
 * Whether each row of `queryRows` is checked against its schema: under the test runner (both
 * databases' integration suites) and wherever `CHECK_SQL_ROWS=1` is set (the browser tests'
 * server). Elsewhere rows pass as the database gives them: a search page is 75 rows of 25
 * columns on every request, and the suites have already held each statement to its shape.
 */
const CHECK_ROWS = process.env.VITEST !== undefined || process.env.CHECK_SQL_ROWS === '1';

/** A statement whose rows do not have the columns its schema declares (a bug, never the user's). */
export class RowShapeError extends Error {
  override name = 'RowShapeError';
}

/**
 * Hand-written SQL with a declared row shape (decision 017), for what the builder cannot say well:
 * the search plans, facets and ranking. The rows' type is the schema's, never an assertion
 * (`raw<T>`); where rows are checked (above), a column missing, renamed or of another type fails
 * the statement, so a test that runs it on PGlite and PostgreSQL fails too. A plain object schema
 * is held strictly (a column it does not declare fails too); a union states that itself
 * (`.strict()`, `.catchall()`). Schemas describe rows as they are, without transforms: the rows
 * are returned as the database gives them.
 */
export async function queryRows<Schema extends z.ZodType>(
  handle: Pick<DatabaseHandle, 'raw'>,
  rows: Schema,
  text: string,
  params?: unknown[],
  prepare?: string,
): Promise<z.output<Schema>[]> {
  return checkedRows(rows, await handle.raw(text, params, prepare), text);
}

/**
 * The same for a drizzle `sql` statement on a handle's builder or inside a transaction (a
 * back-office change that locks rows, counts and moves them in one transaction).
 */
export async function sqlRows<Schema extends z.ZodType>(
  db: Queryable,
  rows: Schema,
  query: SQL,
): Promise<z.output<Schema>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return checkedRows(rows, result.rows, 'a drizzle sql statement');
}

function checkedRows<Schema extends z.ZodType>(
  rows: Schema,
  result: unknown[],
  statement: string,
): z.output<Schema>[] {
  if (CHECK_ROWS) {
    const exact: z.ZodType = rows instanceof z.ZodObject ? rows.strict() : rows;
    for (const row of result) {
      const checked = exact.safeParse(row);
      if (!checked.success)
        throw new RowShapeError(
          `A row does not have the declared shape: ${checked.error.message}\nStatement: ${statement.slice(0, 300)}`,
        );
    }
  }
  // The one place a row is taken for its declared type: checked above wherever tests run.
  return result as z.output<Schema>[];
}
