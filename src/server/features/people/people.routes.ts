import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** `/api/admin/people…`: the people grid, rename, hide, merge, split, undo (issue 27 item 3). Stub. */
export function peopleAdminRoutes() {
  return new Hono<AppEnv>();
}
