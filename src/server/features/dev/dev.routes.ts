import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { readOutbox } from '../../mail/outbox';
import { linksIn } from '../../mail/templates';

/** Development aids; app.ts mounts them only when NODE_ENV is not production. */
export function devRoutes() {
  return new Hono<AppEnv>().get('/outbox', async (c) => {
    // A whole number of mails from 1 to 100; anything else asks for the default 50.
    const asked = Math.trunc(Number(c.req.query('limit') ?? 50));
    const limit = Math.min(100, Math.max(1, asked || 50));
    const to = c.req.query('to')?.trim();
    const { items, total } = await readOutbox(c.get('deps').handle.db, { limit, to });
    c.header('Cache-Control', 'no-store');
    return c.json({
      items: items.map((row) => ({ ...row, links: linksIn(row) })),
      total,
      limit,
      offset: 0,
    });
  });
}
