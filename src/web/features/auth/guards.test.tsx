// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, SIGNED_OUT_ROUTES, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

describe('route guards (spec §2)', () => {
  it('shows a spinner while the session check runs', async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi({
      ...SIGNED_OUT_ROUTES,
      'GET /api/auth/get-session': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/profile');
    expect(await screen.findByText('Loading page…')).toBeTruthy();
    answer(Response.json(null));
    await screen.findByRole('tablist', { name: 'Account' });
  });

  it('sends a signed-out visitor to sign in with the return URL', async () => {
    fakeApi(SIGNED_OUT_ROUTES);
    const { location, router } = renderApp('/profile?tab=wishlists');
    await waitFor(() => expect(location()).toBe('/auth?mode=login&returnUrl=%2Fprofile%3Ftab%3Dwishlists'));
    expect(router.state.location.state).toEqual({ from: '/profile?tab=wishlists' });
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByText('Please log in to continue')).toBeTruthy();
  });

  it('treats a 401 from /api/me as signed out (the session ended)', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/me': () =>
        Response.json({ error: { code: 'UNAUTHENTICATED', message: 'no' } }, { status: 401 }),
    });
    const { location } = renderApp('/profile');
    await waitFor(() => expect(location()).toBe('/auth?mode=login&returnUrl=%2Fprofile'));
  });

  it('lets a signed-in person see their profile', async () => {
    fakeApi(signedInRoutes());
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(screen.getByText('Morgan Reyes')).toBeTruthy();
    expect(screen.getByText('morgan@example.test')).toBeTruthy();
    expect(screen.getByText('Backdrop license agreement')).toBeTruthy();
    expect(screen.getByText('Accepted on March 4, 2026')).toBeTruthy();
  });

  it('sends a non-admin home from admin routes', async () => {
    fakeApi(signedInRoutes({ isAdmin: false }));
    const { location } = renderApp('/admin/orders');
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText('Admin privileges required')).toBeTruthy();
  });

  it('sends a signed-out visitor of an admin route to sign in', async () => {
    fakeApi(SIGNED_OUT_ROUTES);
    const { location } = renderApp('/admin/orders');
    await waitFor(() => expect(location()).toBe('/auth?mode=login&returnUrl=%2Fadmin%2Forders'));
  });

  it('shows an admin an admin page inside the admin frame', async () => {
    fakeApi(signedInRoutes({ isAdmin: true }));
    const { location } = renderApp('/admin/search-analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search insights' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
    expect(location()).toBe('/admin/search-analytics');
  });

  it('offers a retry when the session check fails', async () => {
    fakeApi({
      ...SIGNED_OUT_ROUTES,
      'GET /api/auth/get-session': () => new Response('down', { status: 503 }),
    });
    renderApp('/profile');
    // One retry first (spec §9 default), then the failure shows.
    expect(
      await screen.findByRole('heading', { name: 'We could not check your sign-in' }, { timeout: 4000 }),
    ).toBeTruthy();
    fakeApi(signedInRoutes());
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
  });
});
