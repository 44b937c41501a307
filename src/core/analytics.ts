import { z } from 'zod';
import {
  CLICK_ENTITY_TYPES,
  CLICK_EVENT_TYPES,
  ENTITY_TYPE_OF_EVENT,
  MAX_EVENTS_PER_REQUEST,
} from './analytics-rules';
import { isPlainText } from './plain-text';
import { MAX_SEARCH_LENGTH } from './search-terms';

/**
 * Click and search tracking (spec §3, §4, §9; issue 28): what the browser sends and the server
 * accepts, and the numbers both sides follow. The client queue lives in web/features/analytics,
 * the ingestion and the aggregator in server/features/analytics.
 */

// The numbers and event types live in analytics-rules.ts (no zod there); importers of this file get them too.
export * from './analytics-rules';

const plain = (max: number) =>
  z.string().trim().min(1).max(max).refine(isPlainText, 'Must not contain control characters');

/** A session id the browser made (crypto.randomUUID or similar). */
export const trackingSessionIdSchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Session id is letters, digits, - and _');

/**
 * One event as the browser sends it (spec §9 body `{events: [...]}`). `user_id` is never read
 * from the body: the server takes the user from the session. `user_agent` may be sent (the spec
 * lists it) but the server uses the request's own header, truncated.
 */
export const trackedEventSchema = z
  .object({
    event_type: z.enum(CLICK_EVENT_TYPES),
    entity_id: plain(200),
    entity_type: z.enum(CLICK_ENTITY_TYPES),
    taxonomy_type: plain(40).nullish(),
    session_id: trackingSessionIdSchema,
    user_agent: z.string().max(1000).nullish(),
    referrer: z.string().max(2000).nullish(),
    metadata: z
      .record(z.string().max(40), z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]))
      .refine((value) => Object.keys(value).length <= 10, 'At most 10 metadata keys')
      .optional(),
  })
  .refine((event) => ENTITY_TYPE_OF_EVENT[event.event_type] === event.entity_type, {
    message: 'The entity type does not match the event type',
    path: ['entity_type'],
  })
  .refine((event) => event.entity_type !== 'taxonomy' || Boolean(event.taxonomy_type), {
    message: 'A taxonomy event names its taxonomy type',
    path: ['taxonomy_type'],
  });
export type TrackedEvent = z.input<typeof trackedEventSchema>;

/** `POST /api/track-events` body. */
export const trackEventsBodySchema = z.object({
  events: z.array(z.unknown()).min(1).max(MAX_EVENTS_PER_REQUEST),
});

/** Search methods (spec §3 search_analytics.search_method). */
export const SEARCH_METHODS = ['exact', 'fuzzy', 'partial', 'fallback'] as const;

/** `POST /api/track-search` body: one search as the browser saw it (spec §3 search_analytics). */
export const trackedSearchSchema = z.object({
  search_term: plain(MAX_SEARCH_LENGTH),
  result_count: z.number().int().min(0).max(100_000_000),
  search_method: z.enum(SEARCH_METHODS),
  synonym_expanded: z.boolean().default(false),
  expanded_terms: z.array(plain(100)).max(50).default([]),
  source: plain(40).nullish(),
  session_id: trackingSessionIdSchema,
});
export type TrackedSearch = z.input<typeof trackedSearchSchema>;
