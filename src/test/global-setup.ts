import pg from 'pg';

/** Fails the run early and clearly when TEST_DATABASE_URL is set but PostgreSQL does not answer. */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('Integration tests: PGlite only (set TEST_DATABASE_URL to also run on PostgreSQL).');
    return;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL does not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
  console.log('Integration tests: PGlite and PostgreSQL.');
}
