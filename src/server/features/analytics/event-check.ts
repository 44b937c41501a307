import {
  CLICK_ENTITY_TYPES,
  CLICK_EVENT_TYPES,
  type ClickEntityType,
  type ClickEventType,
  ENTITY_TYPE_OF_EVENT,
} from '../../../core/analytics-rules';
import { isPlainText } from '../../../core/plain-text';

/** One event as trackedEventSchema gives it when it accepts it (strings trimmed, no unknown keys). */
export interface CheckedEvent {
  event_type: ClickEventType;
  entity_id: string;
  entity_type: ClickEntityType;
  taxonomy_type?: string | null;
  session_id: string;
  user_agent?: string | null;
  referrer?: string | null;
  metadata?: Record<string, string | number | boolean | null>;
}

const EVENT_TYPES = new Set<unknown>(CLICK_EVENT_TYPES);
const ENTITY_TYPES = new Set<unknown>(CLICK_ENTITY_TYPES);
const SESSION_ID = /^[A-Za-z0-9_-]+$/;

/** core/analytics `plain(max)`: trimmed, 1 to max characters, no control characters. */
function plain(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= max && isPlainText(trimmed) ? trimmed : null;
}

/** `.nullish()` of an optional string: absent (undefined), null, or a valid one; false when invalid. */
function nullishText(value: unknown, max: number): string | null | undefined | false {
  if (value === undefined || value === null) return value;
  return typeof value === 'string' && value.length <= max ? value : false;
}

function metadataOf(value: unknown): CheckedEvent['metadata'] | false {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) {
    return false;
  }
  // zod's record leaves a `__proto__` key out of its value (JSON.parse makes it an own key).
  const keys = Object.keys(value).filter((key) => key !== '__proto__');
  if (keys.length > 10) return false;
  const out: Record<string, string | number | boolean | null> = {};
  for (const key of keys) {
    if (key.length > 40) return false;
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'string') {
      if (item.length > 200) return false;
    } else if (typeof item === 'number') {
      if (!Number.isFinite(item)) return false;
    } else if (item !== null && typeof item !== 'boolean') {
      return false;
    }
    out[key] = item as string | number | boolean | null;
  }
  return out;
}

/**
 * The same verdict and value as `trackedEventSchema.safeParse` (core/analytics, the contract; a
 * unit test holds the two to agreement), without zod's per-event cost on the ingestion path:
 * null when the schema would refuse the event.
 */
export function checkedEvent(raw: unknown): CheckedEvent | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const event = raw as Record<string, unknown>;
  const eventType = event.event_type;
  const entityType = event.entity_type;
  if (!EVENT_TYPES.has(eventType) || !ENTITY_TYPES.has(entityType)) return null;
  const entityId = plain(event.entity_id, 200);
  if (entityId === null) return null;
  const session = event.session_id;
  if (
    typeof session !== 'string' ||
    session.length < 8 ||
    session.length > 100 ||
    !SESSION_ID.test(session)
  ) {
    return null;
  }
  let taxonomyType: string | null | undefined;
  if (event.taxonomy_type === undefined || event.taxonomy_type === null) taxonomyType = event.taxonomy_type;
  else {
    taxonomyType = plain(event.taxonomy_type, 40);
    if (taxonomyType === null) return null;
  }
  const userAgent = nullishText(event.user_agent, 1000);
  const referrer = nullishText(event.referrer, 2000);
  const metadata = metadataOf(event.metadata);
  if (userAgent === false || referrer === false || metadata === false) return null;
  if (ENTITY_TYPE_OF_EVENT[eventType as ClickEventType] !== entityType) return null;
  if (entityType === 'taxonomy' && !taxonomyType) return null;
  const checked: CheckedEvent = {
    event_type: eventType as ClickEventType,
    entity_id: entityId,
    entity_type: entityType as ClickEntityType,
    session_id: session,
  };
  // Present keys only, as zod's output has them.
  if ('taxonomy_type' in event) checked.taxonomy_type = taxonomyType;
  if ('user_agent' in event) checked.user_agent = userAgent;
  if ('referrer' in event) checked.referrer = referrer;
  if (metadata !== undefined) checked.metadata = metadata;
  return checked;
}
