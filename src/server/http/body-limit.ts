import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { errorBody } from '../errors';

/** JSON bodies of ours are a few kB; later upload routes set their own, larger limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** A body limit: its size and the answer past it. */
interface Limit {
  maxSize: number;
  onError: (c: Context) => Response;
}

const tooLarge = (message: string) => (c: Context) => c.json(errorBody('TOO_LARGE', message), 413);

/**
 * Refuses a body over 1 MB with 413: by its Content-Length before a byte is read, or, for a
 * chunked body, as soon as the bytes read pass the limit — never after parsing it.
 */
const JSON_LIMIT: Limit = {
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: tooLarge('The request is too large: at most 1 MB of data can be sent at once.'),
};

/** A release upload (POST /api/studio/releases): a 20 MB file and a few fields of metadata. */
const RELEASE_LIMIT: Limit = {
  maxSize: 21 * 1024 * 1024,
  onError: tooLarge('A release file can be at most 20 MB. Scan it at a lower resolution or send a PDF.'),
};

/** A CSV of photo metadata may be 2 MB (issue 26): its JSON envelope gets 3 MB. */
const IMPORT_LIMIT: Limit = {
  maxSize: 3 * JSON_BODY_LIMIT_BYTES,
  onError: tooLarge('The CSV is larger than 2 MB: split it into smaller files.'),
};

/** Routes that take more than a JSON body: each with its own limit and its own words. */
const LARGER_BODIES: readonly (readonly [path: RegExp, limit: Limit])[] = [
  [/^\/api\/studio\/releases\/?$/, RELEASE_LIMIT],
  [/^\/api\/studio\/imports\/?$/, IMPORT_LIMIT],
];

/** hono's limit, which counts a chunked body's bytes as they are read. */
const countingLimits = new Map<Limit, MiddlewareHandler>(
  [JSON_LIMIT, RELEASE_LIMIT, IMPORT_LIMIT].map((limit) => [limit, bodyLimit(limit)]),
);

export const jsonBodyLimit = createMiddleware((c, next) => {
  // Asking for a body makes @hono/node-server build the whole web Request (tens of µs): reads have none.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const larger = c.req.method === 'POST' ? LARGER_BODIES.find(([path]) => path.test(c.req.path)) : undefined;
  const limit = larger?.[1] ?? JSON_LIMIT;
  // A declared length is judged from the header alone. hono's limit would touch the request's
  // body stream to see whether there is one, and that alone makes @hono/node-server build a web
  // Request and read the body through a web stream instead of straight from the socket: 11% of the
  // server's CPU under the click-event beacons (issue 28).
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(length))
    return Number(length) > limit.maxSize ? Promise.resolve(limit.onError(c)) : next();
  return (countingLimits.get(limit) ?? bodyLimit(limit))(c, next);
});
