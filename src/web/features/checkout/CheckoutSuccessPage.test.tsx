// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../core/checkout';
import { testCartOf } from '../../testing/cart-answers';
import { testOrder, testOrderId } from '../../testing/checkout-answers';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { renderUi } from '../../testing/render-ui';
import { useOrderConfirmation } from './api/use-order-confirmation';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ID = testOrderId(1);

describe('CheckoutSuccessPage (/checkout/success)', { timeout: 20_000 }, () => {
  it('asks the provider again while the order is pending, then thanks the buyer and refreshes the cart', async () => {
    let cartLines = 2;
    let refreshes = 0;
    const server = fakeApi({
      ...signedInRoutes(),
      'GET /api/cart': () => json(testCartOf(cartLines)),
      [`GET /api/orders/${ID}`]: () => json(testOrder('pending')),
      [`POST /api/orders/${ID}/refresh`]: () => {
        refreshes += 1;
        if (refreshes < 2) return json(testOrder('pending'));
        cartLines = 0;
        return json(testOrder('paid'));
      },
    });
    renderApp(`/checkout/success?order=${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmation' })).toBeTruthy();
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    expect(screen.getByText('BD-100042')).toBeTruthy();
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Thank you — your licences are ready' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(refreshes).toBe(2);
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Kitchen 1')).toBeTruthy();
    expect(screen.getByText('Total').closest('div')?.querySelector('dd')?.textContent).toBe('$90.00');
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(`/orders/${ID}`);
    // The header's badge reads the cart again: the paid lines left it.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeTruthy());
    expect(server.callsTo('GET', '/api/cart').length).toBeGreaterThanOrEqual(2);
    // The photos just paid for read "Licensed" from now on: the buyer's licences are read again.
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/purchases/licensed').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows a paid order at once, without asking the provider', async () => {
    const server = fakeApi({ ...signedInRoutes(), [`GET /api/orders/${ID}`]: () => json(testOrder('paid')) });
    renderApp(`/checkout/success?order=${ID}`);
    expect(await screen.findByRole('heading', { name: 'Thank you — your licences are ready' })).toBeTruthy();
    expect(server.callsTo('POST', `/api/orders/${ID}/refresh`)).toHaveLength(0);
  });

  it('says a held payment is being reviewed instead of waiting for a confirmation (issue 29)', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      [`GET /api/orders/${ID}`]: () => json(testOrder('pending', { payment_held: true, payment_url: null })),
    });
    renderApp(`/checkout/success?order=${ID}`);
    expect(await screen.findByText('Your payment is being reviewed.')).toBeTruthy();
    expect(screen.queryByText('Confirming your payment…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Go to your order' }).getAttribute('href')).toBe(`/orders/${ID}`);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(server.callsTo('POST', `/api/orders/${ID}/refresh`)).toHaveLength(0);
  });

  it('says a failed payment failed and leads back to checkout', async () => {
    fakeApi({ ...signedInRoutes(), [`GET /api/orders/${ID}`]: () => json(testOrder('failed')) });
    renderApp(`/checkout/success?order=${ID}`);
    expect(await screen.findByText(CHECKOUT_MESSAGES.paymentFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('says an address without an order names none', async () => {
    fakeApi(signedInRoutes());
    renderApp('/checkout/success');
    expect(await screen.findByText(/This address names no order/)).toBeTruthy();
  });
});

function Probe() {
  const { order, timedOut } = useOrderConfirmation(ID, { pollMs: 10, waitMs: 30 });
  return (
    <p>
      {order.data?.status ?? 'loading'} {timedOut ? 'timed out' : 'waiting'}
    </p>
  );
}

describe('useOrderConfirmation', () => {
  it('stops asking after the wait and says it timed out', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      [`GET /api/orders/${ID}`]: () => json(testOrder('pending')),
      [`POST /api/orders/${ID}/refresh`]: () => json(testOrder('pending')),
    });
    renderUi(<Probe />);
    expect(await screen.findByText('pending timed out')).toBeTruthy();
    expect(server.callsTo('POST', `/api/orders/${ID}/refresh`)).toHaveLength(3);
  });

  it('keeps asking after a failed ask', async () => {
    let asks = 0;
    fakeApi({
      ...signedInRoutes(),
      [`GET /api/orders/${ID}`]: () => json(testOrder('pending')),
      [`POST /api/orders/${ID}/refresh`]: () => {
        asks += 1;
        return asks === 1
          ? json({ error: { code: 'unavailable', message: 'down' } }, 502)
          : json(testOrder('paid'));
      },
    });
    renderUi(<Probe />);
    expect(await screen.findByText('paid waiting')).toBeTruthy();
  });
});
