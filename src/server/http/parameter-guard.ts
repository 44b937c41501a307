import type { Context } from 'hono';
import { isPlainText } from '../../core/plain-text';
import { errorBody } from '../errors';

/**
 * A backstop only: Node refuses request lines past 16 kB anyway, and each route's schema caps its
 * own values with its own message (a search at 200 characters, a taxonomy id at 200, uuids at 36).
 */
export const MAX_PARAMETER_LENGTH = 16_000;
const MAX_PATH_LENGTH = 16_000;

function invalid(message: string, field: string) {
  return errorBody('INVALID', message, { [field]: message });
}

function decodedPath(path: string): string | null {
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The floor under every API route's own schema: no value of the path or the query string may
 * carry control characters (a NUL reaches PostgreSQL as "invalid byte sequence") or be longer
 * than MAX_PARAMETER_LENGTH. Routes then check their own names, ranges and shapes. Returns the
 * 400 answer for a request that fails, nothing for one that passes.
 */
export function parameterProblem(c: Context): Response | undefined {
  const path = decodedPath(c.req.path);
  if (path === null || !isPlainText(path)) {
    return c.json(invalid('The address contains characters that are not allowed.', 'path'), 400);
  }
  if (path.length > MAX_PATH_LENGTH) {
    return c.json(invalid('The address is too long.', 'path'), 400);
  }
  // Parsing the query string costs every request; most API calls have none.
  const queries = c.req.url.includes('?') ? c.req.queries() : {};
  for (const [name, values] of Object.entries(queries)) {
    const field = name.slice(0, 50);
    if (!isPlainText(name)) {
      return c.json(invalid('A parameter name contains characters that are not allowed.', 'query'), 400);
    }
    for (const value of values) {
      if (!isPlainText(value)) {
        return c.json(invalid(`${field} contains characters that are not allowed.`, field), 400);
      }
      if (value.length > MAX_PARAMETER_LENGTH) {
        return c.json(invalid(`${field} must be at most ${MAX_PARAMETER_LENGTH} characters.`, field), 400);
      }
    }
  }
  return undefined;
}
