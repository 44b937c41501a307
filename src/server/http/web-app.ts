import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import type { PageShell } from '../../core/served-shell';
import type { AppEnv } from '../app-env';
import { type HeadMeta, withHeadMeta } from './page-meta';
import { withServedShell } from './page-shells';
import {
  type PreloadImage,
  withAnswers,
  withImagePreload,
  withScriptPreloads,
  withStylesFirst,
  withViewer,
} from './served-page';

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

export interface WebAppOptions {
  /** The page's title, description and Open Graph tags, put in the HTML for crawlers and previews. */
  headMeta?: (pathname: string, c: Context<AppEnv>) => Promise<HeadMeta | null>;
  /** Who is looking (null: signed out); `me` is carried in the page as `GET /api/me` answers it. */
  viewer?: (c: Context<AppEnv>) => Promise<ServedViewer | null>;
  /** API answers the page's app will ask for first, by address (src/core/page-answers.ts), and their images. */
  answers?: (c: Context<AppEnv>, viewer: ServedViewer | null) => Promise<ServedAnswers>;
  /** The script files a page loads lazily, asked for in its HTML (page-preloads.ts). */
  pageScripts?: (pathname: string, member: boolean) => string[];
}

export interface ServedAnswers {
  answers: Record<string, unknown>;
  images: PreloadImage[];
  /** What the page draws from them before its app runs (page-shells.ts). */
  shell?: PageShell | null;
}

export interface ServedViewer {
  me: unknown;
  admin: boolean;
}

/** A lookup's answer, or null when there is no lookup or it failed (logged: the page still works). */
async function settled<T>(
  c: Context<AppEnv>,
  what: string,
  lookup: Promise<T> | undefined,
): Promise<{ value: T } | null> {
  if (!lookup) return null;
  try {
    return { value: await lookup };
  } catch (error) {
    c.get('deps')?.logger.warn({ err: error, path: c.req.path }, `${what} lookup failed`);
    return null;
  }
}

/**
 * How long the page may wait for its answers. They save the app a round trip after it has run;
 * a slower search would hold the whole page back instead, so past this the page goes without
 * them and the app asks as usual.
 */
const ANSWERS_BUDGET_MS = 250;

/** The lookup's answer, or undefined if it takes longer than `ms` (it then finishes unused). */
function within<T>(ms: number, lookup: Promise<T> | undefined): Promise<T | undefined> | undefined {
  if (!lookup) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([lookup, late]).finally(() => clearTimeout(timer));
}

/**
 * Serves the built single-page app: hashed files under /assets are immutable (with a Brotli copy
 * for browsers that take it), and any other GET that wants HTML gets index.html, so client routes
 * (and the app's own not-found page) work on reload. That page carries its head meta, who is
 * looking, the page's first API answers and what it will load (decision 007); it is revalidated
 * every time, and kept by no cache at all once it names a member.
 */
export function webAppRoutes(webRoot: string, options: WebAppOptions = {}) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  let indexHtml: Promise<string> | null = null;
  const loadIndex = () => {
    indexHtml ??= readFile(path.join(webRoot, 'index.html'), 'utf8').then(withStylesFirst);
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
      // The build writes a Brotli copy of each script and style sheet (vite.config.ts).
      precompressed: true,
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
    const html = await loadIndex();
    const [meta, viewer] = await Promise.all([
      settled(c, 'page meta', options.headMeta?.(c.req.path, c)),
      settled(c, 'viewer', options.viewer?.(c)),
    ]);
    let page = meta?.value ? withHeadMeta(html, meta.value) : html;
    // Without a viewer block (no lookup, or it failed) the app asks the API who is looking.
    if (viewer) page = withViewer(page, viewer.value?.me ?? null);
    const member = viewer?.value ?? null;
    page = withScriptPreloads(page, options.pageScripts?.(c.req.path, member !== null) ?? []);
    // Answers depend on who is looking: without knowing that, none.
    const served = viewer
      ? await settled(c, 'page answers', within(ANSWERS_BUDGET_MS, options.answers?.(c, member)))
      : null;
    if (served?.value) {
      page = withAnswers(page, served.value.answers);
      for (const image of served.value.images) page = withImagePreload(page, image);
    }
    page = withServedShell(page, c.req.path, served?.value?.shell ?? null);
    // A page that names its viewer is theirs alone: no cache may keep it or hand it to another.
    c.header('Cache-Control', member !== null ? 'private, no-store' : 'no-cache');
    c.header('Vary', 'Cookie');
    return c.html(page);
  });
  return app;
}
