import { ORIGIN } from './auth-helpers';
import type { createTestApp } from './test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Deliberately untyped: sends a JSON body the typed client would refuse to compile (a missing or
 * misspelt field, a wrong type, an unknown key), or a query the route does not declare, as a
 * browser of our origin with `cookie` (null: a guest). Answers the status and the parsed body.
 * Every request of a valid shape goes through `typedClient` instead (typed-client.ts); the
 * benches in scripts/bench still use this one.
 */
export function apiClient(app: App) {
  return async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    cookie: string | null,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await app.request(path, {
      method,
      headers: {
        Origin: ORIGIN,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}
