import type { Context } from 'hono';
import { BEACON_MAX_BYTES } from '../../../core/analytics';
import type { AppEnv } from '../../app-env';
import { AppError, errorBody } from '../../errors';

/** A beacon is under 32 kB; twice that leaves room for a client that counts differently. */
export const TRACKING_BODY_MAX_BYTES = BEACON_MAX_BYTES * 2;

const TOO_LARGE = `Too much at once: a tracking request can be at most ${TRACKING_BODY_MAX_BYTES / 1024} kB.`;

/** `sendBeacon` with a string sends text/plain (no CORS preflight, as PostHog does); fetch sends JSON. */
const ACCEPTED_TYPES = new Set(['application/json', 'text/plain']);

export type ParsedBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * The JSON of a tracking request, whichever of the two content types carried it: 413 past the
 * size limit (by Content-Length before reading, else by what was read), 415 for another type,
 * 400 for text that is not JSON.
 */
export async function trackedBody(c: Context<AppEnv>): Promise<ParsedBody> {
  const tooLarge = () => ({ ok: false as const, response: c.json(errorBody('TOO_LARGE', TOO_LARGE), 413) });
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > TRACKING_BODY_MAX_BYTES) return tooLarge();
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_TYPES.has(type)) {
    return {
      ok: false,
      response: c.json(
        errorBody('INVALID', 'Send the events as application/json or text/plain (a beacon).'),
        415,
      ),
    };
  }
  const text = await c.req.text();
  if (Buffer.byteLength(text) > TRACKING_BODY_MAX_BYTES) return tooLarge();
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    throw new AppError('INVALID', 'The request body is not valid JSON.');
  }
}
