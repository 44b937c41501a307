import { createHash } from 'node:crypto';
import { SEARCH_FINGERPRINT_BUCKET_MS, trackedSearchSchema } from '../../../core/analytics';
import { isTrackableSearchTerm } from '../../../core/search-terms';
import type { DatabaseHandle } from '../../db/client';
import { searchAnalytics } from '../../db/tables';
import { AppError } from '../../errors';
import type { Sender } from './track-events.service';

/**
 * spec §9: the same search reported again by the same session within one 10 s bucket is the same
 * row (a unique violation, ignored), so a client retry or a second tab never counts twice.
 */
export function searchDedupeKey(sessionId: string, term: string, now: number): string {
  const bucket = Math.floor(now / SEARCH_FINGERPRINT_BUCKET_MS);
  return createHash('sha256').update(`${sessionId}\u0001${term.toLowerCase()}\u0001${bucket}`).digest('hex');
}

export type TrackedSearchOutcome = 'recorded' | 'duplicate' | 'ignored';

/**
 * Records one search (spec §3 search_analytics), written at once: searches are a few a minute per
 * person, not worth a buffer. `ip_address` is never stored; the user comes from the session.
 */
export async function trackSearch(
  handle: DatabaseHandle,
  raw: unknown,
  sender: Sender,
  now: number = Date.now(),
): Promise<TrackedSearchOutcome> {
  const parsed = trackedSearchSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw new AppError('INVALID', `${field}: ${issue?.message ?? 'invalid'}`, {
      [field]: issue?.message ?? '',
    });
  }
  const search = parsed.data;
  if (!isTrackableSearchTerm(search.search_term)) return 'ignored';
  const added = await handle.db
    .insert(searchAnalytics)
    .values({
      searchTerm: search.search_term,
      userId: sender.userId,
      sessionId: search.session_id,
      resultCount: search.result_count,
      searchMethod: search.search_method,
      synonymExpanded: search.synonym_expanded,
      expandedTerms: search.expanded_terms,
      ipAddress: null,
      userAgent: sender.userAgent,
      source: search.source ?? null,
      dedupeKey: searchDedupeKey(search.session_id, search.search_term, now),
    })
    .onConflictDoNothing({ target: searchAnalytics.dedupeKey })
    .returning({ id: searchAnalytics.id });
  return added.length > 0 ? 'recorded' : 'duplicate';
}
