import { ENTITY_TYPE_OF_EVENT } from '../../../core/analytics-rules';
import { isUuid } from '../../../core/route-validity';
import type { ClickEventRow } from './click-buffer';
import { checkedEvent } from './event-check';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Who sent the events, as the server knows it (never from the body). */
export interface Sender {
  userId: string | null;
  userAgent: string | null;
}

/**
 * One event of a request as a row to store, or null when it is refused: the core schema's checks
 * (trackedEventSchema, through checkedEvent),
 * plus what PostgreSQL could not store (a NUL anywhere, so a bad event can never block the
 * buffer's statement) and uuids where the entity is a photo or an event (the aggregator joins
 * them to photos and events). A forged `user_id` in the body is ignored: the sender's is used.
 */
export function clickEventRow(raw: unknown, sender: Sender, now: Date): ClickEventRow | null {
  // The core schema's verdict without zod's cost per event (event-check.test.ts holds them equal).
  const event = checkedEvent(raw);
  if (!event) return null;
  if (ENTITY_TYPE_OF_EVENT[event.event_type] !== 'taxonomy' && !isUuid(event.entity_id)) return null;
  if (event.referrer && CONTROL.test(event.referrer)) return null;
  const metadata = JSON.stringify(event.metadata ?? {});
  // JSON escapes a NUL as \u0000, which jsonb refuses.
  if (metadata.includes('\\u0000')) return null;
  return {
    eventType: event.event_type,
    entityId: event.entity_id,
    entityType: event.entity_type,
    taxonomyType: event.entity_type === 'taxonomy' ? (event.taxonomy_type ?? null) : null,
    userId: sender.userId,
    sessionId: event.session_id,
    userAgent: sender.userAgent,
    referrer: event.referrer ? event.referrer.slice(0, 2000) : null,
    metadata,
    createdAt: now,
  };
}
