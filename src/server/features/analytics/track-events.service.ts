import { ENTITY_TYPE_OF_EVENT, trackedEventSchema } from '../../../core/analytics';
import { isUuid } from '../../../core/route-validity';
import type { ClickEventRow } from './click-buffer';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Who sent the events, as the server knows it (never from the body). */
export interface Sender {
  userId: string | null;
  userAgent: string | null;
}

/**
 * One event of a request as a row to store, or null when it is refused: the core schema's checks,
 * plus what PostgreSQL could not store (a NUL anywhere, so a bad event can never block the
 * buffer's statement) and uuids where the entity is a photo or an event (the aggregator joins
 * them to photos and events). A forged `user_id` in the body is ignored: the sender's is used.
 */
export function clickEventRow(raw: unknown, sender: Sender, now: Date): ClickEventRow | null {
  const parsed = trackedEventSchema.safeParse(raw);
  if (!parsed.success) return null;
  const event = parsed.data;
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
