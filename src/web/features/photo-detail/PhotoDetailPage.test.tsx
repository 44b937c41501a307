// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PhotoDetailRow } from '../../../core/photo-row';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { LicenseChoice } from './components/LicenseChoice';

isolateAppTests();

const photo: PhotoDetailRow = {
  id: '0b7c3f1e-3a57-4d4c-9a0e-2f1b7c9d8e01',
  photoid: 4321,
  title: 'Picnic by the lake',
  price: 12.5,
  price_cents: 1250,
  thumbnail_url: null,
  preview_url: null,
  width: 1200,
  height: 800,
  orientation: 'horizontal',
  decade_taken: '1960s',
  location_city: null,
  location_state_province: null,
  location_country: 'United States',
  user_id: 'creator-1',
  storefront_name: 'The Reyes Family',
  tags: ['picnic', 'lake'],
  event_names: [],
  photo_status: 'live',
  featured: false,
  created_at: '2026-01-01T00:00:00.000Z',
  people_count: 0,
  image_style: null,
  people_composition: null,
  ethnicities: null,
  description: 'A summer afternoon.',
  date_taken: null,
  file_size: null,
  friendly_print_size: null,
  event_ids: [],
  emotions: null,
  age_groups: null,
  genders: null,
  color_and_mood: null,
  dominant_color: null,
  face_ids: [],
  face_age_min: null,
  face_age_max: null,
  popularity: 0,
  updated_at: '2026-01-01T00:00:00.000Z',
};

const detailAnswer = {
  photo,
  details: { basic: {}, technical: {}, people: {}, style: {} },
  tag_clicks: [{ tag: 'picnic', clicks: 7 }],
  events: [],
};

describe('LicenseChoice (spec §2 licence selector)', () => {
  it('prices background dressing at the photo price and hero usage at 5×', () => {
    const onChange = vi.fn();
    render(<LicenseChoice priceCents={1250} value="background-dressing" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Licence' });
    expect(within(group).getByText('$12.50')).toBeTruthy();
    expect(within(group).getByText('$62.50')).toBeTruthy();
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    fireEvent.click(radios[1] as HTMLInputElement);
    expect(onChange).toHaveBeenCalledWith('hero-usage');
  });
});

// The first test compiles the lazy page: more than the 5 s default on a busy machine.
describe('PhotoDetailPage', { timeout: 15_000 }, () => {
  it('shows the photo with its title, both licence prices and the tabs', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /api/photos/4321': () => Response.json(detailAnswer) });
    renderApp('/photo/4321');
    expect(await screen.findByRole('heading', { level: 1, name: 'Picnic by the lake' })).toBeTruthy();
    expect(screen.getByText('#4321')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Licence' });
    expect(within(group).getByText('$12.50')).toBeTruthy();
    expect(within(group).getByText('$62.50')).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'About this photo' });
    expect(within(tabs).getByRole('tab', { name: 'Similar photos' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Photo details' })).toBeTruthy();
    // No faces: no Similar people tab; not an admin: no Admin tab.
    expect(within(tabs).queryByRole('tab', { name: 'Similar people' })).toBeNull();
    expect(within(tabs).queryByRole('tab', { name: 'Admin' })).toBeNull();
  });

  it('says "Photo Not Found" when the API answers 404', async () => {
    fakeApi(signedInRoutes());
    renderApp('/photo/99999999');
    expect(await screen.findByText('Photo Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all photos' })).toBeTruthy();
  });

  it('says "Error Loading Photo" when the server fails', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/photos/4321': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 }),
    });
    renderApp('/photo/4321');
    expect(await screen.findByText('Error Loading Photo')).toBeTruthy();
  });
});
