import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedSearch } from '../../../core/analytics';
import { trackedSearchSchema } from '../../../core/analytics';
import { createSearchTracker, type SearchSeen } from './search-tracker';

function setup() {
  const sent: TrackedSearch[] = [];
  const tracker = createSearchTracker({
    send: (search) => sent.push(search),
    sessionId: () => 'session-1234',
  });
  return { tracker, sent };
}

const seen = (term: string, resultCount = 12, extra: Partial<SearchSeen> = {}): SearchSeen => ({
  term,
  resultCount,
  source: 'search_page',
  ...extra,
});

let dispose: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  dispose?.();
  vi.useRealTimers();
});

describe('search tracker', () => {
  it('tracks a term once its results stood 400 ms, with its method, synonyms and source', async () => {
    const { tracker, sent } = setup();
    dispose = tracker.dispose;
    tracker.searched(
      seen('  Kitchen   table ', 40, { synonymExpanded: true, expandedTerms: ['dining'], source: 'header' }),
    );
    await vi.advanceTimersByTimeAsync(399);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      {
        search_term: 'Kitchen table',
        result_count: 40,
        search_method: 'partial',
        synonym_expanded: true,
        expanded_terms: ['dining'],
        source: 'header',
        session_id: 'session-1234',
      },
    ]);
    expect(trackedSearchSchema.safeParse(sent[0]).success).toBe(true);
  });

  it('tracks only the last of a live search typed faster than 400 ms', async () => {
    const { tracker, sent } = setup();
    dispose = tracker.dispose;
    for (const term of ['ki', 'kit', 'kitc', 'kitchen']) {
      tracker.searched(seen(term));
      await vi.advanceTimersByTimeAsync(300);
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(sent.map((search) => search.search_term)).toEqual(['kitchen']);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['k', 'shorter than 2'],
    ['aaaa', 'one repeated character'],
    ['...', 'only dots'],
  ])('ignores %j (%s)', async (term) => {
    const { tracker, sent } = setup();
    dispose = tracker.dispose;
    tracker.searched(seen(term));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
  });

  it('detects the method: quotes exact, * or ? fuzzy, short fallback', async () => {
    const { tracker, sent } = setup();
    dispose = tracker.dispose;
    for (const term of ['"red car"', 'bar*', 'tv']) {
      tracker.searched(seen(term));
      await vi.advanceTimersByTimeAsync(400);
    }
    expect(sent.map((search) => search.search_method)).toEqual(['exact', 'fuzzy', 'fallback']);
  });

  it('does not track the same term and count again within 30 s, and does after', async () => {
    const { tracker, sent } = setup();
    dispose = tracker.dispose;
    tracker.searched(seen('barn', 5));
    await vi.advanceTimersByTimeAsync(400);
    await vi.advanceTimersByTimeAsync(20_000);
    tracker.searched(seen('Barn', 5));
    await vi.advanceTimersByTimeAsync(400);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    tracker.searched(seen('barn', 5));
    await vi.advanceTimersByTimeAsync(400);
    expect(sent).toHaveLength(2);
  });

  it('tracks a term once per 10 s bucket even when its count moves', async () => {
    vi.setSystemTime(new Date('2026-11-26T12:00:00.000Z'));
    const { tracker, sent } = setup();
    dispose = tracker.dispose;
    tracker.searched(seen('wedding', 50));
    await vi.advanceTimersByTimeAsync(400);
    tracker.searched(seen('wedding', 7));
    await vi.advanceTimersByTimeAsync(400);
    expect(sent).toHaveLength(1);
    // The next bucket: a new count is a new search.
    await vi.advanceTimersByTimeAsync(10_000);
    tracker.searched(seen('wedding', 7));
    await vi.advanceTimersByTimeAsync(400);
    expect(sent.map((search) => search.result_count)).toEqual([50, 7]);
  });

  it('forgets remembered terms 5 minutes on, swept every 60 s', async () => {
    const { tracker } = setup();
    dispose = tracker.dispose;
    tracker.searched(seen('farm'));
    await vi.advanceTimersByTimeAsync(400);
    expect(tracker.remembered()).toBe(2);
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(tracker.remembered()).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tracker.remembered()).toBe(0);
  });

  it('does not track a search cancelled before its 400 ms', async () => {
    const { tracker, sent } = setup();
    dispose = tracker.dispose;
    tracker.searched(seen('diner'));
    tracker.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
  });
});
