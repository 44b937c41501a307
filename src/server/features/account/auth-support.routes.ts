import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import { authSupportDocs } from './account.openapi';

/** What the sign-in screen needs to know, and the local human check's token endpoint. */
export function authSupportRoutes() {
  return new Hono<AppEnv>()
    .get('/auth/config', authSupportDocs.config, (c) => {
      const { config, humanCheck } = c.get('deps');
      const human =
        humanCheck.kind === 'turnstile'
          ? { kind: 'turnstile' as const, siteKey: humanCheck.siteKey ?? '' }
          : { kind: 'local' as const };
      return c.json({
        google: Boolean(config.google.clientId && config.google.clientSecret),
        humanCheck: human,
      });
    })
    .post('/human-check', authSupportDocs.humanCheck, (c) => {
      const { humanCheck } = c.get('deps');
      // Only the local stand-in issues tokens; with Turnstile the widget gets them from Cloudflare.
      if (humanCheck.kind !== 'local' || !humanCheck.issue)
        throw new AppError('NOT_FOUND', 'No local human check here');
      c.header('Cache-Control', 'no-store');
      return c.json({ token: humanCheck.issue() });
    });
}
