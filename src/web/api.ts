import { hc } from 'hono/client';
import type { ApiType } from '../server/app';
import { fetchWithPageAnswers } from './page-answers';

/** The typed API client: request and response shapes come from the server's routes (STYLE.md §4). */
export const api = hc<ApiType>('/api', {
  init: { credentials: 'same-origin' },
  // The first request of a landing page may be answered by the page itself (page-answers.ts).
  fetch: fetchWithPageAnswers,
});

/** A failed API call, carrying the error envelope of ARCHITECTURE.md ("Contracts") when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per-field messages of a 400, for forms to show under their fields. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The ApiError a failed answer stands for (for a caller that reads some statuses itself). */
export async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = typeof error.code === 'string' ? error.code : 'http_error';
  const message = typeof error.message === 'string' ? error.message : `Request failed (${response.status})`;
  const fields = isRecord(error.fields)
    ? Object.fromEntries(
        Object.entries(error.fields).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : undefined;
  return new ApiError(response.status, code, message, fields);
}

/**
 * The JSON body of a successful answer, or an ApiError with the server's message. No toasts or
 * redirects happen here (STYLE.md: an API client without side effects).
 */
export async function readJson<T>(response: Response & { json(): Promise<T> }): Promise<T> {
  if (!response.ok) throw await errorFrom(response);
  return response.json();
}
