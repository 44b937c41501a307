/**
 * A value worked out at most once per `ttlMs`: callers meanwhile share the last value, or the
 * one being worked out. A failure is not kept, so the next caller tries again.
 */
export function memoiseFor<T>(ttlMs: number, produce: () => Promise<T>, now: () => number = Date.now) {
  let value: Promise<T> | null = null;
  let until = 0;
  return (): Promise<T> => {
    if (value && now() < until) return value;
    until = now() + ttlMs;
    const pending = produce();
    value = pending;
    pending.catch(() => {
      if (value === pending) value = null;
    });
    return pending;
  };
}
