import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { errorBody } from '../errors';

/** JSON bodies of ours are a few kB; later upload routes set their own, larger limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Refuses a body over 1 MB with 413: by its Content-Length before a byte is read, or, for a
 * chunked body, as soon as the bytes read pass the limit — never after parsing it.
 */
const limit = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: (c) =>
    c.json(
      errorBody('TOO_LARGE', 'The request is too large: at most 1 MB of data can be sent at once.'),
      413,
    ),
});

/** A release upload (POST /api/studio/releases): a 20 MB file and a few fields of metadata. */
const releaseLimit = bodyLimit({
  maxSize: 21 * 1024 * 1024,
  onError: (c) =>
    c.json(
      errorBody(
        'TOO_LARGE',
        'A release file can be at most 20 MB. Scan it at a lower resolution or send a PDF.',
      ),
      413,
    ),
});

/** A CSV of photo metadata may be 2 MB (issue 26): its JSON envelope gets 3 MB. */
const importLimit = bodyLimit({
  maxSize: 3 * JSON_BODY_LIMIT_BYTES,
  onError: (c) =>
    c.json(errorBody('TOO_LARGE', 'The CSV is larger than 2 MB: split it into smaller files.'), 413),
});

/** Routes that take more than a JSON body: each with its own limit and its own words. */
const LARGER_BODIES: readonly (readonly [path: RegExp, limit: typeof limit])[] = [
  [/^\/api\/studio\/releases\/?$/, releaseLimit],
  [/^\/api\/studio\/imports\/?$/, importLimit],
];

export const jsonBodyLimit = createMiddleware((c, next) => {
  // Asking for a body makes @hono/node-server build the whole web Request (tens of µs): reads have none.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const larger = c.req.method === 'POST' ? LARGER_BODIES.find(([path]) => path.test(c.req.path)) : undefined;
  return (larger?.[1] ?? limit)(c, next);
});
