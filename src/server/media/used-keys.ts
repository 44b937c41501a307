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

/** Who may see the images of a key: the photos that use it (usually one), their owners and states. */
export interface KeyPhoto {
  id: string;
  userId: string;
  status: string;
}

/** How long a key's photos and states are remembered: a withdrawal hides its images within this. */
export const KEY_STATUS_MAX_AGE_MS = 5_000;

export interface KeyStatusOptions {
  /** The photos using `key`, with their owners and states. */
  photosOfKey: (key: string) => Promise<KeyPhoto[]>;
  maxAgeMs?: number;
  /** Keys remembered at most; default 20,000. */
  remember?: number;
  now?: () => number;
}

/**
 * The state of the photos behind an image key, for the media routes' access check (issue 26: an
 * unpublished photo's images are for admins, its contributor and its buyers only). Every image of
 * a grid asks, so answers are remembered for KEY_STATUS_MAX_AGE_MS (5 s): a photo withdrawn or
 * published is served accordingly within 5 s on every server process, at the cost of one indexed
 * lookup per key per 5 s. (Images of a live photo already fetched stay in browsers' and CDNs'
 * caches: they are immutable by design; a withdrawal stops new requests, not those copies.)
 */
export function createKeyStatus(options: KeyStatusOptions) {
  const maxAgeMs = options.maxAgeMs ?? KEY_STATUS_MAX_AGE_MS;
  const remember = options.remember ?? 20_000;
  const now = options.now ?? Date.now;
  const known = new Map<string, { photos: Promise<KeyPhoto[]>; until: number }>();
  return {
    photosOf(key: string): Promise<KeyPhoto[]> {
      const hit = known.get(key);
      if (hit && hit.until > now()) return hit.photos;
      known.delete(key);
      // A plain bound: past it the memo starts over, which costs lookups, never correctness.
      if (known.size >= remember) known.clear();
      const photos = options.photosOfKey(key);
      known.set(key, { photos, until: now() + maxAgeMs });
      photos.catch(() => known.delete(key));
      return photos;
    },
  };
}

/** `photosOfKey` from the photos table: by the `#photoid` a key names, else by the key (photos_image_key_idx). */
export function photoKeyStatusLookup(handle: DatabaseHandle): KeyStatusOptions['photosOfKey'] {
  return async (key) => {
    const photoid = photoidOfKey(key);
    const rows = await handle.db
      .select({ id: photos.id, userId: photos.userId, status: photos.photoStatus, imageKey: photos.imageKey })
      .from(photos)
      .where(photoid === null ? eq(photos.imageKey, key) : eq(photos.photoid, photoid));
    return rows
      .filter((row) => row.imageKey === key)
      .map(({ id, userId, status }) => ({ id, userId, status }));
  };
}
