import type { ClickEventType, TrackedEvent } from '../../../core/analytics';
import type { ClickTarget } from './click-target';

/** What the tracker queues: a click with its event type settled. */
export interface ResolvedClick {
  event_type: ClickEventType;
  entity_id: string;
  taxonomy_type: string | null;
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
 * A link to a taxonomy page is a tag click for a tag, a creator click for a creator (keyed by user
 * id), an event click for an event, and a taxonomy click for any other value (decade, city, …).
 */
export function resolveClick(click: ClickTarget): ResolvedClick {
  if (click.event_type !== undefined) {
    return {
      event_type: click.event_type,
      entity_id: click.entity_id,
      taxonomy_type: click.taxonomy_type ?? null,
      ...(click.metadata ? { metadata: click.metadata } : {}),
    };
  }
  const type = LEGACY[click.taxonomy_type] ?? click.taxonomy_type;
  if (type === 'event') return { event_type: 'event_click', entity_id: click.entity_id, taxonomy_type: null };
  const eventType = type === 'tag' ? 'tag_click' : type === 'creator' ? 'creator_click' : 'taxonomy_click';
  return { event_type: eventType, entity_id: click.entity_id, taxonomy_type: type };
}
