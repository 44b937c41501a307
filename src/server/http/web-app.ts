import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { type HeadMeta, withHeadMeta } from './page-meta';

/** Whether any segment of a path (decoded or not) names a dotfile or dot-folder. */
function isHiddenPath(requestPath: string): boolean {
  let decoded = requestPath;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return true;
  }
  return /(^|\/)\./.test(requestPath) || /(^|\/)\./.test(decoded);
}

/**
 * Serves the built single-page app: hashed files under /assets are immutable, index.html is
 * revalidated every time, and any other GET that wants HTML gets index.html so client routes
 * (and the app's own not-found page) work on reload.
 */
export interface WebAppOptions {
  /** The page's title, description and Open Graph tags, put in the HTML for crawlers and previews. */
  headMeta?: (pathname: string, c: Context<AppEnv>) => Promise<HeadMeta | null>;
}

export function webAppRoutes(webRoot: string, options: WebAppOptions = {}) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  let indexHtml: Promise<string> | null = null;
  const loadIndex = () => {
    indexHtml ??= readFile(path.join(webRoot, 'index.html'), 'utf8');
    return indexHtml;
  };
  const app = new Hono<AppEnv>();
  // serveStatic builds its response before onFound runs, so cache headers are set afterwards.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    const immutable = c.req.path.startsWith('/assets/');
    c.res.headers.set(
      'Cache-Control',
      immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
  });
  app.use(
    '*',
    serveStatic({
      root,
      // index.html must go through the fallback below so it is never cached.
      // Hidden files (a build stamp, an editor's swap file) are not part of the app: never serve them.
      rewriteRequestPath: (requestPath) =>
        requestPath === '/' || requestPath === '/index.html' || isHiddenPath(requestPath)
          ? '/__none__'
          : requestPath,
    }),
  );
  // A missing hashed asset is a real 404, not the app (a stale tab would otherwise get HTML as JS).
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    const html = await loadIndex();
    // Without its meta the page still works: a failed lookup is logged and the plain page served.
    const meta = options.headMeta
      ? await options.headMeta(c.req.path, c).catch((error: unknown) => {
          c.get('deps')?.logger.warn({ err: error, path: c.req.path }, 'page meta lookup failed');
          return null;
        })
      : null;
    return c.html(meta ? withHeadMeta(html, meta) : html);
  });
  return app;
}
