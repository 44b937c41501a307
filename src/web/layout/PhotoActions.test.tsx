// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePhotoCartActions } from '../components/photo-cart-actions';
import { usePhotoLicences } from '../components/photo-licences';
import { usePhotoWishlistActions } from '../components/photo-wishlist-actions';
import { useAuthState } from '../features/session';
import { testCartAnswer, testCartLine, testPhotoUuid } from '../testing/cart-answers';
import { fakeApi, SIGNED_OUT_ROUTES, signedInRoutes } from '../testing/fake-api';
import { PhotoActionsProviders } from './PhotoActions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What a photo card reads of the cart, licences and wishlists for photo 7, and its buttons. */
function Probe() {
  const auth = useAuthState();
  const cart = usePhotoCartActions();
  const licences = usePhotoLicences();
  const wishlists = usePhotoWishlistActions();
  const photo = { id: testPhotoUuid(7), photoid: 7, title: 'Kitchen 7' };
  return (
    <div>
      <p>{auth.status}</p>
      <p>{cart?.ready ? 'cart ready' : 'cart waiting'}</p>
      <p>{cart?.isInCart(photo.id) ? 'in cart' : 'not in cart'}</p>
      <p>{licences?.ready ? 'licences ready' : 'licences waiting'}</p>
      <button type="button" onClick={() => cart?.add(photo)}>
        Add one
      </button>
      <button type="button" onClick={() => wishlists?.open(photo)}>
        Save
      </button>
    </div>
  );
}

function renderProbe() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PhotoActionsProviders>
            <Probe />
          </PhotoActionsProviders>
        ),
      },
    ],
    { initialEntries: ['/search?q=kitchen'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

describe('PhotoActionsProviders', () => {
  it("gives a visitor's cards sign-in prompts without asking the API for a cart or licences", async () => {
    const server = fakeApi(SIGNED_OUT_ROUTES);
    const router = renderProbe();
    await screen.findByText('signed-out');
    expect(screen.getByText('cart ready')).toBeTruthy();
    expect(screen.getByText('licences ready')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add one' }));
    expect(await screen.findByText('Sign in required')).toBeTruthy();
    expect(screen.getByText('Please sign in to add photos to your cart')).toBeTruthy();
    expect(server.callsTo('POST', '/api/cart')).toHaveLength(0);
    expect(server.callsTo('GET', '/api/cart')).toHaveLength(0);
    expect(server.callsTo('GET', '/api/purchases/licensed')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Authentication required')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it("gives a member's cards the cart and licences once their code has loaded, and adds", async () => {
    let lines: ReturnType<typeof testCartLine>[] = [];
    const server = fakeApi({
      ...signedInRoutes(),
      'GET /api/cart': () => Response.json(testCartAnswer(lines)),
      'GET /api/purchases/licensed': () => Response.json({ items: [] }),
      'POST /api/cart': () => {
        lines = [testCartLine(7)];
        return Response.json({ item: { id: lines[0]?.id, photo_id: testPhotoUuid(7) } }, { status: 201 });
      },
    });
    renderProbe();
    await screen.findByText('signed-in');
    expect(await screen.findByText('cart ready')).toBeTruthy();
    expect(await screen.findByText('licences ready')).toBeTruthy();
    expect(server.callsTo('GET', '/api/cart')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Add one' }));
    expect(await screen.findByText('in cart')).toBeTruthy();
    expect(screen.getByText('Added to cart')).toBeTruthy();
  });
});
