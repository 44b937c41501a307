// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PhotoDetailRow } from '../../../core/photo-row';
import { testCartAnswer, testCartLine } from '../../testing/cart-answers';
import {
  collectingServer,
  testProject,
  testWishlist,
  testWishlistId,
  testWishlistPhoto,
} from '../../testing/collecting-answers';
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

  it('shows the clearance summary of a cleared photo in its details (issue 26)', async () => {
    const summary = 'Rights: The Hartley family, own archive; no recognisable people; no usage exclusions.';
    fakeApi({
      ...signedInRoutes(),
      'GET /api/photos/4321': () => Response.json({ ...detailAnswer, clearance: summary }),
    });
    renderApp('/photo/4321');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Photo details' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Photo details' });
    expect(within(panel).getByRole('heading', { name: 'Clearance' })).toBeTruthy();
    expect(within(panel).getByText(summary)).toBeTruthy();
  });

  it("says what the tag pills' numbers count, to the eye and to a screen reader (issue 22)", async () => {
    fakeApi({ ...signedInRoutes(), 'GET /api/photos/4321': () => Response.json(detailAnswer) });
    renderApp('/photo/4321');
    const tags = await screen.findByRole('list', { name: 'Tags' });
    expect(
      screen.getByRole('heading', { name: 'Tags · the number is how often buyers clicked the tag' }),
    ).toBeTruthy();
    expect(within(tags).getByRole('link', { name: 'picnic 7 clicks' }).getAttribute('href')).toBe(
      '/taxonomy/tag/picnic',
    );
    expect(within(tags).getByRole('link', { name: 'lake' })).toBeTruthy();
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

  it('adds the photo with the chosen licence, says so, then reads "In Cart" and leads to the cart', async () => {
    let inCart = false;
    const server = fakeApi({
      ...signedInRoutes(),
      'GET /api/photos/4321': () => Response.json(detailAnswer),
      'GET /api/cart': () =>
        Response.json(
          testCartAnswer(
            inCart ? [{ ...testCartLine(4321), photo_id: photo.id, license_type: 'hero-usage' }] : [],
          ),
        ),
      'POST /api/cart': () => {
        inCart = true;
        return Response.json(
          { item: { id: 'line-1', photo_id: photo.id, license_type: 'hero-usage' } },
          { status: 201 },
        );
      },
    });
    renderApp('/photo/4321');
    const group = await screen.findByRole('group', { name: 'Licence' });
    fireEvent.click(within(group).getAllByRole('radio')[1] as HTMLInputElement);
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    add.focus();
    fireEvent.click(add);
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(screen.getByText('Photo added to your cart successfully')).toBeTruthy();
    const inCartLink = await screen.findByRole('link', { name: 'In Cart' });
    expect(inCartLink.getAttribute('href')).toBe('/cart');
    // The link that replaced the button has the focus (issue 23: it was lost to the page).
    expect(document.activeElement).toBe(inCartLink);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.getByText(/In your cart with the Hero usage licence/)).toBeTruthy();
    expect(server.callsTo('POST', '/api/cart').map((call) => call.body)).toEqual([
      { photo_id: photo.id, license_type: 'hero-usage' },
    ]);
  });

  it('has headings for the licence panel and the tabs, and puts Add to Cart before the tags (issue 23)', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /api/photos/4321': () => Response.json(detailAnswer) });
    renderApp('/photo/4321');
    const title = await screen.findByRole('heading', { level: 1, name: 'Picnic by the lake' });
    expect(screen.getByRole('heading', { level: 2, name: 'Licence' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'About this photo' })).toBeTruthy();
    // Page order after the title: the facts' links, the licence, Add to Cart, then the tag pills.
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    const tag = screen.getByRole('link', { name: /^picnic/ });
    const follows = (first: Element, second: Element) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(title, add)).toBe(true);
    expect(follows(add, tag)).toBe(true);
    const stops = Array.from(document.querySelectorAll<HTMLElement>('main a[href], main input, main button'))
      .filter((element) => follows(title, element) && element.tabIndex >= 0)
      .filter((element) => !(element instanceof HTMLInputElement && !element.checked));
    expect(stops.indexOf(add)).toBeLessThan(8);
  });

  it('reads "In Cart" from the start when the photo is already in the cart', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/photos/4321': () => Response.json(detailAnswer),
      'GET /api/cart': () => Response.json(testCartAnswer([{ ...testCartLine(4321), photo_id: photo.id }])),
    });
    renderApp('/photo/4321');
    expect((await screen.findByRole('link', { name: 'In Cart' })).getAttribute('href')).toBe('/cart');
    expect(screen.getByText(/In your cart with the Background dressing licence/)).toBeTruthy();
  });

  it('shows the licence the photo is in the cart with as the chosen one', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/photos/4321': () => Response.json(detailAnswer),
      'GET /api/cart': () =>
        Response.json(
          testCartAnswer([{ ...testCartLine(4321), photo_id: photo.id, license_type: 'hero-usage' }]),
        ),
    });
    renderApp('/photo/4321');
    expect(await screen.findByText(/In your cart with the Hero usage licence/)).toBeTruthy();
    const licences = screen.getByRole('group', { name: 'Licence' });
    expect((within(licences).getByRole('radio', { name: /Hero usage/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('says "Photo already in cart" on a duplicate and "Failed to add photo to cart" on a failure', async () => {
    let answer = () =>
      Response.json(
        { error: { code: 'duplicate', message: 'This photo is already in your cart' } },
        { status: 409 },
      );
    fakeApi({
      ...signedInRoutes(),
      'GET /api/photos/4321': () => Response.json(detailAnswer),
      'POST /api/cart': () => answer(),
    });
    renderApp('/photo/4321');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Photo already in cart')).toBeTruthy();
    expect(screen.getByText('This photo is already in your cart')).toBeTruthy();
    answer = () => Response.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Failed to add photo to cart')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('reads "Licensed · Hero usage" instead of "Add to Cart" for a photo licensed for hero usage (issue 13)', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/photos/4321': () => Response.json(detailAnswer),
      'GET /api/purchases/licensed': () =>
        Response.json({ items: [{ photo_id: photo.id, license_types: ['hero-usage'] }] }),
    });
    renderApp('/photo/4321');
    const licensed = await screen.findByRole('link', { name: 'Licensed · Hero usage' });
    expect(licensed.getAttribute('href')).toBe('/my-purchases?q=%234321');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    // Hero usage covers background dressing too: either choice is already licensed.
    fireEvent.click(screen.getByRole('radio', { name: /Background dressing/ }));
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeTruthy();
  });

  it('offers hero usage as the upgrade for the difference where background dressing is held for a production (issue 22)', async () => {
    const held = {
      purchase_id: 'a0000000-0000-4000-8000-000000000001',
      photo_id: photo.id,
      license_type: 'background-dressing',
      project_id: 'b0000000-0000-4000-8000-000000000001',
      project_name: 'The Long Summer',
      production_title: 'The Long Summer',
      upgrade_price_cents: 48000,
    };
    const server = fakeApi({
      ...signedInRoutes(),
      'GET /api/photos/4321': () => Response.json(detailAnswer),
      'GET /api/purchases/licensed': () =>
        Response.json({
          items: [{ photo_id: photo.id, license_types: ['background-dressing'], licences: [held] }],
        }),
    });
    renderApp('/photo/4321');
    const upgrade = await screen.findByRole('button', { name: 'Upgrade to hero usage for $480.00' });
    const licences = screen.getByRole('group', { name: 'Licence' });
    expect((within(licences).getByRole('radio', { name: /Hero usage/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(licences).getByText('Upgrade from your background-dressing licence: $480.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart for another production' })).toBeTruthy();
    fireEvent.click(upgrade);
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade to hero usage' }));
    expect(dialog.getByText('Price of the difference').nextElementSibling?.textContent).toBe('$480.00');
    expect(dialog.getByText('Production').nextElementSibling?.textContent).toBe('The Long Summer');
    expect(server.callsTo('POST', '/api/checkout/upgrade')).toHaveLength(0);
  });

  it('offers hero usage beside "Licensed · Background dressing" for a photo licensed for background', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'GET /api/photos/4321': () => Response.json(detailAnswer),
      'GET /api/purchases/licensed': () =>
        Response.json({ items: [{ photo_id: photo.id, license_types: ['background-dressing'] }] }),
      'POST /api/cart': () =>
        Response.json(
          { item: { id: 'line-1', photo_id: photo.id, license_type: 'hero-usage' } },
          { status: 201 },
        ),
    });
    renderApp('/photo/4321');
    expect(await screen.findByRole('link', { name: 'Licensed · Background dressing' })).toBeTruthy();
    const licences = screen.getByRole('group', { name: 'Licence' });
    // The licence left to add is the one chosen.
    expect((within(licences).getByRole('radio', { name: /Hero usage/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(licences).getByRole('radio', { name: /Background dressing Licensed/ })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/cart').map((call) => call.body)).toEqual([
        { photo_id: photo.id, license_type: 'hero-usage' },
      ]),
    );
    // Background dressing, already held, cannot be added again.
    fireEvent.click(within(licences).getByRole('radio', { name: /Background dressing/ }));
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('reads "Add to wishlist", opens the dialog, adds the photo with the chosen licence, then reads "Manage wishlists"', async () => {
    const project = testProject(1, 'Kitchen drama', 'Acme Films');
    const server = collectingServer(
      { companies: [], projects: [project], wishlists: [testWishlist(1, 'Summer shoot', { project })] },
      { 'GET /api/photos/4321': () => Response.json(detailAnswer) },
    );
    renderApp('/photo/4321');
    const group = await screen.findByRole('group', { name: 'Licence' });
    fireEvent.click(within(group).getAllByRole('radio')[1] as HTMLInputElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add to wishlist' }));
    fireEvent.click(await dialog.findByRole('button', { name: /Summer shoot/ }));
    const named = await screen.findByText('Summer shoot', { selector: 'strong' });
    expect(named.parentElement?.textContent).toBe('Photo added to Summer shoot wishlist');
    expect(await screen.findByRole('button', { name: 'Manage wishlists' })).toBeTruthy();
    expect(
      server.callsTo('POST', `/api/wishlists/${testWishlistId(1)}/items`).map((call) => call.body),
    ).toEqual([{ photo_id: photo.id, license_type: 'hero-usage' }]);
  });

  it('reads "Manage wishlists" when the photo is in a wishlist, whose row says "Added"', async () => {
    const project = testProject(1, 'Kitchen drama', 'Acme Films');
    const item = { ...testWishlistPhoto(1), photo_id: photo.id };
    collectingServer(
      {
        companies: [],
        projects: [project],
        wishlists: [testWishlist(1, 'Summer shoot', { project, items: [item] })],
      },
      { 'GET /api/photos/4321': () => Response.json(detailAnswer) },
    );
    renderApp('/photo/4321');
    fireEvent.click(await screen.findByRole('button', { name: 'Manage wishlists' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add to wishlist' }));
    const row = await dialog.findByRole('button', { name: /Summer shoot/ });
    expect(row.textContent).toContain('Added');
    expect((row as HTMLButtonElement).disabled).toBe(true);
  });
});
