import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** PATCH /api/admin/photos/:key (spec §2 photo detail, Admin tab): filled in by the detail work. */
export function photoAdminRoutes() {
  return new Hono<AppEnv>();
}
