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

/** A CSV of photo metadata may be 2 MB (issue 26): its JSON envelope gets 3 MB. */
const importLimit = bodyLimit({
  maxSize: 3 * JSON_BODY_LIMIT_BYTES,
  onError: (c) =>
    c.json(errorBody('TOO_LARGE', 'The CSV is larger than 2 MB: split it into smaller files.'), 413),
});

export const jsonBodyLimit = createMiddleware((c, next) =>
  // Asking for a body makes @hono/node-server build the whole web Request (tens of µs): reads have none.
  c.req.method === 'GET' || c.req.method === 'HEAD'
    ? next()
    : c.req.path === '/api/studio/imports'
      ? importLimit(c, next)
      : limit(c, next),
);
