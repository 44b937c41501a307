import { describe, expect, it } from 'vitest';
import { memoiseFor } from './memo';

describe('memoiseFor', () => {
  it('works a value out once per interval and shares it', async () => {
    let time = 0;
    let calls = 0;
    const count = memoiseFor(
      60_000,
      async () => ++calls,
      () => time,
    );
    expect(await Promise.all([count(), count(), count()])).toEqual([1, 1, 1]);
    time += 59_999;
    expect(await count()).toBe(1);
    time += 1;
    expect(await count()).toBe(2);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const value = memoiseFor(60_000, async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    });
    await expect(value()).rejects.toThrow('database down');
    fail = false;
    expect(await value()).toBe('ok');
  });
});
