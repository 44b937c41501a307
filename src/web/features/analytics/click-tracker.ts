import type { TrackedEvent } from '../../../core/analytics';
import {
  BEACON_MAX_BYTES,
  CLICK_BATCH_SIZE,
  CLICK_DEBOUNCE_MS,
  CLICK_DUPLICATE_WINDOW_MS,
  CLICK_INSERT_RETRIES,
  ENTITY_TYPE_OF_EVENT,
  IMMEDIATE_EVENT_TYPES,
  MAX_EVENTS_PER_REQUEST,
} from '../../../core/analytics-rules';
import { beaconBodies } from './beacon-bodies';
import type { ClickTarget } from './click-target';
import { type ResolvedClick, resolveClick } from './resolve-click';

/** How a batch's POST went: accepted, refused for good (a 4xx: sending again cannot help), or failed. */
export type SendOutcome = 'sent' | 'refused' | 'failed';

export interface ClickTrackerDeps {
  /** POSTs one batch to `/api/track-events`; never rejects. */
  send(events: TrackedEvent[]): Promise<SendOutcome>;
  /** `navigator.sendBeacon` with a text/plain body; false when the browser refused it. */
  beacon(body: string): boolean;
  sessionId(): string;
  /** The page the click happened on (the event's referrer). */
  page(): string | null;
  /** Failures are only logged (never console.error: a browser test fails on one). */
  warn(message: string, detail?: unknown): void;
}

/** A failed batch is sent again after 1 s, then 2 s (spec §9: 2 retries), then dropped. */
export const RETRY_DELAY_MS = 1000;

interface Batch {
  events: TrackedEvent[];
  attempt: number;
  retryTimer?: ReturnType<typeof setTimeout>;
}

/**
 * spec §4/§9 click tracking: events queued; the same click (type, entity, taxonomy type) again
 * within 5 s ignored; photo views and event clicks wait 1000 ms for more, tag, taxonomy, creator
 * and search-result clicks go at once; batches of 10; 2 retries; what is left when the page is
 * hidden goes by beacon.
 */
export function createClickTracker(deps: ClickTrackerDeps) {
  let queue: TrackedEvent[] = [];
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const lastSeen = new Map<string, number>();
  const retrying = new Set<Batch>();

  function isDuplicate(click: ResolvedClick, now: number): boolean {
    for (const [key, at] of lastSeen) if (now - at >= CLICK_DUPLICATE_WINDOW_MS) lastSeen.delete(key);
    const key = `${click.event_type}\u0000${click.entity_id}\u0000${click.taxonomy_type ?? ''}`;
    if (lastSeen.has(key)) return true;
    lastSeen.set(key, now);
    return false;
  }

  function toEvent(click: ResolvedClick): TrackedEvent {
    return {
      event_type: click.event_type,
      entity_id: click.entity_id,
      entity_type: ENTITY_TYPE_OF_EVENT[click.event_type],
      taxonomy_type: click.taxonomy_type,
      session_id: deps.sessionId(),
      referrer: deps.page(),
      ...(click.metadata ? { metadata: click.metadata } : {}),
    };
  }

  function sendBatch(batch: Batch): void {
    void deps.send(batch.events).then((outcome) => {
      if (outcome === 'sent') return;
      if (outcome === 'failed' && batch.attempt < CLICK_INSERT_RETRIES) {
        batch.attempt++;
        retrying.add(batch);
        batch.retryTimer = setTimeout(() => {
          retrying.delete(batch);
          sendBatch(batch);
        }, RETRY_DELAY_MS * batch.attempt);
        return;
      }
      deps.warn(`Click tracking dropped ${batch.events.length} event(s) (${outcome})`);
    });
  }

  function flush(): void {
    clearTimeout(debounce);
    debounce = undefined;
    const events = queue;
    queue = [];
    for (let start = 0; start < events.length; start += CLICK_BATCH_SIZE)
      sendBatch({ events: events.slice(start, start + CLICK_BATCH_SIZE), attempt: 0 });
  }

  return {
    track(target: ClickTarget): void {
      const click = resolveClick(target);
      if (isDuplicate(click, Date.now())) return;
      queue.push(toEvent(click));
      if (queue.length >= CLICK_BATCH_SIZE || IMMEDIATE_EVENT_TYPES.includes(click.event_type)) {
        flush();
        return;
      }
      clearTimeout(debounce);
      debounce = setTimeout(flush, CLICK_DEBOUNCE_MS);
    },

    /** The page is going away: everything still waiting (queued or to be retried) goes by beacon. */
    pageHidden(): void {
      clearTimeout(debounce);
      debounce = undefined;
      const events = queue;
      queue = [];
      for (const batch of retrying) {
        clearTimeout(batch.retryTimer);
        events.push(...batch.events);
      }
      retrying.clear();
      if (events.length === 0) return;
      const { bodies, tooLarge } = beaconBodies(events, BEACON_MAX_BYTES, MAX_EVENTS_PER_REQUEST);
      if (tooLarge > 0) deps.warn(`Click tracking dropped ${tooLarge} oversized event(s)`);
      for (const body of bodies)
        if (!deps.beacon(body)) deps.warn('Click tracking beacon refused by the browser');
    },
  };
}

export type ClickTracker = ReturnType<typeof createClickTracker>;
