/**
 * Click and search tracking's numbers and event types (spec §4, §9; issue 28), without zod: the
 * browser's tracker and the pages that track take these alone (analytics.ts re-exports them with
 * the schemas, which would add zod to every page that tracks).
 */
/** spec §9 click tracking. */
export const CLICK_DEBOUNCE_MS = 1000;
export const CLICK_BATCH_SIZE = 10;
export const CLICK_DUPLICATE_WINDOW_MS = 5000;
export const CLICK_INSERT_RETRIES = 2;
/** A beacon body stays under this (browsers refuse beacons past 64 kB in flight, shared). */
export const BEACON_MAX_BYTES = 32 * 1024;
/** Most events one request may carry; a larger batch is refused whole (413). */
export const MAX_EVENTS_PER_REQUEST = 100;

/** spec §9 search tracking. */
export const SEARCH_TRACK_DEBOUNCE_MS = 400;
export const SEARCH_DUPLICATE_WINDOW_MS = 30_000;
export const SEARCH_CLEANUP_INTERVAL_MS = 60_000;
export const SEARCH_ENTRY_LIFETIME_MS = 5 * 60_000;
export const SEARCH_FINGERPRINT_BUCKET_MS = 10_000;

/** spec §7: the photo page's admin tab polls the processing queue this often. */
export const UNPROCESSED_POLL_MS = 5000;

/**
 * What a click event is about. A photo view or a search result's click names a photo (by its
 * uuid, `photos.id`, as click_analytics keys photos); a tag, taxonomy value or creator is a
 * taxonomy entity (taxonomy_type says which: tag, decade, creator, …, as the seeded
 * click_analytics rows name them); an event is an event (by its uuid).
 */
export const CLICK_ENTITY_TYPES = ['photo', 'taxonomy', 'event'] as const;
export type ClickEntityType = (typeof CLICK_ENTITY_TYPES)[number];

/** spec §4 tracked interactions. */
export const CLICK_EVENT_TYPES = [
  'photo_view',
  'tag_click',
  'taxonomy_click',
  'creator_click',
  'event_click',
  'search_result_click',
] as const;
export type ClickEventType = (typeof CLICK_EVENT_TYPES)[number];

/** Which entity type each event type names: anything else is refused. */
export const ENTITY_TYPE_OF_EVENT: Record<ClickEventType, ClickEntityType> = {
  photo_view: 'photo',
  tag_click: 'taxonomy',
  taxonomy_click: 'taxonomy',
  creator_click: 'taxonomy',
  event_click: 'event',
  search_result_click: 'photo',
};

/** Event types sent at once (spec §4); the others wait CLICK_DEBOUNCE_MS for more. */
export const IMMEDIATE_EVENT_TYPES: readonly ClickEventType[] = [
  'tag_click',
  'taxonomy_click',
  'creator_click',
  'search_result_click',
];
