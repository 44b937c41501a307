import { describe, expect, it } from 'vitest';
import { createUsedKeys } from './used-keys';

/** A loader over a list the test changes, counting loads, on a clock the test moves. */
function source(initial: string[]) {
  const state = { keys: initial, loads: 0, time: 0, fail: false };
  const load = async () => {
    state.loads++;
    if (state.fail) throw new Error('database down');
    return [...state.keys];
  };
  return { state, load, now: () => state.time };
}

describe('createUsedKeys', () => {
  it('loads once and answers from memory', async () => {
    const db = source(['mono-h-1-warm-0']);
    const keys = createUsedKeys({ load: db.load, now: db.now });
    expect(await keys.has('mono-h-1-warm-0')).toBe(true);
    expect(await keys.has('mono-h-1-warm-0')).toBe(true);
    expect(db.state.loads).toBe(1);
  });

  it('reloads on a miss at most once per interval, so made-up keys cost one query per interval', async () => {
    const db = source(['mono-h-1-warm-0']);
    const keys = createUsedKeys({ load: db.load, now: db.now, reloadAfterMs: 10_000 });
    for (let i = 0; i < 50; i++) expect(await keys.has(`sepia-v-2-cool-${i % 12}`)).toBe(false);
    expect(db.state.loads).toBe(1);
    // A photo added with a new key: found on the first miss after the interval.
    db.state.keys.push('sepia-v-2-cool-3');
    db.state.time = 9_999;
    expect(await keys.has('sepia-v-2-cool-3')).toBe(false);
    db.state.time = 10_000;
    expect(await keys.has('sepia-v-2-cool-3')).toBe(true);
    expect(db.state.loads).toBe(2);
  });

  it('shares one load between concurrent misses and retries after a failed one', async () => {
    const db = source(['mono-h-1-warm-0']);
    const keys = createUsedKeys({ load: db.load, now: db.now });
    const answers = await Promise.all(Array.from({ length: 10 }, () => keys.has('mono-h-1-warm-0')));
    expect(answers.every(Boolean)).toBe(true);
    expect(db.state.loads).toBe(1);

    const failing = source(['mono-h-1-warm-0']);
    failing.state.fail = true;
    const flaky = createUsedKeys({ load: failing.load, now: failing.now });
    await expect(flaky.has('mono-h-1-warm-0')).rejects.toThrow('database down');
    failing.state.fail = false;
    expect(await flaky.has('mono-h-1-warm-0')).toBe(true);
  });

  it('lists every used key for the warm-up', async () => {
    const db = source(['b', 'a']);
    expect(await createUsedKeys({ load: db.load }).all()).toEqual(['b', 'a']);
  });
});
