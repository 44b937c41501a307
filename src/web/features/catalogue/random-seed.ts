const STORAGE_KEY = 'backdrop:random-seed';
const MAX_SEED = 2_147_483_647;

let memorySeed: number | null = null;

/**
 * spec §4 random sort: random per visitor session and stable while scrolling. One seed per
 * browser tab session (sessionStorage), sent with every list request as `seed`; without storage
 * it lives as long as the page.
 */
export function sessionSeed(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSessionStorage(),
): number {
  const stored = storage?.getItem(STORAGE_KEY);
  if (stored && /^\d+$/.test(stored) && Number(stored) <= MAX_SEED) return Number(stored);
  const seed = memorySeed ?? Math.floor(Math.random() * MAX_SEED);
  memorySeed = seed;
  try {
    storage?.setItem(STORAGE_KEY, String(seed));
  } catch {
    // Storage refused: the in-memory seed keeps the order stable for this page's life.
  }
  return seed;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
