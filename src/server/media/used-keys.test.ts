import { describe, expect, it } from 'vitest';
import { createUsedKeys } from './used-keys';

/** Photos by #photoid and legacy keys the test changes, counting lookups, on a clock the test moves. */
function source(photos: Record<number, string>, legacy: string[] = []) {
  const state = { photos, legacy, lookups: 0, loads: 0, time: 0, fail: false };
  return {
    state,
    keyOfPhoto: async (photoid: number) => {
      state.lookups++;
      if (state.fail) throw new Error('database down');
      return state.photos[photoid] ?? null;
    },
    loadLegacy: async () => {
      state.loads++;
      if (state.fail) throw new Error('database down');
      return [...state.legacy];
    },
    now: () => state.time,
  };
}

describe('createUsedKeys', () => {
  it("answers a key from its photo's row and remembers the answer", async () => {
    const db = source({ 42: 'kitchen-mono-h-1-warm-42' });
    const keys = createUsedKeys(db);
    expect(await keys.has('kitchen-mono-h-1-warm-42')).toBe(true);
    expect(await keys.has('kitchen-mono-h-1-warm-42')).toBe(true);
    expect(db.state.lookups).toBe(1);
  });

  it('denies a key its photo does not use, or whose photo does not exist, without loading anything', async () => {
    const db = source({ 42: 'kitchen-mono-h-1-warm-42' });
    const keys = createUsedKeys(db);
    expect(await keys.has('beach-mono-h-1-warm-42')).toBe(false);
    expect(await keys.has('kitchen-mono-h-1-warm-43')).toBe(false);
    expect(db.state.loads).toBe(0);
  });

  it("answers an uploaded photo's key by its photo id, like a demo key", async () => {
    const db = source({ 1043: 'u1043-9f2c4e1a7b3d5c60' });
    const keys = createUsedKeys(db);
    expect(await keys.has('u1043-9f2c4e1a7b3d5c60')).toBe(true);
    // The same photo id with another random part: a guess, refused.
    expect(await keys.has('u1043-0000000000000000')).toBe(false);
    expect(db.state.lookups).toBe(2);
    expect(db.state.loads).toBe(0);
  });

  it('forgets the oldest confirmed keys beyond its memory', async () => {
    const db = source({
      1: 'beach-color-h-0-cool-1',
      2: 'beach-color-h-0-cool-2',
      3: 'beach-color-h-0-cool-3',
    });
    const keys = createUsedKeys({ ...db, remember: 2 });
    for (const key of ['beach-color-h-0-cool-1', 'beach-color-h-0-cool-2', 'beach-color-h-0-cool-3'])
      expect(await keys.has(key)).toBe(true);
    expect(db.state.lookups).toBe(3);
    expect(await keys.has('beach-color-h-0-cool-3')).toBe(true);
    expect(db.state.lookups).toBe(3);
    expect(await keys.has('beach-color-h-0-cool-1')).toBe(true);
    expect(db.state.lookups).toBe(4);
  });

  it('checks keys of the first catalogues against one set, reloaded on a miss at most once per interval', async () => {
    const db = source({}, ['mono-h-1-warm-0']);
    const keys = createUsedKeys({ ...db, reloadAfterMs: 10_000 });
    expect(await keys.has('mono-h-1-warm-0')).toBe(true);
    for (let i = 0; i < 50; i++) expect(await keys.has(`sepia-v-2-cool-${i % 12}`)).toBe(false);
    expect(db.state.loads).toBe(1);
    expect(db.state.lookups).toBe(0);
    db.state.legacy.push('sepia-v-2-cool-3');
    db.state.time = 9_999;
    expect(await keys.has('sepia-v-2-cool-3')).toBe(false);
    db.state.time = 10_000;
    expect(await keys.has('sepia-v-2-cool-3')).toBe(true);
    expect(db.state.loads).toBe(2);
  });

  it('shares one legacy load between concurrent misses and retries after a failed one', async () => {
    const db = source({}, ['mono-h-1-warm-0']);
    const keys = createUsedKeys(db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => keys.has('mono-h-1-warm-0')));
    expect(answers.every(Boolean)).toBe(true);
    expect(db.state.loads).toBe(1);

    const failing = source({ 5: 'farm-faded-s-2-muted-5' }, ['mono-h-1-warm-0']);
    failing.state.fail = true;
    const flaky = createUsedKeys(failing);
    await expect(flaky.has('mono-h-1-warm-0')).rejects.toThrow('database down');
    await expect(flaky.has('farm-faded-s-2-muted-5')).rejects.toThrow('database down');
    failing.state.fail = false;
    expect(await flaky.has('mono-h-1-warm-0')).toBe(true);
    expect(await flaky.has('farm-faded-s-2-muted-5')).toBe(true);
  });
});
