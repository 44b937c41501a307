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
const RELEASE_UPLOAD_PATH = /^\/api\/studio\/releases\/?$/;
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

export const jsonBodyLimit = createMiddleware((c, next) => {
  // Asking for a body makes @hono/node-server build the whole web Request (tens of µs): reads have none.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  return c.req.method === 'POST' && RELEASE_UPLOAD_PATH.test(c.req.path)
    ? releaseLimit(c, next)
    : limit(c, next);
});
