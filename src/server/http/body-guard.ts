import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { errorBody } from '../errors';

/** Bodies that are text someone typed or the app wrote; files (multipart, images) carry any byte. */
const TEXT_BODY = /^\s*(application\/(json|x-www-form-urlencoded)|text\/plain)\b/i;
const FORM_BODY = /^\s*application\/x-www-form-urlencoded\b/i;
export const NOT_ALLOWED = 'The request contains characters that are not allowed.';

/** better-auth's admin routes take a user's id, which its queries compare with a uuid column. */
const ADMIN_AUTH_ROUTE = /^\/api\/auth\/admin\//;
const USER_ID_NAMES = ['userId', 'id'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BAD_USER_ID = 'userId must be a valid id.';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([name, item]) => name.includes('\u0000') || holdsNul(item));
  return false;
}

/** The body as the route will read it, or null when it is no JSON or form (the route says so). */
function parsedBody(text: string, type: string): unknown {
  if (FORM_BODY.test(type)) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function refuse(c: Context, message: string, field: string): Response {
  return c.json(errorBody('INVALID', message, { [field]: message }), 400);
}

/** A user id of better-auth's admin routes that is no uuid (its query would fail in PostgreSQL). */
function badUserId(c: Context, body: unknown): boolean {
  if (!ADMIN_AUTH_ROUTE.test(c.req.path)) return false;
  const fromBody = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return USER_ID_NAMES.some((name) => {
    const value = fromBody[name] ?? c.req.query(name);
    return value !== undefined && (typeof value !== 'string' || !UUID.test(value));
  });
}

/**
 * The floor under every API route's body, ours and better-auth's (issue 29 item 2), as
 * parameter-guard.ts is for the path and query: no text body may carry a NUL, which PostgreSQL
 * cannot store (better-auth's routes answered 500), and better-auth's admin routes take only a
 * uuid as a user's id. A 400 names the problem; nothing reaches the database. The body is read
 * from a copy, so the route reads it as sent; one that is not JSON is left to the route.
 */
export const bodyGuard = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  const type = c.req.header('Content-Type') ?? '';
  let body: unknown = null;
  if (method !== 'GET' && method !== 'HEAD' && TEXT_BODY.test(type)) {
    const text = await c.req.raw
      .clone()
      .text()
      .catch(() => null);
    // A body that could not be read (over the size limit) is the route's to refuse.
    if (text !== null) {
      // Raw, or escaped as \u0000: an escaped backslash before "u0000" is no NUL, so parse to be sure.
      const maybe = text.includes('\u0000') || /\\u0000|%00/i.test(text);
      body = maybe || ADMIN_AUTH_ROUTE.test(c.req.path) ? parsedBody(text, type) : null;
      if (text.includes('\u0000') || (maybe && holdsNul(body))) return refuse(c, NOT_ALLOWED, 'body');
    }
  }
  if (badUserId(c, body)) return refuse(c, BAD_USER_ID, 'userId');
  await next();
});
