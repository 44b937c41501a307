import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { etagOf, ifNoneMatchHas } from './etag';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

const COMPRESSIBLE = /^(application\/json|text\/)/;

type Encoding = 'br' | 'gzip';

/** The encoding to use among those the client accepts (q > 0): gzip first (as small here and faster than brotli). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...options] = part.trim().toLowerCase().split(';');
    const q = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['gzip', 'br'] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return null;
}

function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  // Quality 4 and level 6 compress an API page of ~100 kB in about a millisecond, off the event loop.
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: 6 });
}

function appendVary(headers: Headers, field: string): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', field);
  else if (!vary.toLowerCase().includes(field.toLowerCase())) headers.set('Vary', `${vary}, ${field}`);
}

/**
 * Revalidation and compression for API answers, on the buffered body in one pass. A cacheable
 * GET (anything not `no-store`) gets an ETag and a 304 when the client already has it (spec §9
 * freshness); JSON and text bodies are compressed with brotli or gzip. hono's etag and compress
 * middlewares each stream the body through web streams, which cost 3–4 ms on every request.
 */
export const apiResponses = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const response = c.res;
  // Errors, redirects, empty and small answers are never compressed and never revalidated here:
  // reading the body back out of the Response costs more than the whole of a 404 otherwise does.
  // An error is about this moment and this person (signed out, not found yet): no cache keeps it.
  if (response.status >= 400 && !response.headers.has('Cache-Control'))
    response.headers.set('Cache-Control', 'no-store');
  if (response.status !== 200) return;
  const small = c.get('smallAnswer');
  if (small) {
    if (c.req.method === 'GET' && small.etag && ifNoneMatchHas(c.req.header('If-None-Match'), small.etag))
      replaceResponse(c, notModified(response.headers));
    return;
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!response.body || !COMPRESSIBLE.test(contentType) || response.headers.has('Content-Encoding')) return;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const cacheable =
    c.req.method === 'GET' &&
    response.status === 200 &&
    !/no-store/i.test(headers.get('Cache-Control') ?? '');
  if (cacheable) {
    // Weak: the same entity is sent with different content codings.
    const etag = `W/${etagOf(body)}`;
    headers.set('ETag', etag);
    if (ifNoneMatchHas(c.req.header('If-None-Match'), etag)) {
      replaceResponse(c, notModified(headers));
      return;
    }
  }
  const encoding =
    body.byteLength >= COMPRESS_FROM_BYTES ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
  appendVary(headers, 'Accept-Encoding');
  let sent: Uint8Array<ArrayBuffer> = body;
  if (encoding && !/no-transform/i.test(headers.get('Cache-Control') ?? '')) {
    sent = new Uint8Array(await compress(body, encoding));
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(sent.byteLength));
  replaceResponse(c, new Response(sent, { status: response.status, headers }));
});

/** 304: the answer's headers, less those that describe a body. */
function notModified(from: Headers): Response {
  const headers = new Headers(from);
  headers.delete('Content-Type');
  headers.delete('Content-Length');
  return new Response(null, { status: 304, headers });
}

/** Hono merges the old response's headers into a new one (a stale Content-Length included): start clean. */
function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}
