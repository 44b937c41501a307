// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackedEvent } from '../../../core/analytics';
import { listenForPageHide, postEvents, sendBeacon, TRACK_EVENTS_URL } from './browser-tracker';
import { taxonomyClick } from './click-target';
import { track } from './track';

const EVENT: TrackedEvent = {
  event_type: 'tag_click',
  entity_id: 'kitchen',
  entity_type: 'taxonomy',
  taxonomy_type: 'tag',
  session_id: 'session-1234',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('postEvents', () => {
  it('POSTs {events} as JSON, kept alive past a navigation', async () => {
    const fetch = vi.fn(async () => new Response('{"accepted":1,"rejected":0}', { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    expect(await postEvents([EVENT])).toBe('sent');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(TRACK_EVENTS_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init.body))).toEqual({ events: [EVENT] });
  });

  it.each([
    [429, 'failed'],
    [503, 'failed'],
    [400, 'refused'],
    [413, 'refused'],
  ])('answers %i as %s', async (status, outcome) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status })),
    );
    expect(await postEvents([EVENT])).toBe(outcome);
  });

  it('treats a network failure as a failure to retry, without throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await postEvents([EVENT])).toBe('failed');
  });
});

describe('sendBeacon', () => {
  it('sends a text/plain body (no CORS preflight) to the events endpoint', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    expect(sendBeacon('{"events":[]}')).toBe(true);
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe(TRACK_EVENTS_URL);
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('{"events":[]}');
  });

  it('says false where there is no sendBeacon', () => {
    vi.stubGlobal('navigator', {});
    expect(sendBeacon('{}')).toBe(false);
  });
});

describe('listenForPageHide', () => {
  it('hands over on pagehide and when the page turns hidden, not when it turns visible', () => {
    const target = { pageHidden: vi.fn() };
    listenForPageHide(target);
    window.dispatchEvent(new Event('pagehide'));
    expect(target.pageHidden).toHaveBeenCalledTimes(1);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(target.pageHidden).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(target.pageHidden).toHaveBeenCalledTimes(2);
  });
});

describe('track', () => {
  it('loads the tracker on first use and sends the clicks made while it loaded', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    track(taxonomyClick('tag', 'porch'));
    track(taxonomyClick('decade', '1960s'));
    expect(fetch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    track(taxonomyClick('tag', 'lake'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const bodies = fetch.mock.calls.map(
      (call) =>
        JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as { events: TrackedEvent[] },
    );
    expect(bodies.map((body) => body.events[0]?.entity_id)).toEqual(['porch', '1960s', 'lake']);
    // One session for all of them.
    expect(new Set(bodies.map((body) => body.events[0]?.session_id)).size).toBe(1);
  });
});
