import { readFile } from 'node:fs/promises';
import { type Context, Hono } from 'hono';
import { isBackgroundFormat, logoSvg } from '../demo/illustrator';
import { errorBody } from '../errors';
import { etagOf, ifNoneMatchHas } from '../http/etag';
import { parseImageFile } from './image-formats';
import type { MediaFile, MediaStore, Requester } from './media-store';
import { RenderQueueFullError } from './render-queue';

export interface MediaRoutesOptions {
  /**
   * Originals are sold: they will be served only through signed, expiring links after purchase.
   * Until that exists the route is closed unless a caller opts in (tests, local tools).
   */
  allowOriginals?: boolean;
  /**
   * Who may see a photo key's images (issue 26): `public` (a live photo, or a key no photo uses,
   * which the store then refuses), `private` (an unpublished photo shown to an admin, its
   * contributor or a buyer: served uncached), `hidden` (anyone else: 404). Checked before the file
   * is looked up. Absent: every key is public (the routes alone, in tests).
   */
  access?: (c: Context, key: string) => Promise<MediaAccess>;
}

export type MediaAccess = 'public' | 'private' | 'hidden';

/** An unpublished photo's image: never kept by a shared cache, nor by the browser past this view. */
const PRIVATE = 'private, no-store';

// Content is addressed by key: the bytes behind a URL never change, so browsers and CDNs keep them.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(c: Context) {
  return c.json(errorBody('NOT_FOUND', 'Image not found'), 404);
}

/** Too many renders waiting: the browser may ask again in a moment; nothing is wrong with the image. */
function busy(c: Context) {
  c.header('Retry-After', '2');
  c.header('Cache-Control', 'no-store');
  return c.json(
    errorBody('RATE_LIMITED', 'Too many images are being drawn right now. Try again shortly.'),
    503,
  );
}

/** The client address app.ts decides (TRUST_PROXY-aware); absent when the routes run alone in tests. */
function requester(c: Context): Requester {
  const address: unknown = c.get('clientAddress');
  return { client: typeof address === 'string' ? address : 'unknown' };
}

function send(c: Context, body: Uint8Array | string, contentType: string, cache = IMMUTABLE) {
  const data = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const etag = etagOf(data);
  c.header('Cache-Control', cache);
  c.header('ETag', etag);
  if (ifNoneMatchHas(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  c.header('Content-Type', contentType);
  return c.body(new Uint8Array(data), 200);
}

/** Reads a cached file, rendering it again if the cache was cleared between lookup and read. */
async function readCached(
  lookup: () => Promise<MediaFile | null>,
): Promise<{ data: Uint8Array; contentType: string } | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const file = await lookup();
    if (!file) return null;
    try {
      return { data: await readFile(file.path), contentType: file.contentType };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT') || attempt > 0) throw error;
    }
  }
  return null;
}

/** The file `lookup` finds, a 404 when it finds none, a 503 when its render could not even queue. */
async function answer(c: Context, lookup: () => Promise<MediaFile | null>, cache = IMMUTABLE) {
  try {
    const found = await readCached(lookup);
    return found ? send(c, found.data, found.contentType, cache) : notFound(c);
  } catch (error) {
    if (error instanceof RenderQueueFullError) return busy(c);
    throw error;
  }
}

/** Routes mounted at `/media`: photo images by key, studio logos, home-page backgrounds. */
export function createMediaRoutes(store: MediaStore, options: MediaRoutesOptions = {}): Hono {
  const routes = new Hono();

  routes.get('/p/:key/:file', async (c) => {
    const parsed = parseImageFile(c.req.param('file'));
    if (!parsed || (parsed.variant === 'original' && !options.allowOriginals)) return notFound(c);
    const key = c.req.param('key');
    const access = options.access ? await options.access(c, key) : 'public';
    if (access === 'hidden') {
      c.header('Cache-Control', PRIVATE);
      return notFound(c);
    }
    const by = requester(c);
    return answer(
      c,
      () => store.get(key, parsed.variant, parsed.format, by),
      access === 'private' ? PRIVATE : IMMUTABLE,
    );
  });

  routes.get('/logos/:file', (c) => {
    const match = /^([1-9]\d?)\.svg$/.exec(c.req.param('file'));
    const svg = match ? logoSvg(Number(match[1])) : null;
    if (!svg) return notFound(c);
    // Our own static SVG, but an SVG opened directly is a document: allow it no scripts or fetches.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return send(c, svg, 'image/svg+xml; charset=utf-8');
  });

  routes.get('/backgrounds/:file', async (c) => {
    const match = /^([1-9]\d?)\.([a-z]+)$/.exec(c.req.param('file'));
    const format = match?.[2] ?? '';
    if (!match || !isBackgroundFormat(format)) return notFound(c);
    const by = requester(c);
    return answer(c, () => store.getBackground(Number(match[1]), format, by));
  });

  // Anything else under /media is a missing image too, answered in the same envelope.
  routes.all('*', notFound);

  return routes;
}
