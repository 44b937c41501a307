import { describe, expect, it } from 'vitest';
import { creatorClick, eventClick, photoView, searchResultClick, taxonomyClick } from './click-target';
import { resolveClick } from './resolve-click';

describe('resolveClick (spec §4, named as the seeded click_analytics rows name them)', () => {
  it.each([
    [
      taxonomyClick('tag', 'kitchen'),
      { event_type: 'tag_click', entity_id: 'kitchen', taxonomy_type: 'tag' },
    ],
    [
      taxonomyClick('decade', '1970s'),
      { event_type: 'taxonomy_click', entity_id: '1970s', taxonomy_type: 'decade' },
    ],
    [
      taxonomyClick('location_city', 'Dayton'),
      { event_type: 'taxonomy_click', entity_id: 'Dayton', taxonomy_type: 'city' },
    ],
    [creatorClick('u-1'), { event_type: 'creator_click', entity_id: 'u-1', taxonomy_type: 'creator' }],
    [taxonomyClick('event', 'e-1'), { event_type: 'event_click', entity_id: 'e-1', taxonomy_type: null }],
    [eventClick('e-1'), { event_type: 'event_click', entity_id: 'e-1', taxonomy_type: null }],
    [photoView('p-1'), { event_type: 'photo_view', entity_id: 'p-1', taxonomy_type: null }],
    [
      searchResultClick('p-1', 'barn', 4),
      {
        event_type: 'search_result_click',
        entity_id: 'p-1',
        taxonomy_type: null,
        metadata: { search_term: 'barn', position: 4 },
      },
    ],
  ])('%o → %o', (click, resolved) => {
    expect(resolveClick(click)).toEqual(resolved);
  });
});
