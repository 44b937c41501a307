import { describe, expect, it } from 'vitest';
import { createKeyStatus, KEY_STATUS_MAX_AGE_MS, type KeyPhoto } from './used-keys';

describe('key status (who may see a key’s images)', () => {
  it('remembers a key’s photos for a few seconds, then asks again', async () => {
    let time = 0;
    let status = 'live';
    const asked: string[] = [];
    const keys = createKeyStatus({
      photosOfKey: async (key): Promise<KeyPhoto[]> => {
        asked.push(key);
        return [{ id: 'p1', userId: 'u1', status }];
      },
      now: () => time,
    });
    expect((await keys.photosOf('k'))[0]?.status).toBe('live');
    status = 'withdrawn';
    time += KEY_STATUS_MAX_AGE_MS - 1;
    expect((await keys.photosOf('k'))[0]?.status).toBe('live');
    time += 2;
    expect((await keys.photosOf('k'))[0]?.status).toBe('withdrawn');
    expect(asked).toEqual(['k', 'k']);
    expect(KEY_STATUS_MAX_AGE_MS).toBeLessThanOrEqual(5_000);
  });

  it('forgets a failed lookup and stays within its bound', async () => {
    let fail = true;
    const keys = createKeyStatus({
      photosOfKey: async () => {
        if (fail) throw new Error('down');
        return [];
      },
      remember: 2,
    });
    await expect(keys.photosOf('a')).rejects.toThrow('down');
    fail = false;
    expect(await keys.photosOf('a')).toEqual([]);
    await keys.photosOf('b');
    await keys.photosOf('c');
    expect(await keys.photosOf('a')).toEqual([]);
  });
});
