/**
 * The user of a session token, remembered for a few seconds (issue 28, ingestion at volume): a
 * signed-in reader sends a beacon every second or two, and looking the session up is a database
 * read each time. A session signed out meanwhile may still have its clicks counted as that user's
 * for up to `ttlMs`; clicks are statistics, never rights, so that is all it can cost. The key is
 * the cookie's signed value, so only tokens the session store accepted are ever remembered as users.
 */
export interface SenderMemo {
  /** The remembered answer: a user id, null (a token that is no session), undefined (unknown). */
  get(token: string, now?: number): string | null | undefined;
  set(token: string, userId: string | null, now?: number): void;
}

export function createSenderMemo(options: { ttlMs?: number; maxEntries?: number } = {}): SenderMemo {
  const ttlMs = options.ttlMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { userId: string | null; until: number }>();
  return {
    get(token, now = Date.now()) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until > now) return entry.userId;
      entries.delete(token);
      return undefined;
    },
    set(token, userId, now = Date.now()) {
      // A plain bound, not an LRU: past it the memo starts over, which costs lookups, never memory.
      if (entries.size >= maxEntries) entries.clear();
      entries.set(token, { userId, until: now + ttlMs });
    },
  };
}
