import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { etagOf } from './etag';

/**
 * For answers of a few bytes (the footer count, the health check): sets their Cache-Control and
 * an ETag made from the value, so apiResponses answers 304 or passes them on without reading
 * them back. Buffering a response out of its stream to tag and compress it costs more than the
 * whole of such a request. (It must not read `c.res` either: a response Hono has handed out
 * before the handler returns is rebuilt through web streams when the handler's answer replaces it.)
 */
export function tagSmallAnswer(c: Context<AppEnv>, value: unknown, cacheControl: string): void {
  c.set('smallAnswer', true);
  c.header('Cache-Control', cacheControl);
  if (/no-store/i.test(cacheControl)) return;
  c.header('ETag', weakTagOf(JSON.stringify(value)));
}

/** The last answer's tag: these answers change once a minute at most, and hashing costs more than the rest. */
let lastTagged = { json: '', etag: '' };

function weakTagOf(json: string): string {
  if (lastTagged.json !== json) {
    lastTagged = { json, etag: `W/${etagOf(new TextEncoder().encode(json))}` };
  }
  return lastTagged.etag;
}
