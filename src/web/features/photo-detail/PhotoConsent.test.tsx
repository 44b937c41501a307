// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HERO_USAGE_NEEDS_RELEASES } from '../../../core/people';
import type { PhotoDetailRow } from '../../../core/photo-row';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { LicenseChoice } from './components/LicenseChoice';

isolateAppTests();

const photo = {
  id: '0b7c3f1e-3a57-4d4c-9a0e-2f1b7c9d8e02',
  photoid: 4322,
  title: 'Three sisters on the porch',
  price: 10,
  price_cents: 1000,
  thumbnail_url: null,
  preview_url: null,
  width: 1200,
  height: 800,
  orientation: 'horizontal',
  decade_taken: '1950s',
  location_city: null,
  location_state_province: null,
  location_country: null,
  user_id: 'creator-1',
  storefront_name: 'The Reyes Family',
  tags: [],
  event_names: [],
  photo_status: 'live',
  featured: false,
  created_at: '2026-01-01T00:00:00.000Z',
  people_count: 3,
  image_style: null,
  people_composition: null,
  ethnicities: null,
  description: null,
  date_taken: null,
  file_size: null,
  friendly_print_size: null,
  event_ids: [],
  emotions: null,
  age_groups: null,
  genders: null,
  color_and_mood: null,
  dominant_color: null,
  face_ids: ['5f0c3f1e-3a57-4d4c-9a0e-2f1b7c9d8e09'],
  face_age_min: null,
  face_age_max: null,
  popularity: 0,
  updated_at: '2026-01-01T00:00:00.000Z',
} satisfies PhotoDetailRow;

const answer = (heroAvailable: boolean) => ({
  photo,
  details: { basic: {}, technical: {}, people: {}, style: {} },
  tag_clicks: [],
  events: [],
  hero_usage_available: heroAvailable,
});

describe('hero usage waiting for releases (issue 27 item 6)', { timeout: 15_000 }, () => {
  it('disables the hero option and says why, and that background dressing is possible', () => {
    const onChange = vi.fn();
    render(
      <LicenseChoice priceCents={1000} value="background-dressing" onChange={onChange} heroUnavailable />,
    );
    const group = screen.getByRole('group', { name: 'Licence' });
    const [background, hero] = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(background?.disabled).toBe(false);
    expect(hero?.disabled).toBe(true);
    expect(hero?.getAttribute('aria-describedby')).toBeTruthy();
    const why = document.getElementById(hero?.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(HERO_USAGE_NEEDS_RELEASES);
    expect(HERO_USAGE_NEEDS_RELEASES).toContain('background dressing');
    fireEvent.click(hero as HTMLInputElement);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('on the photo page, follows what the server says about hero usage', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /api/photos/4322': () => Response.json(answer(false)) });
    renderApp('/photo/4322');
    await screen.findByRole('heading', { level: 1, name: 'Three sisters on the porch' });
    const group = screen.getByRole('group', { name: 'Licence' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.checked, radio.disabled])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(within(group).getByText(HERO_USAGE_NEEDS_RELEASES)).toBeTruthy();
  });

  it('leaves hero usage open when everyone is released', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /api/photos/4322': () => Response.json(answer(true)) });
    renderApp('/photo/4322');
    await screen.findByRole('heading', { level: 1, name: 'Three sisters on the porch' });
    const group = screen.getByRole('group', { name: 'Licence' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.disabled)).toEqual([false, false]);
    expect(within(group).queryByText(HERO_USAGE_NEEDS_RELEASES)).toBeNull();
  });
});

describe('the Similar people tab (spec §8, issue 27 item 5)', { timeout: 15_000 }, () => {
  const open = async (people: unknown) => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/photos/4322': () => Response.json(answer(true)),
      'GET /api/photos/4322/similar': () =>
        Response.json({ items: [], total: 0, limit: 24, offset: 0, fallback: true }),
      'GET /api/photos/4322/similar-people': () =>
        typeof people === 'number'
          ? Response.json(
              { error: { code: 'UNAVAILABLE', message: 'The database is asleep.' } },
              { status: 503 },
            )
          : Response.json(people),
    });
    renderApp('/photo/4322');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Similar people' }));
    return screen.findByRole('tabpanel', { name: 'Similar people' });
  };

  it('says "No People Identified" when the faces have no person', async () => {
    const panel = await open({ items: [], total: 0, limit: 24, offset: 0, people: 0 });
    expect(await within(panel).findByText('No People Identified')).toBeTruthy();
  });

  it('says "No Similar Photos Found" when the people are in no other photo', async () => {
    const panel = await open({ items: [], total: 0, limit: 24, offset: 0, people: 2 });
    expect(await within(panel).findByText('No Similar Photos Found')).toBeTruthy();
  });

  it('says "Error loading similar people photos: {message}" when the request fails', async () => {
    const panel = await open(503);
    expect(
      await within(panel).findByText(/^Error loading similar people photos: /, {}, { timeout: 8000 }),
    ).toBeTruthy();
  });
});
