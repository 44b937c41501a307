// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCartAnswer, testCartLine, testCartOf } from '../testing/cart-answers';
import { fakeApi, SIGNED_OUT_ROUTES, signedInRoutes } from '../testing/fake-api';
import { isolateAppTests, renderApp } from '../testing/render-app';

isolateAppTests();

const header = () => within(screen.getByRole('banner'));

describe('header (spec §2)', () => {
  it('offers Pricing and the sign-in buttons to visitors', async () => {
    fakeApi(SIGNED_OUT_ROUTES);
    renderApp('/search');
    expect((await header().findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/auth?mode=login',
    );
    expect(header().getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/auth?mode=signup',
    );
    expect(header().getByRole('link', { name: 'Pricing' })).toBeTruthy();
    expect(header().queryByRole('link', { name: 'Wishlists' })).toBeNull();
    expect(header().queryByRole('link', { name: /^Cart/ })).toBeNull();
  });

  it('shows a signed-in person their first name, Wishlists, and no Pricing', async () => {
    fakeApi(signedInRoutes());
    renderApp('/search');
    expect((await header().findByRole('link', { name: 'Morgan' })).getAttribute('href')).toBe('/profile');
    expect(header().getByRole('link', { name: 'Wishlists' }).getAttribute('href')).toBe(
      '/profile?tab=wishlists',
    );
    expect(header().queryByRole('link', { name: 'Pricing' })).toBeNull();
    expect(header().queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(header().queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('shows admins the gear to the orders page', async () => {
    fakeApi(signedInRoutes({ isAdmin: true }));
    renderApp('/search');
    expect((await header().findByRole('link', { name: 'Admin' })).getAttribute('href')).toBe('/admin/orders');
  });

  it('falls back to the account name when the profile has no first name', async () => {
    fakeApi(signedInRoutes({ firstName: null }));
    renderApp('/search');
    expect(await header().findByRole('link', { name: 'Morgan' })).toBeTruthy();
  });

  it('logs out from the account menu and forgets the person', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'POST /api/auth/sign-out': () => Response.json({ success: true }),
    });
    const { location } = renderApp('/profile');
    await screen.findByRole('heading', { name: 'Your profile' });
    // The menu's code loads after the header (members only).
    fireEvent.click(await header().findByRole('button', { name: 'Account menu' }));
    fireEvent.click(header().getByRole('button', { name: 'Log out' }));
    expect(await header().findByRole('link', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/'));
    await screen.findByRole('heading', { level: 1, name: 'Cleared family photos, thousands available 24/7' });
    expect(server.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
    // Leaving the protected page first means no "Authentication Required" on the way out.
    expect(screen.queryByText('Authentication Required')).toBeNull();
    // Three lazy modules compiled on first use (the profile, the account menu, home): on a busy
    // 2-core machine that alone came near the 5 s default.
  }, 15_000);

  it('has Log out in the mobile menu', async () => {
    fakeApi({ ...signedInRoutes(), 'POST /api/auth/sign-out': () => Response.json({ success: true }) });
    renderApp('/search');
    await header().findByRole('link', { name: 'Morgan' });
    fireEvent.click(header().getByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Wishlists' })).toBeTruthy();
    fireEvent.click(menu.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(header().getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0));
  });

  it('shows signed-in people their cart with the number of items, counting withdrawn photos too', async () => {
    const lines = [testCartLine(1), testCartLine(2), testCartLine(3, { available: false })];
    const server = fakeApi({
      ...signedInRoutes(),
      'GET /api/cart': () => Response.json(testCartAnswer(lines)),
    });
    renderApp('/search');
    const cart = await header().findByRole('link', { name: 'Cart, 3 items' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(cart.textContent).toBe('3');
    // Read once for the whole page (the badge and every "Add to Cart" share it).
    expect(server.callsTo('GET', '/api/cart')).toHaveLength(1);
  });

  it('names an empty cart and a single item, with no badge on an empty one', async () => {
    fakeApi(signedInRoutes());
    renderApp('/search');
    expect((await header().findByRole('link', { name: 'Cart, empty' })).textContent).toBe('');
    cleanup();
    fakeApi({ ...signedInRoutes(), 'GET /api/cart': () => Response.json(testCartOf(1)) });
    renderApp('/search');
    expect(await header().findByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
  });

  it('spins on the cart icon while the cart loads', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /api/cart': () => new Promise<Response>(() => {}) });
    renderApp('/search');
    const cart = await header().findByRole('link', { name: 'Cart' });
    expect(cart.getAttribute('aria-busy')).toBe('true');
    expect(cart.querySelector('.animate-spin')).toBeTruthy();
  });

  it('has "Cart (N)" and My purchases in the mobile menu', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /api/cart': () => Response.json(testCartOf(2)) });
    renderApp('/search');
    await header().findByRole('link', { name: 'Cart, 2 items' });
    fireEvent.click(header().getByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Cart (2)' }).getAttribute('href')).toBe('/cart');
    expect(menu.getByRole('link', { name: 'My purchases' }).getAttribute('href')).toBe('/my-purchases');
  });
});
