import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { LicensedPhotos } from '../../../core/purchases';
import { api, readJson } from '../../api';
import { FRESHNESS, retryUnlessClientError } from '../../query';
import { useAuthState } from './get-me';

/**
 * The signed-in buyer's licences, read by more than one feature: the purchases feature (its
 * list, and "Licensed" on cards and the photo page) and checkout (a paid order adds licences).
 * Web features do not import each other (scripts/import-rules.ts), so the key lives here, beside
 * the session it belongs to, the way `['me']` does.
 */
export const purchasesKeys = {
  /** Everything about the buyer's purchases: one invalidation reaches the list and the licences. */
  all: ['purchases'] as const,
  licensed: ['purchases', 'licensed'] as const,
  list: (q: string) => ['purchases', 'list', q] as const,
};

/** `GET /api/purchases/licensed`: the photos the buyer holds a licence for, and which licences. */
export async function getLicensedPhotos(signal?: AbortSignal): Promise<LicensedPhotos> {
  return readJson(await api.purchases.licensed.$get(undefined, { init: { signal } }));
}

export function licensedPhotosQueryOptions() {
  return queryOptions({
    queryKey: purchasesKeys.licensed,
    queryFn: ({ signal }) => getLicensedPhotos(signal),
    ...FRESHNESS.licensedPhotos,
    retry: retryUnlessClientError(1),
    meta: { userScoped: true },
  });
}

/** photo uuid → the licences held for it, each with the production it covers. */
export type LicencesByPhoto = ReadonlyMap<string, LicensedPhotos['items'][number]>;

function byPhoto(answer: LicensedPhotos): LicencesByPhoto {
  return new Map(answer.items.map((item) => [item.photo_id, item]));
}

/** The buyer's licences by photo, asked once for the whole app; idle for visitors. */
export function useLicensedPhotos() {
  const auth = useAuthState();
  return useQuery({
    ...licensedPhotosQueryOptions(),
    select: byPhoto,
    enabled: auth.status === 'signed-in',
  });
}

/** After a payment or a refund: the buyer's licences and purchases are read again. */
export function refreshPurchases(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: purchasesKeys.all });
}
