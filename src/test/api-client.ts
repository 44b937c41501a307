import { ORIGIN } from './auth-helpers';
import type { createTestApp } from './test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Calls the in-process app as a browser of our origin would: JSON bodies, the session cookie
 * when given (null: a guest). Answers the status and the parsed body.
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

/** The error envelope's message (ARCHITECTURE.md "Contracts"). */
export function messageOf(body: unknown): string | undefined {
  return (body as { error?: { message?: string } } | null)?.error?.message;
}
