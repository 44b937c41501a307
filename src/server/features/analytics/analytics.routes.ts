import type { Context } from 'hono';
import { Hono } from 'hono';
import { CLICK_ENTITY_TYPES, MAX_EVENTS_PER_REQUEST } from '../../../core/analytics';
import { isUuid } from '../../../core/route-validity';
import type { AppEnv } from '../../app-env';
import { currentSession, requireAdmin, sessionToken } from '../../auth/guards';
import { AppError, errorBody } from '../../errors';
import { createRateLimiter, type RateRule, tooManyRequestsMessage } from '../../http/request-rate-limit';
import { aggregateClicks, unprocessedCount } from './aggregate-clicks';
import { analyticsDocs } from './analytics.openapi';
import { isBotUserAgent, truncatedUserAgent } from './bots';
import { clickBufferOf, flushClickEvents } from './click-buffer';
import { createSenderMemo, type SenderMemo } from './sender-memo';
import { clickEventRow, type Sender } from './track-events.service';
import { trackSearch } from './track-search.service';
import { trackedBody } from './tracked-body';

/**
 * Per client: a person sends a batch every second or two at most (spec §9: batches of 10,
 * debounced), so 120 a minute stops a script and never a reader.
 */
export const TRACKING_RATE: RateRule = { burst: 60, perMinute: 120 };

/** The rate check of one route, by the client's address; off with RATE_LIMITS=off (load tests). */
function trackingRateCheck() {
  const limiter = createRateLimiter(TRACKING_RATE);
  return (c: Context<AppEnv>): Response | undefined => {
    if (!c.get('deps').config.rateLimits) return undefined;
    const retryAfter = limiter.take(c.get('clientAddress'));
    if (retryAfter === 0) return undefined;
    c.header('Retry-After', String(retryAfter));
    return c.json(errorBody('RATE_LIMITED', tooManyRequestsMessage(retryAfter)), 429);
  };
}

/** Session tokens seen lately and their users, per app (see sender-memo.ts). */
const senderMemos = new WeakMap<object, SenderMemo>();

/**
 * The user from the session cookie (a guest has none: no lookup; a token seen in the last seconds
 * is not looked up again), and the truncated user agent.
 */
async function senderOf(c: Context<AppEnv>): Promise<Sender> {
  const userAgent = truncatedUserAgent(c.req.header('user-agent'));
  const token = sessionToken(c);
  if (!token) return { userId: null, userAgent };
  const deps = c.get('deps');
  let memo = senderMemos.get(deps);
  if (!memo) {
    memo = createSenderMemo();
    senderMemos.set(deps, memo);
  }
  const known = memo.get(token);
  if (known !== undefined) return { userId: known, userAgent };
  const userId = (await currentSession(c))?.user.id ?? null;
  memo.set(token, userId);
  return { userId, userAgent };
}

/** The body's events: 400 when it has no list, 413 past MAX_EVENTS_PER_REQUEST. */
function eventsOf(body: unknown): unknown[] | Response {
  const events =
    body !== null && typeof body === 'object' ? (body as { events?: unknown }).events : undefined;
  if (!Array.isArray(events) || events.length === 0) {
    throw new AppError('INVALID', 'The body must be {"events": [...]} with at least one event.', {
      events: 'Required',
    });
  }
  return events;
}

/** How many events a robot's body carried, as far as it can be read (0 when it cannot). */
async function countedEvents(c: Context<AppEnv>): Promise<number> {
  try {
    const body = await trackedBody(c);
    const events = body.ok ? (body.value as { events?: unknown } | null)?.events : undefined;
    return Array.isArray(events) ? events.length : 0;
  } catch {
    return 0;
  }
}

/** `POST /api/track-events` and `POST /api/track-search` (spec §9; issue 28 items 2 and 4). */
export function trackingRoutes() {
  const eventsRate = trackingRateCheck();
  const searchRate = trackingRateCheck();
  return new Hono<AppEnv>()
    .post('/track-events', analyticsDocs.trackEvents, async (c) => {
      // Robots are told nothing different: their events are neither read nor kept, and they use
      // up no one's rate (a headless browser test's pages too).
      const robot = isBotUserAgent(c.req.header('user-agent'));
      if (robot) return c.json({ accepted: 0, rejected: await countedEvents(c) }, 202);
      const refused = eventsRate(c);
      if (refused) return refused;
      const body = await trackedBody(c);
      if (!body.ok) return body.response;
      const events = eventsOf(body.value) as unknown[];
      if (events.length > MAX_EVENTS_PER_REQUEST) {
        return c.json(
          errorBody('TOO_LARGE', `Too many events: at most ${MAX_EVENTS_PER_REQUEST} can be sent at once.`),
          413,
        );
      }
      const sender = await senderOf(c);
      const now = new Date();
      const rows = events.flatMap((event) => clickEventRow(event, sender, now) ?? []);
      const { handle, logger } = c.get('deps');
      const accepted = rows.length > 0 ? clickBufferOf(handle, logger).add(rows) : 0;
      return c.json({ accepted, rejected: events.length - accepted }, 202);
    })
    .post('/track-search', analyticsDocs.trackSearch, async (c) => {
      if (isBotUserAgent(c.req.header('user-agent'))) return c.json({ recorded: false }, 202);
      const refused = searchRate(c);
      if (refused) return refused;
      const body = await trackedBody(c);
      if (!body.ok) return body.response;
      const outcome = await trackSearch(c.get('deps').handle, body.value, await senderOf(c));
      return c.json({ recorded: outcome === 'recorded' }, 202);
    });
}

/** `/api/admin/analytics/*`: aggregation on demand and the processing queue of one entity. */
export function analyticsAdminRoutes() {
  return new Hono<AppEnv>()
    .use('/analytics/*', requireAdmin)
    .post('/analytics/aggregate', analyticsDocs.aggregate, async (c) => {
      const { handle } = c.get('deps');
      // What this process accepted a moment ago is counted too.
      await flushClickEvents(handle);
      return c.json(await aggregateClicks(handle));
    })
    .get('/analytics/unprocessed', analyticsDocs.unprocessed, async (c) => {
      const entityType = c.req.query('entity_type') ?? '';
      const entityId = c.req.query('entity_id') ?? '';
      if (!(CLICK_ENTITY_TYPES as readonly string[]).includes(entityType)) {
        throw new AppError('INVALID', `entity_type must be one of ${CLICK_ENTITY_TYPES.join(', ')}`, {
          entity_type: 'Invalid',
        });
      }
      if (entityId === '' || entityId.length > 200 || (entityType !== 'taxonomy' && !isUuid(entityId))) {
        throw new AppError(
          'INVALID',
          'entity_id must be a uuid for a photo or an event, else a taxonomy value',
          {
            entity_id: 'Invalid',
          },
        );
      }
      c.header('Cache-Control', 'private, no-store');
      return c.json({ unprocessed: await unprocessedCount(c.get('deps').handle, entityType, entityId) });
    });
}
