import { sqlState } from './database-error';

/** PostgreSQL's unique_violation (23505), from pg or PGlite: a row the constraints already hold. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}
