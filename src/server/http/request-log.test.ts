import { Writable } from 'node:stream';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { requestLog } from './request-log';
import { tagSmallAnswer } from './small-answer';

/** The app's request log on a logger at info, with the lines it wrote. */
function loggedApp() {
  const lines: { level: number; path: string; status: number; requestId: string }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = new Hono<AppEnv>()
    .use('*', requestLog(pino({ level: 'info' }, sink)))
    .get('/api/photos/count', (c) => {
      // Tagged first, as /api/health is before it answers 503 while the server drains.
      tagSmallAnswer(c, { count: 3 }, 'public, max-age=3600');
      if (c.req.query('fail')) return c.json({ error: 'down' }, 503);
      return c.json({ count: 3 });
    })
    .get('/assets/app.js', (c) => c.text('code'))
    .get('/api/photos/search', (c) => c.json({ photos: [] }));
  return { app, lines };
}

describe('request log', () => {
  it('logs API work and refusals at info, each line with the id the answer carries', async () => {
    const { app, lines } = loggedApp();
    const found = await app.request('/api/photos/search');
    const missing = await app.request('/api/nothing-here');
    expect(lines.map((line) => [line.level, line.path, line.status])).toEqual([
      [30, '/api/photos/search', 200],
      [30, '/api/nothing-here', 404],
    ]);
    expect(lines.map((line) => line.requestId)).toEqual([
      found.headers.get('x-request-id'),
      missing.headers.get('x-request-id'),
    ]);
  });

  it('keeps static files and answers from memory out of the info log, but not their failures', async () => {
    const { app, lines } = loggedApp();
    await app.request('/assets/app.js');
    await app.request('/api/photos/count');
    await app.request('/api/photos/count?fail=1');
    expect(lines.map((line) => [line.path, line.status])).toEqual([['/api/photos/count', 503]]);
  });

  it('keeps a plain request id a proxy gave and replaces anything else', async () => {
    const { app } = loggedApp();
    const given = await app.request('/api/photos/search', { headers: { 'X-Request-Id': 'lb-42.a' } });
    expect(given.headers.get('x-request-id')).toBe('lb-42.a');
    const hostile = await app.request('/api/photos/search', { headers: { 'X-Request-Id': 'a b\u0001' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
