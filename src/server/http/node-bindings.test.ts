import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAnswerHeader, withResponseHeaders } from './node-bindings';

const EVERY_ANSWER = [
  ['X-Frame-Options', 'DENY'],
  ['Content-Security-Policy', "default-src 'none'"],
] as const;

function app() {
  return new Hono()
    .use('*', (c, next) => withResponseHeaders(c, EVERY_ANSWER, next))
    .use('*', async (c, next) => {
      setAnswerHeader(c, 'X-Request-Id', 'r-1');
      await next();
    })
    .get('/plain', (c) => c.json({ ok: true }))
    .get('/own-policy', (c) => {
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return c.body('<svg/>', 200, { 'Content-Type': 'image/svg+xml' });
    })
    .get('/replaced', (c) => {
      setAnswerHeader(c, 'Cache-Control', 'no-store');
      c.header('Cache-Control', 'public, max-age=60');
      return c.text('fresh for a minute');
    })
    .get('/web-response', () => new Response('built by hand', { headers: { 'Content-Type': 'text/plain' } }));
}

/** The same checks in process (tests, app.request) and over a socket (@hono/node-server, as served). */
describe.each(['in process', 'over a socket'])('answer headers %s', (mode) => {
  let get: (path: string) => Promise<Response>;
  let close = () => {};
  beforeAll(async () => {
    if (mode === 'in process') {
      const inProcess = app();
      get = async (path) => inProcess.request(path);
      return;
    }
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const { port } = server.address() as AddressInfo;
    get = (path) => fetch(`http://127.0.0.1:${port}${path}`);
    close = () => server.close();
  });
  afterAll(() => close());

  it('puts the headers of every answer on a plain JSON answer', async () => {
    const response = await get('/plain');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-request-id')).toBe('r-1');
    expect(await response.json()).toEqual({ ok: true });
  });

  it("keeps a handler's own policy", async () => {
    const response = await get('/own-policy');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets a later header of the same name replace an answer header', async () => {
    expect((await get('/replaced')).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('adds them to a Response the handler built itself', async () => {
    const response = await get('/web-response');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toBe('built by hand');
  });
});
