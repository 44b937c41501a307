import type { SortDirection } from '../../../core/admin-lists';
import { ADMIN_ORDERS_PAGE_SIZE } from '../../../core/admin-orders';
import { ORDER_STATUSES, type OrderStatus } from '../../../core/checkout';
import type { QueryParams } from '../../../core/paths';

/** The filters of `/admin/orders`, as its URL carries them (`?q=&status=&from=&to=&offset=`). */
/** What the list sorts by (the API's `sort`): when placed, newest first, unless the URL says otherwise. */
export const ORDER_SORTS = ['created_at', 'total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const DEFAULT_ORDER_SORT = { sort: 'created_at', dir: 'desc' } as const;

export function isOrderSort(value: string | null | undefined): value is OrderSort {
  return ORDER_SORTS.some((sort) => sort === value);
}

export interface OrderFilters {
  /** Buyer e-mail or name, order number, or a photo (#1042 or words of its title). */
  q: string;
  sort: OrderSort;
  dir: SortDirection;
  status: OrderStatus | undefined;
  /** YYYY-MM-DD, inclusive. */
  from: string | undefined;
  to: string | undefined;
  offset: number;
}

/** The longest search the box sends. */
export const ORDER_SEARCH_MAX = 200;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isOrderStatus(value: string | null): value is OrderStatus {
  return ORDER_STATUSES.some((status) => status === value);
}

/** A real calendar day in YYYY-MM-DD (what `<input type="date">` gives), else undefined. */
export function dayOrUndefined(value: string | null): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** A page's first row: a whole, non-negative number, else the first page. */
export function offsetFrom(value: string | null): number {
  const offset = Number(value);
  return value && Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
}

/** The filters in a URL; anything malformed (a hand-edited link) counts as not set. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  const dir = params.get('dir');
  return {
    q: (params.get('q') ?? '').trim().slice(0, ORDER_SEARCH_MAX),
    sort: isOrderSort(sort) ? sort : DEFAULT_ORDER_SORT.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_ORDER_SORT.dir,
    status: isOrderStatus(status) ? status : undefined,
    from: dayOrUndefined(params.get('from')),
    to: dayOrUndefined(params.get('to')),
    offset: offsetFrom(params.get('offset')),
  };
}

/** The filters as URL query values; empty ones are left out (paths' `queryString` skips them). */
export function orderFilterQuery(filters: OrderFilters): QueryParams {
  const defaultSort = filters.sort === DEFAULT_ORDER_SORT.sort && filters.dir === DEFAULT_ORDER_SORT.dir;
  return {
    q: filters.q,
    status: filters.status,
    from: filters.from,
    to: filters.to,
    sort: defaultSort ? undefined : filters.sort,
    dir: defaultSort ? undefined : filters.dir,
    offset: filters.offset > 0 ? filters.offset : undefined,
  };
}

/** The API's query: the filters that are set, plus the page size. */
export function orderListQuery(filters: OrderFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(orderFilterQuery(filters))) {
    if (value !== undefined && value !== '') query[key] = String(value);
  }
  query.limit = String(ADMIN_ORDERS_PAGE_SIZE);
  return query;
}

export function hasOrderFilters(filters: OrderFilters): boolean {
  return (
    filters.q !== '' || filters.status !== undefined || filters.from !== undefined || filters.to !== undefined
  );
}
