// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UnpricedCartLine } from '../../../core/cart';
import { isLicenseType } from '../../../core/pricing';
import { testCartAnswer, testCartLine } from '../../testing/cart-answers';
import { type FakeRoute, fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A cart on the fake server that answers like the real one: GET, PATCH and DELETE change it. */
function cartServer(initial: UnpricedCartLine[], overrides: Record<string, FakeRoute> = {}) {
  let lines = [...initial];
  const idOf = (path: string) => path.split('/').at(-1) ?? '';
  const routes: Record<string, FakeRoute> = {
    'GET /api/cart': () => json(testCartAnswer(lines)),
    'DELETE /api/cart': () => {
      const removed = lines.length;
      lines = [];
      return json({ removed });
    },
  };
  for (const line of initial) {
    routes[`PATCH /api/cart/${line.id}`] = (call) => {
      const body = call.body as { license_type?: unknown };
      const license = isLicenseType(body.license_type) ? body.license_type : 'background-dressing';
      lines = lines.map((row) => (row.id === idOf(call.path) ? { ...row, license_type: license } : row));
      return json({ item: { id: line.id, photo_id: line.photo_id, license_type: license } });
    };
    routes[`DELETE /api/cart/${line.id}`] = (call) => {
      lines = lines.filter((row) => row.id !== idOf(call.path));
      return json({ id: line.id });
    };
  }
  return fakeApi({ ...signedInRoutes(), ...routes, ...overrides });
}

const linesList = () => screen.getByRole('list', { name: 'Photos in your cart' });
const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
/** The figure beside a term of the order summary ("Subtotal" → "$90.00"). */
const figure = (term: string) => summary().getByText(term).closest('div')?.querySelector('dd')?.textContent;

// The first test compiles the lazy page: more than the 5 s default on a busy machine.
describe('CartPage (/cart)', { timeout: 15_000 }, () => {
  it('says an empty cart is empty, with a way to search', async () => {
    cartServer([]);
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search photos' }).getAttribute('href')).toBe('/search');
    expect(screen.queryByRole('button', { name: 'Clear cart' })).toBeNull();
  });

  it('shows the skeleton while the cart loads', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /api/cart': () => new Promise<Response>(() => {}) });
    renderApp('/cart');
    expect(await screen.findByRole('status', { name: 'Loading your cart' })).toBeTruthy();
  });

  it('lists each photo with its thumbnail, title, number, family, licence and price, and the totals', async () => {
    cartServer([
      testCartLine(2, { title: 'Picnic by the lake', price: 12.5, license: 'hero-usage' }),
      testCartLine(1, { storefront: 'The Reyes Family' }),
    ]);
    renderApp('/cart');
    const picnic = within(
      (await screen.findByRole('link', { name: 'Picnic by the lake' })).closest('li') as HTMLElement,
    );
    expect(picnic.getByRole('link', { name: 'Picnic by the lake' }).getAttribute('href')).toBe('/photo/2');
    expect(picnic.getByText('#2')).toBeTruthy();
    expect(picnic.getByText('The Okafor family')).toBeTruthy();
    expect(picnic.getByText('$62.50')).toBeTruthy();
    const licence = picnic.getByRole('combobox', { name: 'Licence for Picnic by the lake' });
    expect(licence.textContent).toContain('Hero usage · $62.50');
    const thumbnail = linesList().querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe('/media/thumb/2.jpg');
    expect(thumbnail?.closest('a')?.getAttribute('href')).toBe('/photo/2');
    expect(screen.getByText('The Reyes Family')).toBeTruthy();
    expect(picnic.getByRole('button', { name: 'Remove Picnic by the lake from cart' })).toBeTruthy();

    expect(figure('Photos')).toBe('2');
    expect(figure('Subtotal')).toBe('$107.50');
    expect(figure('Total')).toBe('$107.50');
    expect(summary().queryByText(/Volume discount/)).toBeNull();
    expect(summary().getByText('Add 23 more photos for 5% off')).toBeTruthy();
    expect(summary().getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('says "Add 1 more photo for 5% off" one photo short of the first tier', async () => {
    cartServer(Array.from({ length: 24 }, (_, index) => testCartLine(index + 1)));
    renderApp('/cart');
    expect(await screen.findByText('Add 1 more photo for 5% off')).toBeTruthy();
  });

  it('shows the volume discount with its tier, the discounted line prices and the next tier', async () => {
    cartServer(Array.from({ length: 25 }, (_, index) => testCartLine(index + 1)));
    renderApp('/cart');
    expect(await screen.findByText('Volume discount (5%)')).toBeTruthy();
    expect(summary().getByText('Production pack')).toBeTruthy();
    expect(figure('Subtotal')).toBe('$1,125.00');
    expect(figure('Volume discount (5%)')).toBe('−$56.25');
    expect(figure('Total')).toBe('$1,068.75');
    expect(summary().getByText('Add 25 more photos for 10% off')).toBeTruthy();
    // Each $45.00 line shows its share of the discount: $42.75, the old price struck through.
    const first = within(linesList().querySelector('li') as HTMLElement);
    expect(first.getByText('$45.00').tagName).toBe('S');
    expect(first.getByText('$42.75')).toBeTruthy();
  });

  it('shows the top tier reached instead of a hint', async () => {
    cartServer(Array.from({ length: 75 }, (_, index) => testCartLine(index + 1)));
    renderApp('/cart');
    expect(await screen.findByText('Volume discount (15%)')).toBeTruthy();
    expect(summary().getByText(/You have reached the Feature pack: 15% off/)).toBeTruthy();
  });

  it('shows a withdrawn photo as "No longer available", leaves it out of the totals, and lets it go', async () => {
    const server = cartServer([
      testCartLine(2, { title: 'Gone fishing', available: false }),
      testCartLine(1, { price: 20 }),
    ]);
    renderApp('/cart');
    const gone = within(
      (await screen.findByRole('link', { name: 'Gone fishing' })).closest('li') as HTMLElement,
    );
    expect(gone.getByText('No longer available')).toBeTruthy();
    expect(gone.queryByRole('combobox')).toBeNull();
    expect(gone.queryByText('$45.00')).toBeNull();
    expect(figure('Photos')).toBe('1');
    expect(figure('Total')).toBe('$20.00');
    expect(summary().getByText('1 photo is no longer available and is not counted.')).toBeTruthy();
    fireEvent.click(gone.getByRole('button', { name: 'Remove Gone fishing from cart' }));
    expect(await screen.findByText('Photo removed')).toBeTruthy();
    expect(screen.getByText('Photo removed from your cart')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Gone fishing' })).toBeNull());
    expect(server.callsTo('DELETE', `/api/cart/${testCartLine(2).id}`)).toHaveLength(1);
  });

  it('hands focus to the next line when a line is removed, then to the heading, then to the page', async () => {
    // Newest first: photo 3, 2, 1.
    cartServer([
      testCartLine(3, { title: 'Barn' }),
      testCartLine(2, { title: 'Dock' }),
      testCartLine(1, { title: 'Picnic' }),
    ]);
    renderApp('/cart');
    const removeButton = async (name: string) => {
      const button = await screen.findByRole('button', { name: `Remove ${name} from cart` });
      button.focus();
      fireEvent.click(button);
      // Busy, yet it keeps focus while the removal is on its way.
      expect(document.activeElement).toBe(button);
    };
    await removeButton('Dock');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Picnic' })));
    await removeButton('Picnic');
    await waitFor(() => expect(document.activeElement?.id).toBe('cart-lines-heading'));
    await removeButton('Barn');
    await screen.findByText('Your cart is empty');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Your cart' })),
    );
  });

  it('keeps checkout disabled when no line can be licensed', async () => {
    cartServer([testCartLine(1, { title: 'Gone fishing', available: false })]);
    renderApp('/cart');
    await screen.findByRole('link', { name: 'Gone fishing' });
    const checkout = summary().getByRole('button', { name: 'Proceed to checkout' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(summary().queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
  });

  it('changes a line’s licence and shows the new prices and totals', async () => {
    const server = cartServer([testCartLine(1, { title: 'Picnic', price: 12.5 })]);
    renderApp('/cart');
    const licence = await screen.findByRole('combobox', { name: 'Licence for Picnic' });
    expect(figure('Total')).toBe('$12.50');
    licence.focus();
    fireEvent.keyDown(licence, { key: 'Enter' });
    const hero = screen.getByRole('option', { name: 'Hero usage · $62.50', hidden: true });
    fireEvent.click(hero);
    // Busy while the cart is read again, yet it keeps focus (no native disabled).
    expect(licence.hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(figure('Total')).toBe('$62.50'));
    expect(document.activeElement).toBe(licence);
    expect(server.callsTo('PATCH', `/api/cart/${testCartLine(1).id}`).map((call) => call.body)).toEqual([
      { license_type: 'hero-usage' },
    ]);
  });

  it('says "Photo already in cart" when the photo is there with that licence already', async () => {
    cartServer([testCartLine(1, { title: 'Picnic' })], {
      [`PATCH /api/cart/${testCartLine(1).id}`]: () =>
        json({ error: { code: 'duplicate', message: 'This photo is already in your cart' } }, 409),
    });
    renderApp('/cart');
    const licence = await screen.findByRole('combobox', { name: 'Licence for Picnic' });
    fireEvent.keyDown(licence, { key: 'Enter' });
    fireEvent.click(screen.getByRole('option', { name: /Hero usage/, hidden: true }));
    expect(await screen.findByText('Photo already in cart')).toBeTruthy();
    expect(screen.getByText('This photo is already in your cart')).toBeTruthy();
  });

  it('says why hero usage was refused when the photo’s people are not all released', async () => {
    const refusal =
      'Hero usage is not available for photo #1 yet: not everyone shown in it has signed a release. You can license it for background dressing.';
    cartServer([testCartLine(1, { title: 'Picnic' })], {
      [`PATCH /api/cart/${testCartLine(1).id}`]: () =>
        json({ error: { code: 'refused', message: refusal } }, 409),
    });
    renderApp('/cart');
    const licence = await screen.findByRole('combobox', { name: 'Licence for Picnic' });
    fireEvent.keyDown(licence, { key: 'Enter' });
    fireEvent.click(screen.getByRole('option', { name: /Hero usage/, hidden: true }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText('Photo already in cart')).toBeNull();
  });

  it('says "Failed to update photo license" and "Failed to remove photo from cart" when the server fails', async () => {
    const line = testCartLine(1, { title: 'Picnic' });
    const failure = () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500);
    cartServer([line], {
      [`PATCH /api/cart/${line.id}`]: failure,
      [`DELETE /api/cart/${line.id}`]: failure,
    });
    renderApp('/cart');
    const licence = await screen.findByRole('combobox', { name: 'Licence for Picnic' });
    fireEvent.keyDown(licence, { key: 'Enter' });
    fireEvent.click(screen.getByRole('option', { name: /Hero usage/, hidden: true }));
    expect(await screen.findByText('Failed to update photo license')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Picnic from cart' }));
    expect(await screen.findByText('Failed to remove photo from cart')).toBeTruthy();
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Picnic' })).toBeTruthy();
  });

  it('clears the cart after asking, then shows it empty', async () => {
    const server = cartServer([testCartLine(1), testCartLine(2)]);
    renderApp('/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear cart' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Clear your cart?' }));
    expect(
      dialog.getByText('All 2 photos will be removed from your cart. This cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('Cart cleared')).toBeTruthy();
    expect(screen.getByText('All photos removed from your cart')).toBeTruthy();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(server.callsTo('DELETE', '/api/cart')).toHaveLength(1);
  });

  it('keeps the photos when the clearing is cancelled, and says "Failed to clear cart" when it fails', async () => {
    const server = cartServer([testCartLine(1)], {
      'DELETE /api/cart': () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
    });
    renderApp('/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep photos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('DELETE', '/api/cart')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('Failed to clear cart')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kitchen 1' })).toBeTruthy();
  });

  it('says so when the cart cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      ...signedInRoutes(),
      'GET /api/cart': () =>
        fail ? json({ error: { code: 'INTERNAL', message: 'boom' } }, 500) : json(testCartAnswer([])),
    });
    renderApp('/cart');
    expect(await screen.findByText('Error loading cart')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });
});
