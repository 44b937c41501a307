import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** /sitemap.xml and /robots.txt, served beside the web app: filled in by the static-pages work. */
export function seoRoutes() {
  return new Hono<AppEnv>();
}
