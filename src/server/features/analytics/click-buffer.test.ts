import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { type ClickEventRow, createClickBuffer } from './click-buffer';

const row = (entityId: string): ClickEventRow => ({
  eventType: 'tag_click',
  entityId,
  entityType: 'taxonomy',
  taxonomyType: 'tag',
  userId: null,
  sessionId: 'session-0001',
  userAgent: null,
  referrer: null,
  metadata: '{}',
  createdAt: new Date(0),
});

/** A database whose writes succeed or fail as the test says, recording each statement's rows. */
function fakeDatabase() {
  const written: string[][] = [];
  let down = false;
  const handle = {
    raw: vi.fn(async (_text: string, params?: unknown[]) => {
      if (down) throw new Error('connection refused');
      written.push((params?.[1] as string[]) ?? []);
      return [];
    }),
  } as unknown as DatabaseHandle;
  return { handle, written, setDown: (value: boolean) => (down = value) };
}

describe('click event write buffer', () => {
  afterEach(() => vi.useRealTimers());

  it('writes every 5 s, in one statement, and at once past 1,000 events', async () => {
    vi.useFakeTimers();
    const db = fakeDatabase();
    const buffer = createClickBuffer(db.handle);
    buffer.add([row('a'), row('b')]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(db.written).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(db.written).toEqual([['a', 'b']]);
    buffer.add(Array.from({ length: 1000 }, (_, i) => row(`n${i}`)));
    await vi.advanceTimersByTimeAsync(0);
    expect(db.written).toHaveLength(2);
    expect(db.written[1]).toHaveLength(1000);
    await buffer.stop();
  });

  it('keeps events while the database is down, in order, bounded, and counts what it drops', async () => {
    vi.useFakeTimers();
    const db = fakeDatabase();
    const warn = vi.fn();
    const error = vi.fn();
    const buffer = createClickBuffer(db.handle, { maxBuffered: 3, logger: { warn, error, info: vi.fn() } });
    db.setDown(true);
    expect(buffer.add([row('a'), row('b')])).toBe(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(warn).toHaveBeenCalled();
    expect(buffer.add([row('c'), row('d'), row('e')])).toBe(1);
    expect(buffer.stats()).toEqual({ buffered: 3, written: 0, dropped: 2 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ dropped: 2 }),
      expect.stringMatching(/dropped/),
    );
    db.setDown(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(db.written).toEqual([['a', 'b', 'c']]);
    expect(buffer.stats()).toEqual({ buffered: 0, written: 3, dropped: 2 });
    await buffer.stop();
  });

  it('retries on stop until the database answers, then takes no more', async () => {
    const db = fakeDatabase();
    const buffer = createClickBuffer(db.handle);
    buffer.add([row('a')]);
    db.setDown(true);
    setTimeout(() => db.setDown(false), 600);
    await buffer.stop(5000);
    expect(db.written).toEqual([['a']]);
    expect(buffer.add([row('late')])).toBe(0);
  });

  it('splits a large backlog into statements of rowsPerStatement', async () => {
    const db = fakeDatabase();
    const buffer = createClickBuffer(db.handle, { flushAt: 10_000, rowsPerStatement: 4 });
    buffer.add(Array.from({ length: 10 }, (_, i) => row(`r${i}`)));
    await buffer.flush();
    expect(db.written.map((batch) => batch.length)).toEqual([4, 4, 2]);
    await buffer.stop();
  });

  it('writes two statements at once on PostgreSQL, and puts a failed one back in front', async () => {
    const written: string[][] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    let failNext = 'r2';
    const handle = {
      kind: 'postgres',
      raw: vi.fn(async (_text: string, params?: unknown[]) => {
        const ids = (params?.[1] as string[]) ?? [];
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        if (ids[0] === failNext) {
          failNext = '';
          throw new Error('connection reset');
        }
        written.push(ids);
        return [];
      }),
    } as unknown as DatabaseHandle;
    const buffer = createClickBuffer(handle, { flushAt: 10_000, rowsPerStatement: 2 });
    buffer.add(Array.from({ length: 6 }, (_, i) => row(`r${i}`)));
    // r0–r1 and r2–r3 go together; r2–r3 fails, so r4–r5 wait and everything is kept.
    await expect(buffer.flush()).rejects.toThrow('connection reset');
    expect(mostInFlight).toBe(2);
    expect(buffer.stats()).toEqual({ buffered: 4, written: 2, dropped: 0 });
    await buffer.flush();
    expect(written.flat().sort()).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    expect(buffer.stats()).toEqual({ buffered: 0, written: 6, dropped: 0 });
    await buffer.stop();
  });
});
