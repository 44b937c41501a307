import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** `/api/admin/photos-faces…` and `/api/admin/faces…`: faces on one photo (issue 27 item 4). Stub. */
export function photoFacesRoutes() {
  return new Hono<AppEnv>();
}
