import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEACON_MAX_BYTES, type TrackedEvent, trackedEventSchema } from '../../../core/analytics';
import { creatorClick, eventClick, photoView, searchResultClick, taxonomyClick } from './click-target';
import { type ClickTrackerDeps, createClickTracker, RETRY_DELAY_MS, type SendOutcome } from './click-tracker';

/** A tracker whose POSTs and beacons are recorded; `outcomes` answers the POSTs in turn. */
function setup(outcomes: SendOutcome[] = []) {
  const sent: TrackedEvent[][] = [];
  const beacons: string[] = [];
  const warn = vi.fn();
  const deps: ClickTrackerDeps = {
    send: vi.fn(async (events: TrackedEvent[]) => {
      sent.push(events);
      return outcomes.shift() ?? 'sent';
    }),
    beacon: vi.fn((body: string) => {
      beacons.push(body);
      return true;
    }),
    sessionId: () => 'session-1234',
    page: () => '/photo/12',
    warn,
  };
  return { tracker: createClickTracker(deps), sent, beacons, warn, deps };
}

const PHOTO = '6f1c1a52-3a4e-4a43-9a8e-0b8f4f1a2b3c';
const photo = (n: number) => photoView(`${PHOTO.slice(0, -2)}${String(n).padStart(2, '0')}`);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('click tracker', () => {
  it('sends tag, taxonomy, creator and search-result clicks at once, as events the server accepts', async () => {
    const { tracker, sent } = setup();
    tracker.track(taxonomyClick('tag', 'kitchen'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    tracker.track(taxonomyClick('decade', '1970s'));
    tracker.track(creatorClick('0b8f4f1a-3a4e-4a43-9a8e-6f1c1a523b2c'));
    tracker.track(searchResultClick(PHOTO, 'kitchen', 3));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((batch) => batch.map((event) => event.event_type))).toEqual([
      ['tag_click'],
      ['taxonomy_click'],
      ['creator_click'],
      ['search_result_click'],
    ]);
    const all = sent.flat();
    for (const event of all) expect(trackedEventSchema.safeParse(event).success).toBe(true);
    expect(all[0]).toMatchObject({
      entity_type: 'taxonomy',
      taxonomy_type: 'tag',
      entity_id: 'kitchen',
      session_id: 'session-1234',
      referrer: '/photo/12',
    });
    expect(all[3]).toMatchObject({ entity_type: 'photo', metadata: { search_term: 'kitchen', position: 3 } });
  });

  it('debounces photo views and event clicks 1000 ms from the last one', async () => {
    const { tracker, sent } = setup();
    tracker.track(photo(1));
    await vi.advanceTimersByTimeAsync(900);
    tracker.track(eventClick('1b8f4f1a-3a4e-4a43-9a8e-6f1c1a523b2c'));
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((event) => event.event_type)).toEqual(['photo_view', 'event_click']);
    expect(sent[0]?.[1]).toMatchObject({ entity_type: 'event', taxonomy_type: null });
  });

  it('ignores the same click (type, entity, taxonomy type) again within 5 s, not after', async () => {
    const { tracker, sent } = setup();
    tracker.track(taxonomyClick('tag', 'barn'));
    tracker.track(taxonomyClick('tag', 'barn'));
    // Another taxonomy type, another click.
    tracker.track(taxonomyClick('city', 'barn'));
    await vi.advanceTimersByTimeAsync(4999);
    tracker.track(taxonomyClick('tag', 'barn'));
    await vi.advanceTimersByTimeAsync(1);
    tracker.track(taxonomyClick('tag', 'barn'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.flat().map((event) => `${event.taxonomy_type}:${event.entity_id}`)).toEqual([
      'tag:barn',
      'city:barn',
      'tag:barn',
    ]);
  });

  it('sends batches of at most 10: the tenth queued event sends at once', async () => {
    const { tracker, sent } = setup();
    for (let n = 1; n <= 9; n++) tracker.track(photo(n));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    tracker.track(photo(10));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((batch) => batch.length)).toEqual([10]);
    for (let n = 11; n <= 14; n++) tracker.track(photo(n));
    tracker.track(taxonomyClick('tag', 'farm'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((batch) => batch.length)).toEqual([10, 5]);
  });

  it('retries a failed batch twice, then drops it with a warning (never console.error)', async () => {
    const error = vi.spyOn(console, 'error');
    const { tracker, sent, warn } = setup(['failed', 'failed', 'failed']);
    tracker.track(taxonomyClick('tag', 'wedding'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * RETRY_DELAY_MS);
    expect(sent).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/dropped 1 event/);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(3);
    expect(error).not.toHaveBeenCalled();
  });

  it('stops retrying once a retry succeeds, and never retries a refusal', async () => {
    const { tracker, sent, warn } = setup(['failed', 'sent', 'refused']);
    tracker.track(taxonomyClick('tag', 'diner'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
    tracker.track(taxonomyClick('tag', 'school'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('on page hide sends what waits (debounced, or to be retried) by beacon, in bodies under 32 kB', async () => {
    // Every POST fails: all 30 batches wait for their retry when the page is hidden.
    const { tracker, sent, beacons } = setup(Array(30).fill('failed'));
    for (let n = 0; n < 300; n++) tracker.track(photoView(`photo-${n}-${'x'.repeat(150)}`));
    tracker.track(photoView('still-debounced'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(30);
    tracker.pageHidden();
    const bodies = beacons.map((body) => {
      expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(BEACON_MAX_BYTES);
      return (JSON.parse(body) as { events: TrackedEvent[] }).events;
    });
    // About 100 kB of events: more than one beacon, none lost, none twice.
    expect(bodies.length).toBeGreaterThan(2);
    const ids = bodies.flat().map((event) => event.entity_id);
    expect(ids).toHaveLength(301);
    expect(new Set(ids).size).toBe(301);
    expect(ids).toContain('still-debounced');
    // The retries and the debounce were cancelled: nothing goes twice.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(30);
  });

  it('sends nothing by beacon when nothing waits', () => {
    const { tracker, beacons } = setup();
    tracker.pageHidden();
    expect(beacons).toEqual([]);
  });
});
