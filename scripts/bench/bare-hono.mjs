// @ts-check
// The yardsticks of `npm run bench -- http`, on @hono/node-server with nothing else:
// `/` is Hono's hello world; `/as-ours` answers what our footer count answers (the same headers
// and body), so the bytes on the wire are the same and only the server's own work differs.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono()
  .get('/', (c) => c.text('Hello Hono!'))
  .get('/as-ours', (c) => {
    c.header('X-Request-Id', crypto.randomUUID());
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('ETag', 'W/"0a1b2c3d4e5f6g7h8i9j0k1l2m3"');
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    return c.json({ count: 2813 });
  });
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
