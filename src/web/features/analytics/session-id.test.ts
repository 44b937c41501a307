import { afterEach, describe, expect, it } from 'vitest';
import { trackingSessionIdSchema } from '../../../core/analytics';
import { forgetCachedSessionId, SESSION_ID_KEY, trackingSessionId } from './session-id';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

afterEach(forgetCachedSessionId);

describe('trackingSessionId', () => {
  it('makes one id per browser session, stores it, and reuses it (another page of the same session too)', () => {
    const storage = memoryStorage();
    const first = trackingSessionId(storage);
    expect(trackingSessionIdSchema.safeParse(first).success).toBe(true);
    expect(storage.items.get(SESSION_ID_KEY)).toBe(first);
    expect(trackingSessionId(storage)).toBe(first);
    // A new page (nothing in memory) of the same session.
    forgetCachedSessionId();
    expect(trackingSessionId(storage)).toBe(first);
  });

  it('makes a new id for a new session', () => {
    const first = trackingSessionId(memoryStorage());
    forgetCachedSessionId();
    expect(trackingSessionId(memoryStorage())).not.toBe(first);
  });

  it('replaces a stored value the server would refuse', () => {
    const storage = memoryStorage();
    storage.items.set(SESSION_ID_KEY, 'bad id!');
    const id = trackingSessionId(storage);
    expect(id).not.toBe('bad id!');
    expect(trackingSessionIdSchema.safeParse(id).success).toBe(true);
  });

  it('works with storage switched off: an id for the page', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const id = trackingSessionId(refusing);
    expect(trackingSessionIdSchema.safeParse(id).success).toBe(true);
    expect(trackingSessionId(refusing)).toBe(id);
  });
});
