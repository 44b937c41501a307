import type { DatabaseHandle } from '../db/client';

/**
 * The image keys photos actually use. Any of the 5,040 well-formed keys could be drawn, but only
 * those some photo row points at are worth the CPU: the rest answer 404 without a render. A
 * million photos still share at most 5,040 keys, so the whole set lives in memory.
 */
export interface UsedKeys {
  /** True when a photo uses `key`; an unknown key reloads the set, at most once per `reloadAfterMs`. */
  has(key: string): Promise<boolean>;
  /** Every used key, freshly loaded (for warming the cache). */
  all(): Promise<readonly string[]>;
}

export interface UsedKeysOptions {
  load: () => Promise<readonly string[]>;
  /** A miss reloads the set only if it is older than this: new photos appear within it. Default 10 s. */
  reloadAfterMs?: number;
  now?: () => number;
}

export function createUsedKeys(options: UsedKeysOptions): UsedKeys {
  const reloadAfterMs = options.reloadAfterMs ?? 10_000;
  const now = options.now ?? Date.now;
  let keys: ReadonlySet<string> | null = null;
  let loadedAt = 0;
  let loading: Promise<ReadonlySet<string>> | null = null;

  // One load at a time however many requests miss together; a failed load is not remembered.
  const reload = (): Promise<ReadonlySet<string>> => {
    if (!loading) {
      const started = now();
      // Through a resolved promise: the load starts after `loading` is set, even if it throws at once.
      loading = Promise.resolve()
        .then(options.load)
        .then((list) => {
          const fresh = new Set(list);
          keys = fresh;
          loadedAt = started;
          return fresh;
        })
        .finally(() => {
          loading = null;
        });
    }
    return loading;
  };

  return {
    has: async (key) => {
      const known = keys ?? (await reload());
      if (known.has(key)) return true;
      // Photos that were just added: look again, but a stream of made-up keys costs one query per interval.
      if (now() - loadedAt < reloadAfterMs) return false;
      return (await reload()).has(key);
    },
    all: async () => [...(await reload())],
  };
}

/** Distinct keys of every photo row, live or not: admins still open photos that are hidden or pending. */
export async function loadUsedImageKeys(handle: DatabaseHandle): Promise<string[]> {
  const rows = await handle.raw<{ image_key: string }>('select distinct image_key from photos');
  return rows.map((row) => row.image_key);
}
