import { eq } from 'drizzle-orm';
import {
  DEFAULT_SEARCH_SETTINGS,
  effectiveSearchSettings,
  type SearchSettings,
} from '../../../core/search-settings';
import type { DatabaseHandle } from '../../db/client';
import { searchSettings } from '../../db/tables';

/**
 * How old the settings a search uses may be: every app process sharing the database reads the
 * one row at most this often, so an admin's change takes effect everywhere within ~2 s without a
 * restart (issue 25 item 5). Synonyms are not cached at all: each search reads them.
 */
export const SEARCH_SETTINGS_MAX_AGE_MS = 2_000;

interface Cached {
  at: number;
  settings: Promise<SearchSettings>;
}

const cache = new WeakMap<DatabaseHandle, Cached>();

async function readSettings(handle: DatabaseHandle): Promise<SearchSettings> {
  const [row] = await handle.db
    .select({ settings: searchSettings.settings })
    .from(searchSettings)
    .where(eq(searchSettings.id, 1))
    .limit(1);
  return row ? effectiveSearchSettings(row.settings) : { ...DEFAULT_SEARCH_SETTINGS };
}

/** The ranking settings now, read from the database at most every SEARCH_SETTINGS_MAX_AGE_MS. */
export function currentSearchSettings(handle: DatabaseHandle, now = Date.now()): Promise<SearchSettings> {
  const cached = cache.get(handle);
  if (cached && now - cached.at < SEARCH_SETTINGS_MAX_AGE_MS) return cached.settings;
  const settings = readSettings(handle);
  cache.set(handle, { at: now, settings });
  // A failed read is not kept: the next search tries again.
  settings.catch(() => {
    if (cache.get(handle)?.settings === settings) cache.delete(handle);
  });
  return settings;
}

/** After a save in this process: its next search reads the row at once. */
export function forgetSearchSettings(handle: DatabaseHandle): void {
  cache.delete(handle);
}
