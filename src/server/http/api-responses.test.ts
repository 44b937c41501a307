import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiResponses, chooseEncoding } from './api-responses';

const page = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Kitchen ${i}` })) };

function app() {
  return new Hono()
    .use('*', apiResponses)
    .get('/public', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(page);
    })
    .get('/private', (c) => {
      c.header('Cache-Control', 'private, no-store');
      c.header('Set-Cookie', 'a=1', { append: true });
      c.header('Set-Cookie', 'b=2', { append: true });
      return c.json(page);
    })
    .get('/small', (c) => c.json({ ok: true }));
}

describe('apiResponses', () => {
  it('picks gzip, then brotli, among the encodings a client accepts', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('gzip');
    expect(chooseEncoding('br')).toBe('br');
    expect(chooseEncoding('gzip;q=0, br;q=0.5')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('compresses JSON with the right length and keeps the body intact', async () => {
    const response = await app().request('/public', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const raw = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(raw.byteLength);
    const text = await new Response(
      new Blob([raw]).stream().pipeThrough(new DecompressionStream('gzip')),
    ).text();
    expect(JSON.parse(text)).toEqual(page);
  });

  it('answers 304 to a client that has the current version of a cacheable answer', async () => {
    const first = await app().request('/public');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app().request('/public', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await app().request('/public', { headers: { 'If-None-Match': 'W/"other"' } });
    expect(changed.status).toBe(200);
  });

  it('never tags personal answers and keeps every cookie they set', async () => {
    const response = await app().request('/private', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('sends small bodies as they are', async () => {
    const response = await app().request('/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ ok: true });
  });
});
