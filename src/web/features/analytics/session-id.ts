/** Where the tracking session id lives: one per browser session (tab), gone when it closes. */
export const SESSION_ID_KEY = 'backdrop.tracking-session';

function newId(): string {
  // randomUUID needs a secure context; a plain-http demo on a LAN address has none.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

let cached: string | undefined;

/**
 * The tracking session id (spec §3 click_events.session_id): made once per browser session and
 * kept in sessionStorage, so every page of the session sends the same one. Storage may be off
 * (privacy settings): the id then lives as long as the page.
 */
export function trackingSessionId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStore(),
): string {
  if (cached) return cached;
  try {
    const stored = storage?.getItem(SESSION_ID_KEY);
    if (stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored)) {
      cached = stored;
      return stored;
    }
  } catch {
    // Storage refused: a page-long id below.
  }
  cached = newId();
  try {
    storage?.setItem(SESSION_ID_KEY, cached);
  } catch {
    // As above.
  }
  return cached;
}

/** Forgets the id held in memory (tests; the stored one stays). */
export function forgetCachedSessionId(): void {
  cached = undefined;
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
