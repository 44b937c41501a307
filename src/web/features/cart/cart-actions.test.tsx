// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartBatchResult } from '../../../core/cart';
import { usePhotoCartActions } from '../../components/photo-cart-actions';
import { testCartAnswer, testCartLine, testPhotoUuid } from '../../testing/cart-answers';
import { fakeApi, SIGNED_OUT_ROUTES, signedInRoutes } from '../../testing/fake-api';
import { useAuthState } from '../session';
import { addManyToCart, batchToast, type CartBatchItem, useAddManyToCart } from './api/add-many-to-cart';
import { PhotoCartActionsProvider } from './components/PhotoCartActionsProvider';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const result = (
  successCount: number,
  duplicateCount: number,
  errorCount: number,
  licensedCount = 0,
  upgradableCount = 0,
): CartBatchResult => ({
  successCount,
  duplicateCount,
  errorCount,
  licensedCount,
  upgradableCount,
});

describe('batchToast', () => {
  it('counts what was added, then what was there already and what failed', () => {
    expect(batchToast(result(3, 0, 0))).toEqual({ kind: 'success', title: 'Added 3 photos to your cart' });
    expect(batchToast(result(1, 2, 0))).toEqual({
      kind: 'success',
      title: 'Added 1 photo to your cart',
      description: '2 were already in your cart.',
    });
    expect(batchToast(result(3, 1, 1))).toEqual({
      kind: 'success',
      title: 'Added 3 photos to your cart',
      description: '1 was already in your cart. 1 could not be added.',
    });
  });

  it('says the spec’s duplicate words when nothing new was added, and "Error" when all failed', () => {
    expect(batchToast(result(0, 1, 0))).toEqual({
      kind: 'info',
      title: 'Photo already in cart',
      description: 'This photo is already in your cart',
    });
    expect(batchToast(result(0, 4, 0))).toEqual({
      kind: 'info',
      title: 'Photos already in cart',
      description: 'All 4 photos are already in your cart.',
    });
    expect(batchToast(result(0, 2, 3))).toEqual({
      kind: 'error',
      title: 'Error',
      description: 'Failed to add 3 photos to cart. 2 were already in your cart.',
    });
  });
});

describe('addManyToCart', () => {
  it('sends at most 200 photos a request and adds the counts up', async () => {
    const server = fakeApi({
      'POST /api/cart/batch': (call) => {
        const { items } = call.body as { items: unknown[] };
        return Response.json(result(items.length - 1, 1, 0));
      },
    });
    const items: CartBatchItem[] = Array.from({ length: 450 }, (_, index) => ({
      photo_id: testPhotoUuid(index + 1),
    }));
    expect(await addManyToCart({ items })).toEqual(result(447, 3, 0));
    expect(
      server
        .callsTo('POST', '/api/cart/batch')
        .map((call) => (call.body as { items: unknown[] }).items.length),
    ).toEqual([200, 200, 50]);
  });
});

/** Shows what the cart actions say about photo 7 and offers to add it. */
function Probe() {
  const cart = usePhotoCartActions();
  const auth = useAuthState();
  const { addMany } = useAddManyToCart();
  const photo = { id: testPhotoUuid(7), photoid: 7, title: 'Kitchen 7' };
  return (
    <div>
      <p>{auth.status}</p>
      <p>{cart?.isInCart(photo.id) ? 'in cart' : 'not in cart'}</p>
      <button type="button" onClick={() => cart?.add(photo)}>
        Add one
      </button>
      <button
        type="button"
        onClick={() => addMany([{ photo_id: testPhotoUuid(8) }, { photo_id: testPhotoUuid(9) }])}
      >
        Add two
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
          <PhotoCartActionsProvider>
            <Probe />
          </PhotoCartActionsProvider>
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

describe('PhotoCartActionsProvider', () => {
  it('adds a photo (background dressing by default) and then knows it is in the cart', async () => {
    let lines: ReturnType<typeof testCartLine>[] = [];
    const server = fakeApi({
      ...signedInRoutes(),
      'GET /api/cart': () => Response.json(testCartAnswer(lines)),
      'POST /api/cart': () => {
        lines = [testCartLine(7)];
        return Response.json({ item: { id: lines[0]?.id, photo_id: testPhotoUuid(7) } }, { status: 201 });
      },
    });
    renderProbe();
    await waitFor(() => expect(server.callsTo('GET', '/api/cart')).toHaveLength(1));
    expect(screen.getByText('not in cart')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add one' }));
    expect(await screen.findByText('in cart')).toBeTruthy();
    expect(screen.getByText('Added to cart')).toBeTruthy();
    expect(screen.getByText('Photo added to your cart successfully')).toBeTruthy();
    expect(server.callsTo('POST', '/api/cart').map((call) => call.body)).toEqual([
      { photo_id: testPhotoUuid(7) },
    ]);
  });

  it('sends a double click once: the second click of a photo on its way is not another add', async () => {
    let lines: ReturnType<typeof testCartLine>[] = [];
    const server = fakeApi({
      ...signedInRoutes(),
      'GET /api/cart': () => Response.json(testCartAnswer(lines)),
      'POST /api/cart': () => {
        lines = [testCartLine(7)];
        return Response.json({ item: { id: lines[0]?.id, photo_id: testPhotoUuid(7) } }, { status: 201 });
      },
    });
    renderProbe();
    await waitFor(() => expect(server.callsTo('GET', '/api/cart')).toHaveLength(1));
    const add = screen.getByRole('button', { name: 'Add one' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(await screen.findByText('in cart')).toBeTruthy();
    expect(server.callsTo('POST', '/api/cart')).toHaveLength(1);
    expect(screen.queryByText('Photo already in cart')).toBeNull();
  });

  it('adds many at once and says how many went in and how many were there already', async () => {
    fakeApi({
      ...signedInRoutes(),
      'POST /api/cart/batch': () => Response.json(result(1, 1, 0)),
    });
    renderProbe();
    await screen.findByText('signed-in');
    fireEvent.click(screen.getByRole('button', { name: 'Add two' }));
    expect(await screen.findByText('Added 1 photo to your cart')).toBeTruthy();
    expect(screen.getByText('1 was already in your cart.')).toBeTruthy();
  });

  it('asks visitors to sign in, sends nothing, and offers the way back', async () => {
    const server = fakeApi(SIGNED_OUT_ROUTES);
    const router = renderProbe();
    await screen.findByText('signed-out');
    fireEvent.click(screen.getByRole('button', { name: 'Add one' }));
    expect(await screen.findByText('Sign in required')).toBeTruthy();
    expect(screen.getByText('Please sign in to add photos to your cart')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add two' }));
    expect(server.callsTo('POST', '/api/cart')).toHaveLength(0);
    expect(server.callsTo('POST', '/api/cart/batch')).toHaveLength(0);
    expect(server.callsTo('GET', '/api/cart')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.search).get('mode')).toBe('login');
  });
});
