import type { PhotoRow } from '../../core/photo-row';

/** A grid row for component tests: a 1970s kitchen photo numbered `photoid`, with `overrides`. */
export function testPhotoRow(photoid: number, overrides: Partial<PhotoRow> = {}): PhotoRow {
  return {
    id: `00000000-0000-4000-8000-${String(photoid).padStart(12, '0')}`,
    photoid,
    title: `Kitchen ${photoid}`,
    price: 45,
    thumbnail_url: `/media/thumb/${photoid}.jpg`,
    preview_url: null,
    width: 600,
    height: 400,
    orientation: 'horizontal',
    decade_taken: '1970s',
    location_city: null,
    location_state_province: null,
    location_country: null,
    user_id: null,
    storefront_name: 'The Okafor family',
    tags: [],
    event_names: [],
    photo_status: 'live',
    featured: false,
    created_at: '2026-01-01T00:00:00.000Z',
    people_count: 2,
    image_style: null,
    people_composition: null,
    ethnicities: [],
    ...overrides,
  };
}
