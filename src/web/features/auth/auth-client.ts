import { magicLinkClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client on our own origin (`/api/auth/*`). Only the auth screen, the reset
 * page and sign-out load it; who is signed in comes from `useMe` (plain fetch), so the header and
 * the route guards do not pull this client into the first page's bundle.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
  // Looked up on each call rather than captured once, so tests can stand in for the server.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});

/** The header better-auth's `before` hook reads the human-verification token from (spec §5). */
export function captchaHeaders(token: string): { headers: Record<string, string> } {
  return { headers: { 'x-captcha-response': token } };
}
