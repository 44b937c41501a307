import type { Context } from 'hono';
import { errorBody } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /** Origins (scheme://host:port) whose pages may write: the app's own. */
  allowedOrigins: readonly string[];
  /**
   * Paths that take writes from clients that are not browsers (a payment provider's webhook,
   * which proves itself by signature). Everything else needs a same-origin `Origin`.
   */
  withoutOrigin?: readonly string[];
}

/**
 * Cross-site request forgery guard for every state-changing `/api` request, in one place: the
 * 403 answer for a foreign write, nothing for anything else. Browsers
 * send `Origin` with every POST, PUT, PATCH and DELETE, cross-site or not, so a write must carry
 * one of ours; `Sec-Fetch-Site: cross-site` is refused as well, for a browser that forwards a
 * foreign request with a stripped or rewritten Origin. SameSite=Lax cookies alone do not stop a
 * same-site attacker (another app on a sibling subdomain), and JSON bodies do not stop one either.
 */
export function foreignWriteCheck(options: SameOriginOptions): (c: Context) => Response | undefined {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  const exempt = new Set(options.withoutOrigin ?? []);
  return (c) => {
    if (SAFE_METHODS.has(c.req.method)) return undefined;
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const foreign =
      site === 'cross-site' || (origin !== undefined ? !allowed.has(origin) : !exempt.has(c.req.path));
    if (!foreign) return undefined;
    return c.json(
      errorBody('FORBIDDEN', 'This request must come from a Backdrop page. Reload the page and try again.'),
      403,
    );
  };
}

/** The origins our own pages are served from: APP_URL, and outside production this machine's names. */
export function writeOrigins(config: { appUrl: string; isProduction: boolean; port: number }): string[] {
  const origins = [new URL(config.appUrl).origin];
  if (!config.isProduction)
    origins.push(`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`);
  return origins;
}
