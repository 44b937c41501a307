import type { DatabaseHandle } from '../server/db/client';
import { DEFAULT_SEARCH_TUNING, type SearchTuning } from '../server/features/photos/search.service';
import { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Searches as one signed-in buyer, on the app with its default plans or, inside `withTuning`,
 * on one whose plans are shrunk so that a test's few photos take the plans of a million.
 */
export async function tunableSearch(handle: DatabaseHandle, shrunk: Partial<SearchTuning> = {}) {
  const app: TestApp = await createTestApp(handle);
  let tuned: TestApp | null = null;
  let cookie = '';
  return {
    /** The app with its default plans. */
    app,
    signIn(sessionCookie: string) {
      cookie = sessionCookie;
    },
    /** GET /api/photos/search?`query` as the signed-in buyer. */
    async search(query: string): Promise<Response> {
      return await (tuned ?? app).request(`/api/photos/search?${query}`, { headers: { Cookie: cookie } });
    },
    /** Runs `check` with the plans shrunk (`shrunk`, then `tuning`, over the defaults). */
    async withTuning(tuning: Partial<SearchTuning>, check: () => Promise<void>): Promise<void> {
      tuned = await createTestApp(handle, {
        searchTuning: { ...DEFAULT_SEARCH_TUNING, ...shrunk, ...tuning },
      });
      try {
        await check();
      } finally {
        tuned = null;
      }
    },
  };
}
