import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * The driver's own error behind a failed statement. The typed builder wraps it in a
 * DrizzleQueryError ("Failed query: …") with the driver's error as `cause`; `raw` throws the
 * driver's error itself. Checks for a PostgreSQL error code look here.
 */
export function databaseCause(error: unknown): unknown {
  return error instanceof DrizzleQueryError && error.cause !== undefined ? error.cause : error;
}

/** The PostgreSQL error code (SQLSTATE) of a failed statement, from pg or PGlite, if it has one. */
export function sqlState(error: unknown): string | undefined {
  const cause = databaseCause(error);
  if (typeof cause !== 'object' || cause === null) return undefined;
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
