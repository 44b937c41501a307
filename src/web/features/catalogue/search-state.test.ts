import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filterChips,
  filtersToQuery,
  parseSearchState,
  searchStateToSearch,
  toggleListValue,
  withFaceAges,
  withFilter,
} from './search-state';

const EVENT = '6f1c2a7e-8d4b-4c3a-9e2f-1a2b3c4d5e6f';
const CREATOR = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const names = {
  events: new Map([[EVENT, 'Smith wedding']]),
  creators: new Map([[CREATOR, 'The Okafor family']]),
};

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('parseSearchState', () => {
  it('reads the term, the sort and every spec §3 filter from the URL', () => {
    const state = parse(
      `q=kitchen%20%201970s&sort=newest&decade=1970s&orientation=vertical&ethnicities=Black,White&age_groups=Adult` +
        `&gender=female&people_count=3-5&face_age_min=20&face_age_max=60&country=USA&state=Ohio&city=Akron` +
        `&event_ids=${EVENT}&creator=${CREATOR}`,
    );
    expect(state).toEqual({
      q: 'kitchen 1970s',
      sort: 'newest',
      filters: {
        decade: '1970s',
        orientation: 'vertical',
        ethnicities: ['Black', 'White'],
        age_groups: ['Adult'],
        gender: 'female',
        people_count: '3-5',
        face_age_min: 20,
        face_age_max: 60,
        country: 'USA',
        state: 'Ohio',
        city: 'Akron',
        event_ids: [EVENT],
        creator: CREATOR,
      },
    });
  });

  it('drops what the search would refuse, so a hand-edited link still shows photos', () => {
    const state = parse(
      'sort=cheapest&decade=seventies&orientation=round&gender=x&event_ids=nope&creator=42&people_count=lots',
    );
    expect(state).toEqual({ q: '', filters: EMPTY_FILTERS });
  });

  it('treats "all" and defaults as no filter, and orders a reversed age range', () => {
    expect(parse('decade=all&face_age_min=0&face_age_max=105').filters).toEqual(EMPTY_FILTERS);
    expect(parse('face_age_min=70&face_age_max=30').filters).toMatchObject({
      face_age_min: 30,
      face_age_max: 70,
    });
  });

  it('ignores a state without its country and a city without its state', () => {
    expect(parse('state=Ohio&city=Akron').filters).toEqual(EMPTY_FILTERS);
    expect(parse('country=USA&city=Akron').filters).toEqual({ ...EMPTY_FILTERS, country: 'USA' });
  });
});

describe('URL round trip', () => {
  it('gives back the same state, with lists comma-separated and defaults left out', () => {
    const query = `q=barn&sort=oldest&decade=1950s&ethnicities=Black%2CWhite&country=USA&event_ids=${EVENT}`;
    const state = parse(query);
    expect(searchStateToSearch(state)).toBe(`?${query}`);
    expect(parse(searchStateToSearch(state))).toEqual(state);
  });

  it('has no query string for the empty state', () => {
    expect(searchStateToSearch({ q: '', filters: EMPTY_FILTERS })).toBe('');
    expect(searchStateToSearch({ q: 'barn dance', filters: EMPTY_FILTERS })).toBe('?q=barn%20dance');
  });
});

describe('changing filters', () => {
  it('clears state and city when the country changes, and the city when the state does', () => {
    const placed = { ...EMPTY_FILTERS, country: 'USA', state: 'Ohio', city: 'Akron' };
    expect(withFilter(placed, 'country', 'Canada')).toEqual({ ...EMPTY_FILTERS, country: 'Canada' });
    expect(withFilter(placed, 'state', 'Iowa')).toEqual({ ...EMPTY_FILTERS, country: 'USA', state: 'Iowa' });
    expect(withFilter(placed, 'country', 'USA')).toEqual(placed);
    expect(withFilter(placed, 'country', undefined)).toEqual(EMPTY_FILTERS);
  });

  it('toggles list values and drops face ages at their defaults', () => {
    const on = toggleListValue(EMPTY_FILTERS, 'ethnicities', 'Black', true);
    expect(on.ethnicities).toEqual(['Black']);
    expect(toggleListValue(on, 'ethnicities', 'Black', false).ethnicities).toEqual([]);
    expect(withFaceAges(EMPTY_FILTERS, 0, 105)).toEqual(EMPTY_FILTERS);
    expect(filtersToQuery(withFaceAges(EMPTY_FILTERS, 18, 105))).toEqual({ face_age_min: '18' });
  });
});

describe('filterChips', () => {
  it('gives one removable chip per active value, naming events and creators', () => {
    const filters = parse(
      `decade=1970s&ethnicities=Black,White&event_ids=${EVENT}&creator=${CREATOR}&face_age_max=40`,
    ).filters;
    const chips = filterChips(filters, names);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Decade: 1970s',
      'Ethnicity: Black',
      'Ethnicity: White',
      'Face age: 0–40',
      'Event: Smith wedding',
      'Creator: The Okafor family',
    ]);
    const withoutWhite = chips[2]?.remove(filters);
    expect(withoutWhite?.ethnicities).toEqual(['Black']);
    expect(withoutWhite?.decade).toBe('1970s');
    expect(chips[3]?.remove(filters).face_age_max).toBeUndefined();
  });

  it('says "Event" and "Creator" until their names arrive', () => {
    const filters = parse(`event_ids=${EVENT}&creator=${CREATOR}`).filters;
    const labels = filterChips(filters, { events: new Map(), creators: new Map() }).map((chip) => chip.label);
    expect(labels).toEqual(['Event: Event', 'Creator: Creator']);
  });
});
