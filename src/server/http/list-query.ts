import type { Context } from 'hono';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX, type SortDirection } from '../../core/admin-lists';
import { AppError } from '../errors';

/** A query value that must be a whole number from 0 to `max`; absent or empty gives `fallback`. */
export function wholeNumber(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max)
    throw new AppError('INVALID', `${name} must be a whole number from 0 to ${max}`);
  return number;
}

export interface ListQuery<Sort extends string> {
  q: string;
  sort: Sort;
  dir: SortDirection;
  offset: number;
  limit: number;
}

/**
 * `?q=&sort=&dir=&offset=&limit=` of a back-office list, checked: a sort the list does not offer
 * or a direction other than asc/desc is a 400 naming what is allowed; a longer search is cut.
 */
export function listQuery<Sort extends string>(
  c: Context,
  sorts: readonly Sort[],
  defaults: { sort: Sort; dir: SortDirection },
): ListQuery<Sort> {
  const sort = c.req.query('sort') || defaults.sort;
  if (!sorts.some((allowed) => allowed === sort))
    throw new AppError('INVALID', `sort must be one of ${sorts.join(', ')}`);
  const dir = c.req.query('dir') || defaults.dir;
  if (dir !== 'asc' && dir !== 'desc') throw new AppError('INVALID', 'dir must be asc or desc');
  return {
    q: (c.req.query('q') ?? '').trim().slice(0, ADMIN_SEARCH_MAX),
    sort: sort as Sort,
    dir,
    offset: wholeNumber('offset', c.req.query('offset'), 0, 1_000_000),
    limit: wholeNumber('limit', c.req.query('limit'), ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE) || ADMIN_PAGE_SIZE,
  };
}

/** `text` as an ILIKE pattern matching it anywhere, its wildcards taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
