import type { TrackedEvent } from '../../../core/analytics';
import type { ClickTarget } from './click-target';
import { type ClickTracker, createClickTracker, type SendOutcome } from './click-tracker';
import { trackingSessionId } from './session-id';

export const TRACK_EVENTS_URL = '/api/track-events';

/** POSTs a batch; a 429 or a server or network failure may pass, any other refusal will not. */
export async function postEvents(events: TrackedEvent[]): Promise<SendOutcome> {
  try {
    const response = await fetch(TRACK_EVENTS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
      credentials: 'same-origin',
      // A click that navigates away still reaches the server.
      keepalive: true,
    });
    if (response.ok) return 'sent';
    return response.status === 429 || response.status >= 500 ? 'failed' : 'refused';
  } catch {
    return 'failed';
  }
}

/** text/plain, as PostHog does: a beacon with a JSON content type would need a CORS preflight. */
export function sendBeacon(body: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(TRACK_EVENTS_URL, new Blob([body], { type: 'text/plain' }));
}

let tracker: ClickTracker | undefined;

/** The page's one tracker, sending what is left by beacon when the page is hidden or left. */
export function browserClickTracker(): ClickTracker {
  if (tracker) return tracker;
  const created = createClickTracker({
    send: postEvents,
    beacon: sendBeacon,
    sessionId: () => trackingSessionId(),
    page: () =>
      typeof location === 'undefined' ? null : `${location.pathname}${location.search}`.slice(0, 2000),
    warn: (message, detail) => console.warn(message, ...(detail === undefined ? [] : [detail])),
  });
  listenForPageHide(created);
  tracker = created;
  return created;
}

/** Queues a click on the page's one tracker (track.ts hands clicks here). */
export function track(click: ClickTarget): void {
  browserClickTracker().track(click);
}

/** `pagehide` covers unload and the back-forward cache; `visibilitychange` a tab switched away on a phone. */
export function listenForPageHide(target: Pick<ClickTracker, 'pageHidden'>): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('pagehide', () => target.pageHidden());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') target.pageHidden();
  });
}
