import type { PhotoRow } from './photo-row';

// Its own module, without zod: the pages that keep lists import it, and zod would weigh 23 kB there.

/** What a grid card shows of a photo (its image, size, title, creator, events and price). */
export type GridPhoto = Pick<
  PhotoRow,
  | 'id'
  | 'photoid'
  | 'title'
  | 'price'
  | 'thumbnail_url'
  | 'preview_url'
  | 'width'
  | 'height'
  | 'storefront_name'
  | 'event_names'
>;

/**
 * A list row cut to what its grid card shows. Long lists keep only this: a row's tags, places
 * and people are half its weight, and 3,000 scrolled photos should cost what 200 do.
 */
export function toGridPhoto(row: GridPhoto): GridPhoto {
  return {
    id: row.id,
    photoid: row.photoid,
    title: row.title,
    price: row.price,
    thumbnail_url: row.thumbnail_url,
    preview_url: row.preview_url,
    width: row.width,
    height: row.height,
    storefront_name: row.storefront_name,
    event_names: row.event_names,
  };
}
