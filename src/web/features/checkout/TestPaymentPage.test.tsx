// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestPaymentSession } from '../../../core/checkout';
import { paths } from '../../../core/paths';
import { fakeApi } from '../../testing/fake-api';
import { TestPaymentPage } from './TestPaymentPage';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) => Response.json(body, { status });
const SESSION = 'tps_abc123';
const API = `/api/checkout/test-payments/${SESSION}`;

function session(overrides: Partial<TestPaymentSession> = {}): TestPaymentSession {
  return {
    id: SESSION,
    order_id: '0a000000-0000-4000-8000-000000000001',
    order_number: 'BD-100042',
    amount_cents: 106875,
    status: 'open',
    ...overrides,
  };
}

/** The page alone at its address, with where the provider sends the buyer back to. */
function renderPage() {
  const router = createMemoryRouter(
    [
      { path: paths.testPayment.path, element: <TestPaymentPage /> },
      { path: paths.checkoutSuccess.path, element: <p>Success page</p> },
      { path: paths.checkout.path, element: <p>Checkout page</p> },
    ],
    { initialEntries: [paths.testPayment.href({ sessionId: SESSION })] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { location: () => `${router.state.location.pathname}${router.state.location.search}` };
}

describe('TestPaymentPage (/checkout/test-payment/:sessionId)', () => {
  it('is clearly marked as a test, with the order number, the amount and three choices', async () => {
    fakeApi({ [`GET ${API}`]: () => json(session()) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Test payment' })).toBeTruthy();
    expect(
      screen.getByText('Test payment — no card is charged; this page exists only in development.'),
    ).toBeTruthy();
    expect(await screen.findByText('BD-100042')).toBeTruthy();
    expect(screen.getByText('$1,068.75')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $1,068.75' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline the payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave without paying' })).toBeTruthy();
  });

  it('pays once for a double click and goes where the provider sends the buyer', async () => {
    let answer: (response: Response) => void = () => {};
    const server = fakeApi({
      [`GET ${API}`]: () => json(session()),
      [`POST ${API}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { location } = renderPage();
    const pay = await screen.findByRole('button', { name: 'Pay $1,068.75' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(server.callsTo('POST', API)).toHaveLength(1));
    expect(server.callsTo('POST', API)[0]?.body).toEqual({ outcome: 'pay' });
    await act(async () =>
      answer(
        json({ redirect_url: `${window.location.origin}/checkout/success?order=${session().order_id}` }),
      ),
    );
    expect(await screen.findByText('Success page')).toBeTruthy();
    expect(location()).toBe(`/checkout/success?order=${session().order_id}`);
  });

  it.each([
    ['Decline the payment', 'fail', '/checkout?payment=failed'],
    ['Leave without paying', 'abandon', '/checkout?payment=cancelled'],
  ])('"%s" sends %s and returns to %s', async (label, outcome, back) => {
    const server = fakeApi({
      [`GET ${API}`]: () => json(session()),
      [`POST ${API}`]: () => json({ redirect_url: back }),
    });
    const { location } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: label }));
    expect(await screen.findByText('Checkout page')).toBeTruthy();
    expect(location()).toBe(back);
    expect(server.callsTo('POST', API)[0]?.body).toEqual({ outcome });
  });

  it('offers no choice for a session that is already settled', async () => {
    fakeApi({ [`GET ${API}`]: () => json(session({ status: 'complete' })) });
    renderPage();
    expect(await screen.findByText(/This test payment is already paid/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('says so when there is no such session', async () => {
    fakeApi({});
    renderPage();
    expect(await screen.findByText('There is no test payment with this address.')).toBeTruthy();
  });
});
