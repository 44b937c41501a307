import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { etagOf } from './etag';

/**
 * For answers of a few bytes (the footer count, the health check): tagged from the value here,
 * so apiResponses answers 304 or passes them on without reading them back. Buffering a response
 * out of its stream to tag and compress it costs more than the whole of such a request. Call it
 * after setting Cache-Control: a `no-store` answer gets no tag.
 */
export function tagSmallAnswer(c: Context<AppEnv>, value: unknown): void {
  c.set('smallAnswer', true);
  if (/no-store/i.test(c.res.headers.get('Cache-Control') ?? '')) return;
  c.header('ETag', `W/${etagOf(new TextEncoder().encode(JSON.stringify(value)))}`);
}
