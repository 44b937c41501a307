/**
 * Shapes of catalogue answers that the server builds by hand and the web reads (facets, event and
 * collection lists): one definition for both sides.
 */

/** One option of a filter and how many hits carry it. */
export interface FacetValue {
  value: string;
  count: number;
}

/** An option with an id and a name (events, creators). */
export interface NamedFacet {
  id: string;
  name: string;
  count: number;
}

/** `GET /api/photos/facets`: the search page's filter options, each with how many hits carry it. */
export interface Facets {
  decades: FacetValue[];
  orientations: FacetValue[];
  ethnicities: FacetValue[];
  age_groups: FacetValue[];
  genders: FacetValue[];
  people_counts: FacetValue[];
  countries: FacetValue[];
  /** Only once a country is chosen. */
  states: FacetValue[];
  /** Only once a state is chosen. */
  cities: FacetValue[];
  events: NamedFacet[];
  creators: NamedFacet[];
  /** Hits of the search with every filter applied. */
  total: number;
  /** True when the counts were scaled up from a sample of the hits. */
  counts_are_estimates: boolean;
}

/** A card's picture: the thumbnail and its size, so the card keeps its shape while it loads. */
export interface ListCover {
  thumbnail_url: string;
  width: number | null;
  height: number | null;
}

/** One event of `GET /api/events`, or one published collection of `GET /api/collections`. */
export interface ListSummary {
  id: string;
  name: string;
  description: string | null;
  photo_count: number;
  cover: ListCover | null;
}
