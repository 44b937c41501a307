import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api';

/**
 * The answers that mean "no such thing here": 404 is unknown or not yours (ARCHITECTURE, error
 * envelope), 400 a key that cannot name anything (a malformed id or code).
 */
export const NOT_FOUND_STATUSES: readonly number[] = [404, 400];

/** Whether a failed request means the thing asked for does not exist (or is not the asker's). */
export function isNotFound(error: unknown, statuses: readonly number[] = NOT_FOUND_STATUSES): boolean {
  return error instanceof ApiError && statuses.includes(error.status);
}

interface PageStateProps<T, E> {
  /** The query whose answer the page shows. */
  query: UseQueryResult<T, E>;
  /** Shown while the first answer is on its way (the page's skeleton or spinner). */
  loading: ReactNode;
  /** Shown when the request failed for any other reason; `retry` asks again. */
  error: (retry: () => void, error: E) => ReactNode;
  /** Shown when the answer is one of `notFoundStatuses`; without it those are errors like any other. */
  notFound?: ReactNode;
  /** Which statuses mean "not found"; 404 and 400 unless the page says otherwise. */
  notFoundStatuses?: readonly number[];
  /** The page itself, once the answer is here. */
  children: (data: T) => ReactNode;
}

/**
 * One way to show a page's state: loading, not found, error with retry, or the data. Each page
 * keeps its own skeleton and wording (the spec's texts); this decides which one is on screen.
 *
 * ```tsx
 * <PageState
 *   query={order}
 *   loading={<OrderSkeleton />}
 *   notFound={<OrderNotFound />}
 *   error={(retry) => <ErrorState title="Error loading the order" onRetry={retry} />}
 * >
 *   {(data) => <OrderView order={data} />}
 * </PageState>
 * ```
 */
export function PageState<T, E>({
  query,
  loading,
  error,
  notFound,
  notFoundStatuses = NOT_FOUND_STATUSES,
  children,
}: PageStateProps<T, E>): ReactNode {
  if (query.isPending) return loading;
  if (query.isError) {
    if (notFound !== undefined && isNotFound(query.error, notFoundStatuses)) return notFound;
    return error(() => void query.refetch(), query.error);
  }
  return children(query.data);
}
