import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import { tooManyMessage } from '../../auth/rate-limit';

/**
 * Hands /api/auth/* to better-auth. The client's address is the one http/client-address.ts decides
 * (a header a client sends is overwritten), and better-auth's generic 429 gets a "try again in N seconds".
 */
export async function betterAuthHandler(c: Context<AppEnv>): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get('clientAddress'));
  // duplex is required by Node's fetch when a request body is passed on as a stream.
  const request = new Request(c.req.raw, { headers, duplex: 'half' } as RequestInit & { duplex: 'half' });
  const response = await c.get('deps').auth.handler(request);
  if (response.status !== 429) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string; message?: string };
  if (body.code === 'TOO_MANY_REQUESTS' && body.message?.includes('seconds')) return response;
  const retryAfter = Number(response.headers.get('X-Retry-After') ?? 60) || 60;
  return c.json({ code: 'TOO_MANY_REQUESTS', message: tooManyMessage(retryAfter) }, 429, {
    'Retry-After': String(retryAfter),
  });
}
