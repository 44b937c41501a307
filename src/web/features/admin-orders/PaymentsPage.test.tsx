// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentEventRow } from '../../../core/admin-orders';
import { testPaymentEvent } from '../../testing/admin-order-answers';
import { testOrderId } from '../../testing/checkout-answers';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { pickOption } from '../../testing/render-ui';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const FAILED = testPaymentEvent(2, { state: 'failed', event_id: 'evt_2' });
const retryUrl = (event: PaymentEventRow) => `/api/admin/payment-events/${event.id}/retry`;

describe('PaymentsPage (/admin/payments)', { timeout: 20_000 }, () => {
  it('lists the provider events with their state, order and error, and links to the dashboard', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/payments': () =>
        json({
          items: [
            testPaymentEvent(1),
            FAILED,
            testPaymentEvent(3, { state: 'ignored', order_id: null, order_number: null }),
          ],
          total: 3,
        }),
    });
    renderApp('/admin/payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: 'Provider events' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const failed = within(rows[1] as HTMLElement);
    expect(failed.getByText('Failed')).toBeTruthy();
    expect(failed.getByText('Order not found for session cs_test_1')).toBeTruthy();
    expect(failed.getByText('Stripe')).toBeTruthy();
    expect(failed.getByRole('link', { name: 'BD-100042' }).getAttribute('href')).toBe(
      `/admin/orders/${testOrderId(1)}`,
    );
    expect(table.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
    expect(within(rows[2] as HTMLElement).getByText('Ignored')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/payments')[0]?.search).toBe('');
    expect(screen.getByText('Showing 1–3 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payment dashboard' }).getAttribute('href')).toBe(
      '/admin/payments/dashboard',
    );
  });

  it('retries a failed event and toasts what became of it', async () => {
    let events = [FAILED];
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/payments': () => json({ items: events, total: events.length }),
      [`POST ${retryUrl(FAILED)}`]: () => {
        const processed = { ...FAILED, state: 'processed' as const, error: null };
        events = [processed];
        return json(processed);
      },
    });
    renderApp('/admin/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry checkout.session.completed (evt_2)' }));
    expect(await screen.findByText('Event processed')).toBeTruthy();
    expect(api.callsTo('POST', retryUrl(FAILED))).toHaveLength(1);
    // The list is read again and shows the event processed.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull());
    expect(
      within(screen.getByRole('table', { name: 'Provider events' })).getByText('Processed'),
    ).toBeTruthy();
  });

  it('toasts the error when a retry fails again', async () => {
    fakeApi({
      ...ADMIN,
      'GET /api/admin/payments': () => json({ items: [FAILED], total: 1 }),
      [`POST ${retryUrl(FAILED)}`]: () =>
        json({ ...FAILED, error: 'Session cs_test_1 is unknown to Stripe' }),
    });
    renderApp('/admin/payments');
    fireEvent.click(await screen.findByRole('button', { name: /^Retry/ }));
    expect(await screen.findByText('Retry failed')).toBeTruthy();
    expect(screen.getByText('Session cs_test_1 is unknown to Stripe')).toBeTruthy();
  });

  it('filters by state through the URL and the request, and pages by offset', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/payments': (call) => {
        const params = new URLSearchParams(call.search);
        const offset = Number(params.get('offset') ?? 0);
        const state = (params.get('state') ?? 'processed') as PaymentEventRow['state'];
        const count = offset === 0 ? 50 : 10;
        return json({
          items: Array.from({ length: count }, (_, index) => testPaymentEvent(offset + index + 1, { state })),
          total: 60,
        });
      },
    });
    const { location } = renderApp('/admin/payments?state=failed');
    await screen.findByRole('table', { name: 'Provider events' });
    expect(api.callsTo('GET', '/api/admin/payments')[0]?.search).toBe('?state=failed');
    expect(screen.getByRole('combobox', { name: 'Event state' }).textContent).toContain('Failed');

    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/admin/payments?state=failed&offset=50'));
    expect(await screen.findByText('Showing 51–60 of 60')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/payments').at(-1)?.search).toBe('?state=failed&offset=50');

    pickOption(screen.getByRole('combobox', { name: 'Event state' }), 'Processed');
    await waitFor(() => expect(location()).toBe('/admin/payments?state=processed'));
    pickOption(screen.getByRole('combobox', { name: 'Event state' }), 'All states');
    await waitFor(() => expect(location()).toBe('/admin/payments'));
  });

  it('says when no event failed', async () => {
    fakeApi({ ...ADMIN, 'GET /api/admin/payments': () => json({ items: [], total: 0 }) });
    renderApp('/admin/payments?state=failed');
    expect(await screen.findByRole('heading', { name: 'No failed events' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all events' }).getAttribute('href')).toBe(
      '/admin/payments',
    );
  });
});
