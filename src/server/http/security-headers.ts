import { createMiddleware } from 'hono/factory';
import { paths } from '../../core/paths';
import { withResponseHeaders } from './node-bindings';

const TURNSTILE = 'https://challenges.cloudflare.com';

export interface SecurityHeaderOptions {
  /** Cloudflare Turnstile's script and frame are allowed only when it is on. */
  turnstile: boolean;
  /** HSTS only when the public URL is https: over plain http it means nothing, or locks a host out of http. */
  https: boolean;
}

/**
 * The headers every response carries, worked out once: strict defaults; images may come from
 * data:/blob: (placeholders) and styles may be inline (React style props). Framing is refused
 * twice over — CSP `frame-ancestors 'none'` and, for browsers that ignore CSP, `X-Frame-Options: DENY`.
 */
export function securityHeaderList(options: SecurityHeaderOptions): [string, string][] {
  const turnstile = options.turnstile ? [` ${TURNSTILE}`] : [''];
  const csp = [
    "default-src 'self'",
    `script-src 'self'${turnstile}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${turnstile}`,
    `frame-src 'self'${turnstile}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://accounts.google.com",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    // Features the site never asks for, refused to it and to anything it might one day embed.
    [
      'Permissions-Policy',
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    ],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(options.https
      ? [['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'] as [string, string]]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * What a JSON answer needs (OWASP REST Security): it is never a document, so the document
 * policies (scripts, frames it may load, COOP, the old IE switches) say nothing there and only
 * cost bytes on every call; it must not be sniffed into HTML, framed or read by another site.
 */
export function apiSecurityHeaderList(options: Pick<SecurityHeaderOptions, 'https'>): [string, string][] {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(options.https
      ? [['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'] as [string, string]]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/**
 * Sets the security headers on every response: the document set on pages, files and images,
 * the short API set under /api (but for the API's reference page, a page of the web app). A route
 * that needs its own policy (an SVG served as a document) sets the header itself and keeps it.
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const documents = securityHeaderList(options);
  const api = apiSecurityHeaderList(options);
  return createMiddleware((c, next) =>
    withResponseHeaders(
      c,
      c.req.path.startsWith('/api/') && c.req.path !== paths.apiDocs.path ? api : documents,
      next,
    ),
  );
}
