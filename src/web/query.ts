import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a query stays fresh (`staleTime`), how long it is kept unused (`gcTime`), and its retries. */
export interface Freshness {
  staleTime: number;
  gcTime?: number;
  retry?: number;
}

/**
 * spec §9 caching, in one table (STYLE.md §5): each query module spreads its row into its
 * `queryOptions`. Rows without `gcTime` or `retry` use the global defaults.
 */
export const FRESHNESS = {
  default: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retry: 1 },
  profile: { staleTime: 10 * MINUTE, gcTime: 15 * MINUTE },
  cart: { staleTime: 5 * MINUTE },
  // spec §6: admin status cached 10 minutes, one retry.
  adminStatus: { staleTime: 10 * MINUTE, gcTime: 10 * MINUTE, retry: 1 },
  photoCount: { staleTime: DAY, retry: 1 },
  popular: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE },
  clickAnalytics: { staleTime: 2 * MINUTE, gcTime: 10 * MINUTE },
  banner: { staleTime: 5 * MINUTE },
  photo: { staleTime: 5 * MINUTE, gcTime: 15 * MINUTE },
  photoDetail: { staleTime: 5 * MINUTE },
  wishlistMembership: { staleTime: MINUTE },
  batchWishlistCheck: { staleTime: MINUTE },
  companies: { staleTime: 5 * MINUTE },
  search: { staleTime: 5 * MINUTE, gcTime: 15 * MINUTE },
  // synonym and taxonomy name lookups
  taxonomyNames: { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE },
  similarPrefetch: { staleTime: 10 * MINUTE },
  backgroundImageCount: { staleTime: DAY },
  // issue 13: a quote is read afresh each time checkout opens; a change while it is open is shown.
  checkout: { staleTime: 0, gcTime: 0 },
  order: { staleTime: 30 * SECOND },
  // issue 13 item 7: the back office's orders and provider events change with every payment.
  adminOrders: { staleTime: 15 * SECOND },
  // The back office's lists and records (issue 25): another admin may have changed them.
  adminLists: { staleTime: 15 * SECOND },
  paymentDashboard: { staleTime: MINUTE },
  // issue 13: what the buyer licensed changes only by paying or a refund (both invalidate it).
  licensedPhotos: { staleTime: 5 * MINUTE },
  purchases: { staleTime: 30 * SECOND },
} as const satisfies Record<string, Freshness>;

/** spec §9: similar photos and people are prefetched 1 s after a detail view. */
export const SIMILAR_PREFETCH_DELAY_MS = SECOND;

/**
 * spec §8 search errors: a 4xx is the request's own fault and asking again cannot help; other
 * failures (network, 5xx) are retried up to `maxRetries` times. For TanStack Query's `retry`.
 */
export function retryUnlessClientError(maxRetries: number) {
  return (failuresSoFar: number, error: unknown): boolean => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    return failuresSoFar < maxRetries;
  };
}

/** spec §8: wait min(1 s × 2^n, 5 s) before retry n + 1 (n failures so far). For `retryDelay`. */
export function backoffDelay(failuresSoFar: number): number {
  return Math.min(SECOND * 2 ** failuresSoFar, 5 * SECOND);
}

/** spec §9: global defaults fresh 5 min, kept 10 min, one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...FRESHNESS.default } } });
}
