import { describe, expect, it } from 'vitest';
import { createSenderMemo } from './sender-memo';

describe('createSenderMemo', () => {
  it('remembers a token’s user and a token that is no session, for ttlMs only', () => {
    const memo = createSenderMemo({ ttlMs: 1000 });
    memo.set('signed.token', 'user-1', 0);
    memo.set('stale.token', null, 0);
    expect(memo.get('signed.token', 999)).toBe('user-1');
    expect(memo.get('stale.token', 999)).toBeNull();
    expect(memo.get('never.seen', 999)).toBeUndefined();
    expect(memo.get('signed.token', 1000)).toBeUndefined();
  });

  it('starts over past maxEntries instead of growing', () => {
    const memo = createSenderMemo({ maxEntries: 2 });
    memo.set('a', 'user-a', 0);
    memo.set('b', 'user-b', 0);
    memo.set('c', 'user-c', 0);
    expect(memo.get('a', 1)).toBeUndefined();
    expect(memo.get('c', 1)).toBe('user-c');
  });
});
