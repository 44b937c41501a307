import type { DatabaseHandle } from '../db/client';

/** Empties every table the demo seed fills (accounts included), for `npm run seed -- --reset`. */
export async function resetCatalogue(handle: DatabaseHandle): Promise<void> {
  await handle.raw(`truncate table
    "user", photos, events, synonyms, persons, collections, site_banners, click_events, click_analytics,
    click_analytics_visitor_keys, click_events_watermark,
    search_analytics, search_lexicon, app_meta, mail_outbox
    restart identity cascade`);
}
