import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** POST /api/contact (spec §2 /contact): filled in by the static-pages work. */
export function contactRoutes() {
  return new Hono<AppEnv>();
}
