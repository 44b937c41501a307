import pg from 'pg';

/**
 * One statement on its own connection, opened and closed around it: for tests and scripts that
 * act on a database from outside the app (create or drop a database, read a replica's state).
 * Free of vitest, so scripts (the soak) can use it too.
 */
export async function runStatement<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}
