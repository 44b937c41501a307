import type { TrackedSearch } from '../../../core/analytics';
import { createSearchTracker } from './search-tracker';
import { trackingSessionId } from './session-id';

export const TRACK_SEARCH_URL = '/api/track-search';

/** Fire and forget (spec §7): a failure is only logged, never shown. */
export function postSearch(search: TrackedSearch): void {
  fetch(TRACK_SEARCH_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(search),
    credentials: 'same-origin',
    keepalive: true,
  }).then(
    (response) => {
      if (!response.ok) console.warn(`Search tracking refused (${response.status})`);
    },
    (error: unknown) => console.warn('Search tracking failed', error),
  );
}

/** The app's one search tracker: its windows hold across the search page's visits. */
export const searchTracker = createSearchTracker({ send: postSearch, sessionId: () => trackingSessionId() });
