import type { ClickEventType, TrackedEvent } from '../../../core/analytics';

/**
 * What a component says about a click (spec §4): the event and what it is about, or only the
 * taxonomy page a link leads to, whose event the tracker works out (resolve-click.ts) so that the
 * pages every visitor loads carry no more than the object. The tracker adds the entity type, the
 * session and the page. Type-only imports: pages on the home page's budget import this file.
 */
export type ClickTarget =
  | {
      event_type: ClickEventType;
      entity_id: string;
      taxonomy_type?: string | null;
      metadata?: TrackedEvent['metadata'];
    }
  | {
      /** A taxonomy type as click_analytics names it (tag, decade, creator, …), or 'event'. */
      taxonomy_type: string;
      entity_id: string;
      event_type?: undefined;
    };

/** A click on a link to a taxonomy page (a tag is a tag click, a decade a taxonomy click, …). */
export const taxonomyClick = (type: string, id: string): ClickTarget => ({
  taxonomy_type: type,
  entity_id: id,
});

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
