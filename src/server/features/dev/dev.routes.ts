import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { linksIn } from '../../mail/templates';

interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** Development aids; app.ts mounts them only when NODE_ENV is not production. */
export function devRoutes() {
  return new Hono<AppEnv>().get('/outbox', async (c) => {
    const limit = Math.min(100, Math.max(1, Number(c.req.query('limit') ?? 50) || 50));
    const to = c.req.query('to')?.trim().toLowerCase();
    const { handle } = c.get('deps');
    const where = to ? 'where lower("to") = $2' : '';
    const rows = await handle.raw<OutboxRow>(
      `select id, "to", subject, text, html, created_at from mail_outbox ${where} order by created_at desc limit $1`,
      to ? [limit, to] : [limit],
    );
    const [count] = await handle.raw<{ n: number }>(
      `select count(*)::int as n from mail_outbox ${to ? 'where lower("to") = $1' : ''}`,
      to ? [to] : [],
    );
    c.header('Cache-Control', 'no-store');
    return c.json({
      items: rows.map((row) => ({ ...row, links: linksIn(row) })),
      total: count?.n ?? 0,
      limit,
      offset: 0,
    });
  });
}
