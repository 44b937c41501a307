import { readJson } from '../../../api';

/*
 * The admin order and payment routes (src/server/features/admin-orders) are answered with the
 * shapes of src/core/admin-orders.ts; until they join the typed `ApiType` these two helpers call
 * them by URL.
 */

/** GET `url` as JSON; an ApiError with the server's message when it fails. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return readJson<T>(await fetch(url, { signal, credentials: 'same-origin' }));
}

/** POST `body` (JSON) to `url`; an ApiError (with per-field messages on a 400) when it fails. */
export async function postJson<T>(url: string, body: unknown = {}): Promise<T> {
  return readJson<T>(
    await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}
