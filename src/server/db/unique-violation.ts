/** PostgreSQL's unique_violation (23505), from pg or PGlite: a row the constraints already hold. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
