import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { etagOf } from './etag';
import { setAnswerHeader } from './node-bindings';

/**
 * For answers of a few bytes (the footer count, the health check): sets their Cache-Control and
 * an ETag made from the value, so apiResponses answers 304 or passes them on without reading
 * them back. Buffering a response out of its stream to tag and compress it costs more than the
 * whole of such a request. Its headers go where they cost least (node-bindings.ts), and its tag is
 * kept for apiResponses beside them. (It must not read `c.res` either: a response Hono has handed out
 * before the handler returns is rebuilt through web streams when the handler's answer replaces it.)
 */
export function tagSmallAnswer(c: Context<AppEnv>, value: unknown, cacheControl: string): void {
  setAnswerHeader(c, 'Cache-Control', cacheControl);
  if (/no-store/i.test(cacheControl)) {
    c.set('smallAnswer', { etag: null });
    return;
  }
  const etag = weakTagOf(JSON.stringify(value));
  setAnswerHeader(c, 'ETag', etag);
  c.set('smallAnswer', { etag });
}

/** The last answer's tag: these answers change once a minute at most, and hashing costs more than the rest. */
let lastTagged = { json: '', etag: '' };

function weakTagOf(json: string): string {
  if (lastTagged.json !== json) {
    lastTagged = { json, etag: `W/${etagOf(new TextEncoder().encode(json))}` };
  }
  return lastTagged.etag;
}
