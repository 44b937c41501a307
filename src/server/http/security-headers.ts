import { secureHeaders } from 'hono/secure-headers';

const TURNSTILE = 'https://challenges.cloudflare.com';

/**
 * Strict defaults; images may come from data:/blob: (placeholders) and styles may be inline
 * (React style props). Cloudflare Turnstile's script and frame are allowed only when it is on.
 */
export function securityHeaders(options: { turnstile: boolean }) {
  const turnstile = options.turnstile ? [TURNSTILE] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...turnstile],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...turnstile],
      frameSrc: ["'self'", ...turnstile],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", 'https://accounts.google.com'],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
