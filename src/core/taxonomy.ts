import { paths } from './paths';

/** spec §3: taxonomy types a link may point at (the taxonomy link builder's list). */
export const TAXONOMY_TYPES = [
  'creator',
  'city',
  'state',
  'country',
  'tag',
  'decade',
  'ethnicity',
  'age_group',
  'emotion',
  'orientation',
  'image_style',
  'color_and_mood',
  'people_composition',
  'dominant_color',
  'event',
  'popular',
  'featured',
] as const;
export type TaxonomyType = (typeof TAXONOMY_TYPES)[number];

/** spec §3: the narrower list a `/taxonomy/{taxonomyType}/…` route parameter is validated against. */
export const ROUTE_TAXONOMY_TYPES = [
  'creator',
  'tag',
  'decade',
  'ethnicity',
  'age_group',
  'location',
  'image_style',
  'color_and_mood',
  'city',
  'state',
  'country',
] as const;
export type RouteTaxonomyType = (typeof ROUTE_TAXONOMY_TYPES)[number];

/** spec §3: legacy names (the photo's column names) and the taxonomy type each now means. */
export const LEGACY_TAXONOMY_TYPES: Readonly<Record<string, 'country' | 'state' | 'city'>> = {
  location_country: 'country',
  location_state: 'state',
  location_state_province: 'state',
  location_city: 'city',
};

/** Maps a legacy name to its current type; any other name is returned unchanged. */
export function normalizeTaxonomyType(type: string): string {
  return Object.hasOwn(LEGACY_TAXONOMY_TYPES, type) ? (LEGACY_TAXONOMY_TYPES[type] ?? type) : type;
}

export function isTaxonomyType(type: string): type is TaxonomyType {
  return (TAXONOMY_TYPES as readonly string[]).includes(type);
}

/**
 * True for a type accepted in a taxonomy route, legacy names included. Events too: spec §2's
 * footer sends a trending chip, event or category, to "that taxonomy page", and spec §3 lists
 * `event` among the types accepted for routing, though spec §5's narrower list of route
 * parameters leaves it out; issue 22 settles it for the event's page (the server names it).
 */
export function isRouteTaxonomyType(type: string): boolean {
  const normalized = normalizeTaxonomyType(type);
  return normalized === 'event' || (ROUTE_TAXONOMY_TYPES as readonly string[]).includes(normalized);
}

/** An event's own page: its taxonomy page (spec §2 footer), not a search filtered to it. */
export function eventHref(eventId: string): string {
  return taxonomyHref('event', eventId);
}

export const TAXONOMY_LINK_MESSAGES = {
  typeRequired: 'Taxonomy type is required',
  invalidType: (type: string) =>
    `Invalid taxonomy type: ${type}. Supported types: ${TAXONOMY_TYPES.join(', ')}`,
  idRequired: 'Taxonomy ID is required',
  idNotEmpty: 'Taxonomy ID must be a non-empty string',
} as const;

export type TaxonomyLink = { ok: true; href: string } | { ok: false; message: string; href: string };

/**
 * spec §5: builds `/taxonomy/{type}/{URL-encoded id}`. Legacy type names are mapped first. On
 * failure the result carries the spec's message and the fallback href `/photos`, so a caller can
 * show "Navigation Error" / "Unable to navigate: {message}" (spec §8) and still go somewhere useful.
 */
export function buildTaxonomyLink(
  type: string | null | undefined,
  id: string | null | undefined,
): TaxonomyLink {
  const fail = (message: string): TaxonomyLink => ({ ok: false, message, href: paths.photos.path });
  if (!type) return fail(TAXONOMY_LINK_MESSAGES.typeRequired);
  const normalized = normalizeTaxonomyType(type);
  if (!isTaxonomyType(normalized)) return fail(TAXONOMY_LINK_MESSAGES.invalidType(type));
  if (id === null || id === undefined || id === '') return fail(TAXONOMY_LINK_MESSAGES.idRequired);
  const trimmed = id.trim();
  if (trimmed === '') return fail(TAXONOMY_LINK_MESSAGES.idNotEmpty);
  return { ok: true, href: paths.taxonomy.href({ taxonomyType: normalized, taxonomyId: trimmed }) };
}

/** The href alone: a valid taxonomy link, or `/photos` when it cannot be built. */
export function taxonomyHref(type: string | null | undefined, id: string | null | undefined): string {
  return buildTaxonomyLink(type, id).href;
}
