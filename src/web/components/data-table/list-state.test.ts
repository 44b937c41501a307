import { describe, expect, it } from 'vitest';
import { type ListDefaults, listApiQuery, listStateQuery, parseListState } from './list-state';

const DEFAULTS: ListDefaults = { sort: 'name', dir: 'asc', sorts: ['name', 'photos'], filters: ['status'] };
const parse = (search: string) => parseListState(new URLSearchParams(search), DEFAULTS);

describe('a back-office list’s state in its URL', () => {
  it('reads the search, sort, direction, page and the list’s own filters', () => {
    expect(parse('q=%20xmas%20&sort=photos&dir=desc&offset=50&status=live&other=x')).toEqual({
      q: 'xmas',
      sort: 'photos',
      dir: 'desc',
      offset: 50,
      filters: { status: 'live' },
    });
  });

  it('takes what a hand-edited link gets wrong as not set', () => {
    expect(parse('sort=drop%20table&dir=sideways&offset=-5')).toEqual({
      q: '',
      sort: 'name',
      dir: 'asc',
      offset: 0,
      filters: {},
    });
    expect(parse('offset=1.5').offset).toBe(0);
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });

  it('leaves defaults out of the URL, so a plain list has a plain address', () => {
    const state = parse('');
    expect(listStateQuery(state, DEFAULTS)).toEqual({
      q: '',
      sort: undefined,
      dir: undefined,
      offset: undefined,
    });
    expect(listStateQuery({ ...state, sort: 'photos', dir: 'desc', offset: 100 }, DEFAULTS)).toMatchObject({
      sort: 'photos',
      dir: 'desc',
      offset: 100,
    });
  });

  it('asks the API for the sort and page size always, and for the rest when set', () => {
    expect(listApiQuery(parse('q=acme&status=live'), 50)).toEqual({
      sort: 'name',
      dir: 'asc',
      limit: '50',
      q: 'acme',
      status: 'live',
    });
  });
});
