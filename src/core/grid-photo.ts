import type { PhotoRow } from './photo-row';

// Its own module, without zod: the pages that keep lists import it, and zod would weigh 23 kB there.

/** The fields a grid card shows of a photo (its image, size, title, creator, events and price). */
const GRID_FIELDS = [
  'id',
  'photoid',
  'title',
  'price',
  'thumbnail_url',
  'preview_url',
  'width',
  'height',
  'storefront_name',
  'event_names',
] as const;

export type GridPhoto = Pick<PhotoRow, (typeof GRID_FIELDS)[number]>;

/**
 * A list row cut to what its grid card shows. Long lists keep only this: a row's tags, places
 * and people are half its weight, and 3,000 scrolled photos should cost what 200 do.
 */
export function toGridPhoto(row: GridPhoto): GridPhoto {
  return Object.fromEntries(GRID_FIELDS.map((field) => [field, row[field]])) as GridPhoto;
}
