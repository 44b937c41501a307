import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { errorBody } from '../errors';
import { NOT_ALLOWED, nulPath } from './nul-bytes';

/** Bodies that are text someone typed or the app wrote; files (multipart, images) carry any byte. */
const TEXT_BODY = /^\s*(application\/(json|x-www-form-urlencoded)|text\/plain)\b/i;
const FORM_BODY = /^\s*application\/x-www-form-urlencoded\b/i;

/** better-auth's admin routes take a user's id, which its queries compare with a uuid column. */
const ADMIN_AUTH_ROUTE = /^\/api\/auth\/admin\//;
const USER_ID_NAMES = ['userId', 'id'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BAD_USER_ID = 'userId must be a valid id.';

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
 * A NUL in one of a body's own values or names. Nested objects (sign-up's details) are left to
 * the rule of ours that checks them, with its own message.
 */
function topLevelNul(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return nulPath(body) !== null;
  return Object.entries(body).some(
    ([name, value]) => name.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000')),
  );
}

/**
 * The floor under better-auth's routes (/api/auth/*; issue 29 item 2), as parameter-guard.ts is
 * for every path and query and valid-json.ts for our own bodies: no value of a text body may
 * carry a NUL, which PostgreSQL cannot store (they answered 500), and its admin routes take only
 * a uuid as a user's id. A 400 names the problem; nothing reaches the database. The body is read
 * from a copy, so the route reads it as sent; one that is not JSON or a form is left to the route.
 */
export const authBodyGuard = createMiddleware<AppEnv>(async (c, next) => {
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
      if (maybe && topLevelNul(body)) return refuse(c, NOT_ALLOWED, 'body');
    }
  }
  if (badUserId(c, body)) return refuse(c, BAD_USER_ID, 'userId');
  await next();
});
