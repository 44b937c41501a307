import { eq, sql } from 'drizzle-orm';
import { STALE_EDIT } from '../../../core/admin-lists';
import {
  DEFAULT_SEARCH_SETTINGS,
  effectiveSearchSettings,
  type SearchSettings,
  type SearchSettingsAnswer,
} from '../../../core/search-settings';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { searchSettings, user } from '../../db/tables';
import { AppError } from '../../errors';
import { type AuditActor, recordAudit } from '../audit';
import { forgetSearchSettings } from '../photos';

/** The one row, made at version 1 with the defaults when it is not there yet. */
async function settingsRow(db: Queryable) {
  await db.insert(searchSettings).values({ id: 1, settings: {} }).onConflictDoNothing();
  const [row] = await db
    .select({
      settings: searchSettings.settings,
      version: searchSettings.version,
      updatedAt: searchSettings.updatedAt,
      updatedBy: user.email,
    })
    .from(searchSettings)
    .leftJoin(user, eq(user.id, searchSettings.updatedBy))
    .where(eq(searchSettings.id, 1));
  if (!row) throw new Error('search_settings has no row');
  return row;
}

function answer(row: Awaited<ReturnType<typeof settingsRow>>): SearchSettingsAnswer {
  return {
    settings: effectiveSearchSettings(row.settings),
    defaults: { ...DEFAULT_SEARCH_SETTINGS },
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy ?? null,
  };
}

export async function getSearchSettings(handle: DatabaseHandle): Promise<SearchSettingsAnswer> {
  return answer(await settingsRow(handle.db));
}

/**
 * Saves the settings when `version` is the row's (else STALE_EDIT), audited. Every process's
 * searches read them within SEARCH_SETTINGS_MAX_AGE_MS; this one's at once.
 */
export async function saveSearchSettings(
  handle: DatabaseHandle,
  actor: AuditActor,
  settings: SearchSettings,
  version: number,
  reset = false,
): Promise<SearchSettingsAnswer> {
  const saved = await handle.db.transaction(async (tx) => {
    const before = answer(await settingsRow(tx));
    const [row] = await tx
      .update(searchSettings)
      .set({
        settings,
        version: sql`${searchSettings.version} + 1`,
        updatedBy: actor.id,
        updatedAt: new Date(),
      })
      .where(eq(searchSettings.version, version))
      .returning({ id: searchSettings.id });
    if (!row) throw new AppError('CHANGED', STALE_EDIT);
    const after = answer(await settingsRow(tx));
    const changed = (Object.keys(settings) as (keyof SearchSettings)[]).filter(
      (key) => before.settings[key] !== after.settings[key],
    );
    await recordAudit(tx, actor, {
      action: reset ? 'search_settings.reset' : 'search_settings.save',
      entityType: 'search_settings',
      entityId: '1',
      summary: reset
        ? 'Reset the search settings to their defaults'
        : changed.length > 0
          ? `Changed the search settings: ${changed.join(', ')}`
          : 'Saved the search settings unchanged',
      before: before.settings,
      after: after.settings,
    });
    return after;
  });
  forgetSearchSettings(handle);
  return saved;
}
