import { FACE_AGE_MAX, FACE_AGE_MIN } from '../../../../core/search-rules';
import type { Facets, FacetValue, NamedFacet } from '../api/get-facets';
import {
  type CatalogueFilters,
  displayValue,
  toggleListValue,
  withFaceAges,
  withFilter,
} from '../search-state';
import { CheckList } from './CheckList';
import { type Choice, ChoiceSelect } from './ChoiceSelect';
import { FaceAgeRange } from './FaceAgeRange';

interface FilterPanelProps {
  filters: CatalogueFilters;
  /** Options and counts; undefined while loading or when they could not be loaded. */
  facets: Facets | undefined;
  onChange: (filters: CatalogueFilters) => void;
}

// Values the search accepts whatever the catalogue holds (search-params.ts), offered before the facets arrive.
const ORIENTATIONS: FacetValue[] = ['horizontal', 'vertical', 'square'].map((value) => ({ value, count: 0 }));
const GENDERS: FacetValue[] = ['female', 'male'].map((value) => ({ value, count: 0 }));

/** Facet values as choices; a chosen value the facets lack (no longer matching) stays listed. */
function choicesOf(
  values: readonly FacetValue[] | undefined,
  chosen: readonly string[],
  label: (value: string) => string = (value) => value,
  fallback: readonly FacetValue[] = [],
): Choice[] {
  const known = values ?? fallback;
  const withCounts = values !== undefined;
  const choices: Choice[] = known.map(({ value, count }) => ({
    value,
    label: label(value),
    ...(withCounts ? { count } : {}),
  }));
  for (const value of chosen) {
    if (!choices.some((choice) => choice.value === value)) choices.unshift({ value, label: label(value) });
  }
  return choices;
}

function namedChoices(
  values: readonly NamedFacet[] | undefined,
  chosen: readonly string[],
  unknown: string,
): Choice[] {
  const choices: Choice[] = (values ?? []).map(({ id, name, count }) => ({ value: id, label: name, count }));
  for (const id of chosen) {
    if (!choices.some((choice) => choice.value === id)) choices.unshift({ value: id, label: unknown });
  }
  return choices;
}

const chosen = (value: string | undefined) => (value ? [value] : []);

/** spec §3: every search filter, with the catalogue's options and counts (GET /api/photos/facets). */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  const set = (key: Parameters<typeof withFilter>[1]) => (value: string | undefined) =>
    onChange(withFilter(filters, key, value));
  const toggle = (key: Parameters<typeof toggleListValue>[1]) => (value: string, on: boolean) =>
    onChange(toggleListValue(filters, key, value, on));
  return (
    <div className="space-y-5">
      <ChoiceSelect
        label="Decade"
        allLabel="All decades"
        value={filters.decade}
        choices={choicesOf(facets?.decades, chosen(filters.decade))}
        onChange={set('decade')}
      />
      <ChoiceSelect
        label="Orientation"
        allLabel="All orientations"
        value={filters.orientation}
        choices={choicesOf(facets?.orientations, chosen(filters.orientation), displayValue, ORIENTATIONS)}
        onChange={set('orientation')}
      />
      <CheckList
        legend="Ethnicity"
        choices={choicesOf(facets?.ethnicities, filters.ethnicities)}
        selected={filters.ethnicities}
        onToggle={toggle('ethnicities')}
      />
      <CheckList
        legend="Age group"
        choices={choicesOf(facets?.age_groups, filters.age_groups)}
        selected={filters.age_groups}
        onToggle={toggle('age_groups')}
      />
      <ChoiceSelect
        label="Gender"
        allLabel="All genders"
        value={filters.gender}
        choices={choicesOf(facets?.genders, chosen(filters.gender), displayValue, GENDERS)}
        onChange={set('gender')}
      />
      <ChoiceSelect
        label="Number of people"
        allLabel="Any number"
        value={filters.people_count}
        choices={choicesOf(facets?.people_counts, chosen(filters.people_count))}
        onChange={set('people_count')}
      />
      <FaceAgeRange
        min={filters.face_age_min ?? FACE_AGE_MIN}
        max={filters.face_age_max ?? FACE_AGE_MAX}
        onChange={(min, max) => onChange(withFaceAges(filters, min, max))}
      />
      <div className="space-y-3">
        <ChoiceSelect
          label="Country"
          allLabel="All countries"
          value={filters.country}
          choices={choicesOf(facets?.countries, chosen(filters.country))}
          onChange={set('country')}
        />
        <ChoiceSelect
          label="State or province"
          allLabel={filters.country ? 'All states' : 'Choose a country first'}
          value={filters.state}
          choices={filters.country ? choicesOf(facets?.states, chosen(filters.state)) : []}
          onChange={set('state')}
          disabled={!filters.country}
        />
        <ChoiceSelect
          label="City"
          allLabel={filters.state ? 'All cities' : 'Choose a state first'}
          value={filters.city}
          choices={filters.state ? choicesOf(facets?.cities, chosen(filters.city)) : []}
          onChange={set('city')}
          disabled={!filters.state}
        />
      </div>
      <CheckList
        legend="Events"
        choices={namedChoices(facets?.events, filters.event_ids, 'Event')}
        selected={filters.event_ids}
        onToggle={toggle('event_ids')}
      />
      <ChoiceSelect
        label="Creator"
        allLabel="All creators"
        value={filters.creator}
        choices={namedChoices(facets?.creators, chosen(filters.creator), 'Creator')}
        onChange={set('creator')}
      />
    </div>
  );
}
