import { GUEST_RESULT_CAP, searchParamsSchema } from '../../../core/search-params';
import type { DatabaseHandle } from '../../db/client';
import { searchPhotos } from './search.service';
import { synonymExpansion } from './text-query';

/**
 * What a search for `text` expands to through synonyms and how many live photos it finds now, as
 * a signed-in member's search would (the back office's live preview).
 */
export async function expandSearch(handle: DatabaseHandle, text: string) {
  const words = await synonymExpansion(handle, text);
  // A search the catalogue would refuse (too many words) finds nothing rather than failing.
  const parsed = searchParamsSchema.safeParse({ q: text, limit: '1' });
  if (!parsed.success) return { words, total: 0, total_is_estimate: false };
  const found = await searchPhotos(handle, parsed.data, {
    signedIn: true,
    pageSize: 1,
    guestCap: GUEST_RESULT_CAP,
  });
  return { words, total: found.total, total_is_estimate: found.total_is_estimate };
}
