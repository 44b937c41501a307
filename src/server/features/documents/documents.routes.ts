import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { ownerOf } from '../../auth/owner';
import { type RateRule, rateLimit } from '../../http/request-rate-limit';
import { uuidParam } from '../../http/valid-id';
import { documentsDocs } from './documents.openapi';
import { loadOrderDocument, verifyCertificate } from './documents.service';
import { type DocumentKind, documentFileName, renderDocument } from './render-documents';

/**
 * Checking certificate codes: plenty for a clearance team checking a stack of certificates, while
 * guessing one of 2^48 codes at this pace is hopeless (the shared-wishlist lookup's rule).
 */
export const VERIFY_RATE: RateRule = { burst: 30, perMinute: 30 };

async function sendDocument(c: Context<AppEnv>, kind: DocumentKind) {
  const { handle, config } = c.get('deps');
  const id = uuidParam('id', c.req.param('id'));
  const order = await loadOrderDocument(handle, ownerOf(c), id, config.appUrl, config.seller);
  const pdf = await renderDocument(order, kind);
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${documentFileName(order, kind)}"`,
    'Cache-Control': 'private, no-store',
  });
}

/**
 * The paperwork (issue 13 item 6), mounted at `/api`: the owner's invoice and licence certificate
 * of a paid order, and the public check of a certificate's code. Guards are per route, never
 * `use('*')`: this app is mounted at the API's root.
 */
export function documentRoutes() {
  // One limiter per app, made on the first request (the config comes with the request's deps).
  let limit: ReturnType<typeof rateLimit> | null = null;
  return new Hono<AppEnv>()
    .get('/orders/:id/invoice.pdf', documentsDocs.invoice, requireUser, (c) => sendDocument(c, 'invoice'))
    .get('/orders/:id/certificate.pdf', documentsDocs.certificate, requireUser, (c) =>
      sendDocument(c, 'certificate'),
    )
    .get(
      '/verify/:code',
      documentsDocs.verify,
      (c, next) => {
        limit ??= rateLimit(VERIFY_RATE, { enabled: c.get('deps').config.rateLimits });
        return limit(c, next);
      },
      async (c) => {
        // A refund must show at once: no shared cache may keep the answer.
        c.header('Cache-Control', 'no-store');
        return c.json(await verifyCertificate(c.get('deps').handle, c.req.param('code')));
      },
    );
}
