import { describe, expect, it } from 'vitest';
import { SEARCH_PARAM_FIELDS } from './search-params';
import {
  acceptedFilter,
  acceptedFilterList,
  LIST_FILTER_RULES,
  type ListFilter,
  SINGLE_FILTER_RULES,
  type SingleFilter,
} from './search-rules';

const UUID = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
const SAMPLES = [
  '1970s',
  ' 1970s ',
  '1975',
  'vertical',
  'Horizontal',
  'female',
  '3-5',
  '6+',
  '12345',
  'Ohio',
  '',
  'all',
  'ALL',
  'x'.repeat(100),
  'x'.repeat(101),
  UUID,
  'not-a-uuid',
];
const LIST_SAMPLES = [
  'Black,White',
  ' Black , ,all,White ',
  'Black,Black',
  `${UUID},${UUID}`,
  `${UUID},nope`,
  Array.from({ length: 26 }, (_, index) => `v${index}`).join(','),
  'x'.repeat(2001),
  '',
];

describe('the search page reads its URL by the API’s own rules, without zod', () => {
  it('accepts exactly the single filter values the API accepts, as the API reads them', () => {
    for (const key of Object.keys(SINGLE_FILTER_RULES) as SingleFilter[]) {
      for (const raw of SAMPLES) {
        const api = SEARCH_PARAM_FIELDS[key].safeParse(raw);
        expect(acceptedFilter(key, raw), `${key}=${raw}`).toBe(api.success ? api.data : undefined);
      }
    }
  });

  it('accepts exactly the list values the API accepts (no value twice)', () => {
    for (const key of Object.keys(LIST_FILTER_RULES) as ListFilter[]) {
      for (const raw of LIST_SAMPLES) {
        const api = SEARCH_PARAM_FIELDS[key].safeParse(raw);
        expect(acceptedFilterList(key, raw), `${key}=${raw.slice(0, 40)}`).toEqual(
          api.success ? [...new Set(api.data)] : [],
        );
      }
    }
  });
});
