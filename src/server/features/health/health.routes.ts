import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { tagSmallAnswer } from '../../http/small-answer';
import { healthDocs } from './health.openapi';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/health', healthDocs.health, async (c) => {
    const { handle, isDraining } = c.get('deps');
    const photos = await c.get('liveCount')();
    tagSmallAnswer(c, null, 'no-store');
    // A shutting-down process still answers what it has, but a load balancer should send it
    // nothing new: 503 takes it out of rotation.
    if (isDraining?.()) return c.json({ status: 'draining' as const, database: handle.kind, photos }, 503);
    return c.json({ status: 'ok' as const, database: handle.kind, photos });
  });
}
