import { asc, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { photos } from '../db/tables';
import { photoidOfKey } from '../demo/illustrator';
import { photoidOfUploadKey } from './derive/upload-key';

/**
 * Whether a photo uses an image key. Any well-formed key could be drawn, but only those some
 * photo row points at are worth the CPU: the rest answer 404 without a render.
 *
 * A key names the photo it was made for (its seed is the `#photoid`), so one indexed lookup
 * answers for it, and recent answers are remembered. Keys of the first demo catalogues name no
 * photo; at most 5,040 of them exist, so those are loaded as one set.
 */
export interface UsedKeys {
  /** True when a photo uses `key`. */
  has(key: string): Promise<boolean>;
}

export interface UsedKeysOptions {
  /** The image key of the photo with this `#photoid`, or null when there is none. */
  keyOfPhoto: (photoid: number) => Promise<string | null>;
  /** Every key of the first catalogues' format that some photo still uses. */
  loadLegacy: () => Promise<readonly string[]>;
  /** A legacy miss reloads the set only if it is older than this. Default 10 s. */
  reloadAfterMs?: number;
  /** Confirmed keys remembered; default 20,000, a few hundred grids' worth. */
  remember?: number;
  now?: () => number;
}

export function createUsedKeys(options: UsedKeysOptions): UsedKeys {
  const reloadAfterMs = options.reloadAfterMs ?? 10_000;
  const remember = options.remember ?? 20_000;
  const now = options.now ?? Date.now;
  // Insertion order is age: a hit moves a key to the end, the oldest are evicted first.
  const confirmed = new Map<string, true>();
  let legacy: ReadonlySet<string> | null = null;
  let loadedAt = 0;
  let loading: Promise<ReadonlySet<string>> | null = null;

  // One load at a time however many requests miss together; a failed load is not remembered.
  const reload = (): Promise<ReadonlySet<string>> => {
    if (!loading) {
      const started = now();
      // Through a resolved promise: the load starts after `loading` is set, even if it throws at once.
      loading = Promise.resolve()
        .then(options.loadLegacy)
        .then((list) => {
          const fresh = new Set(list);
          legacy = fresh;
          loadedAt = started;
          return fresh;
        })
        .finally(() => {
          loading = null;
        });
    }
    return loading;
  };

  const hasLegacy = async (key: string) => {
    const known = legacy ?? (await reload());
    if (known.has(key)) return true;
    // Photos that were just added: look again, but a stream of made-up keys costs one query per interval.
    if (now() - loadedAt < reloadAfterMs) return false;
    return (await reload()).has(key);
  };

  return {
    has: async (key) => {
      // Uploaded photos' keys name their photo too (derive/upload-key.ts).
      const photoid = photoidOfKey(key) ?? photoidOfUploadKey(key);
      if (photoid === null) return hasLegacy(key);
      if (confirmed.delete(key)) {
        confirmed.set(key, true);
        return true;
      }
      if ((await options.keyOfPhoto(photoid)) !== key) return false;
      confirmed.set(key, true);
      if (confirmed.size > remember) {
        const oldest = confirmed.keys().next();
        if (!oldest.done) confirmed.delete(oldest.value);
      }
      return true;
    },
  };
}

/** Lookups for `createUsedKeys` from the photos table, live or not: admins still open hidden photos. */
export function photoKeyLookups(handle: DatabaseHandle): Pick<UsedKeysOptions, 'keyOfPhoto' | 'loadLegacy'> {
  return {
    keyOfPhoto: async (photoid) => {
      const [row] = await handle.db
        .select({ imageKey: photos.imageKey })
        .from(photos)
        .where(eq(photos.photoid, photoid));
      return row?.imageKey ?? null;
    },
    loadLegacy: async () => {
      const rows = await handle.db
        .selectDistinct({ imageKey: photos.imageKey })
        .from(photos)
        .where(sql`${photos.imageKey} ~ '^(mono|sepia|faded|color)-'`);
      return rows.map((row) => row.imageKey);
    },
  };
}

/** Thumbnails worth drawing before anyone asks: the most popular live photos', then the newest. */
export async function loadWarmImageKeys(handle: DatabaseHandle, limit: number): Promise<string[]> {
  const rows = await handle.db
    .select({ imageKey: photos.imageKey })
    .from(photos)
    .where(eq(photos.photoStatus, 'live'))
    .orderBy(sql`${photos.popularity} desc nulls last`, asc(photos.id))
    .limit(limit);
  return rows.map((row) => row.imageKey);
}
