import type { ClickEventType, TrackedEvent } from '../../../core/analytics';

/**
 * What a component says about a click (spec §4): the event and what it is about. The tracker adds
 * the entity type, the session and the page. Type-only imports: this file is in every page.
 */
export interface ClickTarget {
  event_type: ClickEventType;
  entity_id: string;
  taxonomy_type?: string | null;
  metadata?: TrackedEvent['metadata'];
}

// Legacy column names a taxonomy link may still carry (core/taxonomy.ts LEGACY_TAXONOMY_TYPES),
// spelled as click_analytics names them (server/demo/demo-extras.ts).
const LEGACY: Readonly<Record<string, string>> = {
  location_country: 'country',
  location_state: 'state',
  location_state_province: 'state',
  location_city: 'city',
};

/**
 * A click on a link to a taxonomy page: a tag is a tag click, a creator (keyed by user id) a
 * creator click, an event an event click, any other value (decade, city, …) a taxonomy click.
 */
export function taxonomyClick(type: string, id: string): ClickTarget {
  const taxonomyType = LEGACY[type] ?? type;
  if (taxonomyType === 'event') return eventClick(id);
  const eventType =
    taxonomyType === 'tag' ? 'tag_click' : taxonomyType === 'creator' ? 'creator_click' : 'taxonomy_click';
  return { event_type: eventType, entity_id: id, taxonomy_type: taxonomyType };
}

/** A click on a creator's (a family's) page link: click_analytics keys creators by user id. */
export const creatorClick = (userId: string): ClickTarget => taxonomyClick('creator', userId);

/** A click on an event's pill or chip (by the event's uuid). */
export const eventClick = (eventId: string): ClickTarget => ({
  event_type: 'event_click',
  entity_id: eventId,
});

/** A photo page opened (by the photo's uuid, as click_analytics keys photos). */
export const photoView = (photoUuid: string): ClickTarget => ({
  event_type: 'photo_view',
  entity_id: photoUuid,
});

/** A search result opened: the term searched and the result's 1-based position. */
export const searchResultClick = (photoUuid: string, searchTerm: string, position: number): ClickTarget => ({
  event_type: 'search_result_click',
  entity_id: photoUuid,
  metadata: { search_term: searchTerm.slice(0, 200), position },
});
