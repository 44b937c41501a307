// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '../../../core/admin-orders';
import { testAdminOrder, testPaymentEvent } from '../../testing/admin-order-answers';
import { testOrderId, testOrderLine } from '../../testing/checkout-answers';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ID = testOrderId(1);
const ORDER_URL = `/api/admin/orders/${ID}`;
const REFUNDS_URL = `${ORDER_URL}/refunds`;
const ADMIN = signedInRoutes({ isAdmin: true });

const lineBox = (name: string) => screen.getByRole('checkbox', { name });

describe('AdminOrderPage (/admin/orders/:id)', { timeout: 20_000 }, () => {
  it('shows the order: buyer, production, billing, payment, lines, timeline and provider events', async () => {
    const order = testAdminOrder('paid', {
      provider_events: [
        testPaymentEvent(1),
        testPaymentEvent(2, { state: 'failed', type: 'charge.refunded', event_id: 'evt_2' }),
      ],
    });
    fakeApi({ ...ADMIN, [`GET ${ORDER_URL}`]: () => json(order) });
    renderApp(`/admin/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order BD-100042' })).toBeTruthy();
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    const buyer = within(screen.getByRole('region', { name: 'Buyer' }));
    expect(buyer.getByRole('link', { name: 'morgan@example.test' }).getAttribute('href')).toBe(
      'mailto:morgan@example.test',
    );
    const licensed = within(screen.getByRole('region', { name: 'Licensed for' }));
    expect(licensed.getByText('Night Shift')).toBeTruthy();
    expect(licensed.getByText('Acme Films')).toBeTruthy();
    expect(licensed.getByText('Season 2')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Billing' })).getByText(/1 Studio Way/)).toBeTruthy();
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Stripe')).toBeTruthy();
    expect(payment.getByText('cs_test_a1b2c3')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Totals' })).getAllByText('$90.00')).toHaveLength(2);

    const lines = within(screen.getByRole('table', { name: 'Order lines' }));
    expect(lines.getAllByRole('row')).toHaveLength(3);
    expect(lines.getByRole('checkbox', { name: 'Kitchen 1' })).toBeTruthy();

    const history = within(screen.getByRole('list', { name: 'Status history' }));
    expect(history.getAllByRole('listitem')).toHaveLength(2);

    const events = within(screen.getByRole('table', { name: 'Provider events of this order' }));
    expect(events.getAllByRole('row')).toHaveLength(3);
    expect(events.getByText('Processed')).toBeTruthy();
    expect(events.getByText('Failed')).toBeTruthy();
    expect(events.getByRole('button', { name: 'Retry charge.refunded (evt_2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refund selected lines' }).hasAttribute('disabled')).toBe(true);
  });

  it('refunds the selected lines after a confirmation that says exactly what goes back, with a reason', async () => {
    const order = testAdminOrder('paid', {
      items: [testOrderLine(1), testOrderLine(2), testOrderLine(3)],
      total_cents: 13500,
    });
    const refunded = testAdminOrder('partially_refunded', {
      items: [
        testOrderLine(1, { refunded_cents: 4500 }),
        testOrderLine(2, { refunded_cents: 4500 }),
        testOrderLine(3),
      ],
      total_cents: 13500,
      refunded_cents: 9000,
    });
    let current = order;
    const api = fakeApi({
      ...ADMIN,
      [`GET ${ORDER_URL}`]: () => json(current),
      [`POST ${REFUNDS_URL}`]: () => {
        current = refunded;
        return json(refunded);
      },
      'GET /api/admin/orders': () => json({ items: [], total: 0 }),
    });
    renderApp(`/admin/orders/${ID}`);
    await screen.findByRole('table', { name: 'Order lines' });
    fireEvent.click(lineBox('Kitchen 1'));
    fireEvent.click(lineBox('Kitchen 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Refund selected lines' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Refund the selected lines?' }));
    expect(
      dialog.getByText("Refund 2 lines of BD-100042: $90.00 to the buyer's card. This cannot be undone."),
    ).toBeTruthy();
    // The reason is required: nothing is sent without one.
    fireEvent.click(dialog.getByRole('button', { name: 'Refund $90.00' }));
    expect(await dialog.findByText(REFUND_MESSAGES.reasonRequired)).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Reason' }).getAttribute('aria-invalid')).toBe('true');
    // Focus goes to the reason, described by its message (issue 23).
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByRole('textbox', { name: 'Reason' })));
    expect(dialog.getByRole('textbox', { name: 'Reason' }).getAttribute('aria-describedby')).toContain(
      dialog.getByText(REFUND_MESSAGES.reasonRequired).closest('p')?.id,
    );
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason' }), { target: { value: ' ok ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund $90.00' }));
    // The check runs the schema, which answers after the click.
    expect(await dialog.findByText(REFUND_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.callsTo('POST', REFUNDS_URL)).toHaveLength(0);

    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  Cut from the episode  ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund $90.00' }));
    await waitFor(() => expect(api.callsTo('POST', REFUNDS_URL)).toHaveLength(1));
    expect(api.callsTo('POST', REFUNDS_URL)[0]?.body).toEqual({
      item_ids: [order.items[0]?.id, order.items[1]?.id],
      reason: 'Cut from the episode',
    });
    expect(await screen.findByText('Refund issued')).toBeTruthy();
    expect(screen.getByText('$90.00 of BD-100042 goes back to the buyer.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes to the lines, not to the button the refund has just disabled.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Lines' })));

    // The order as answered: two lines marked refunded and no longer selectable.
    expect(screen.getAllByText('Partially refunded').length).toBeGreaterThan(0);
    expect(lineBox('Kitchen 1').hasAttribute('disabled')).toBe(true);
    expect(lineBox('Kitchen 2').hasAttribute('disabled')).toBe(true);
    expect(lineBox('Kitchen 3').hasAttribute('disabled')).toBe(false);
    expect(
      within(screen.getByRole('table', { name: 'Order lines' })).getAllByText('Refunded', {
        selector: 'span',
      }),
    ).toHaveLength(2);
  });

  it('refunds a whole order, and shows the server’s reason message under the field', async () => {
    const api = fakeApi({
      ...ADMIN,
      [`GET ${ORDER_URL}`]: () => json(testAdminOrder('paid')),
      [`POST ${REFUNDS_URL}`]: () =>
        json(
          {
            error: {
              code: 'invalid',
              message: 'Invalid request',
              fields: { reason: 'The reason contains invalid characters' },
            },
          },
          400,
        ),
    });
    renderApp(`/admin/orders/${ID}`);
    const opener = await screen.findByRole('button', { name: 'Refund whole order' });
    // A browser focuses a pressed button; happy-dom does not.
    opener.focus();
    fireEvent.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund the whole order?' }));
    expect(
      dialog.getByText(
        "Refund the whole order BD-100042 (2 lines): $90.00 to the buyer's card. This cannot be undone.",
      ),
    ).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Bought <twice>' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund $90.00' }));
    expect(await dialog.findByText('The reason contains invalid characters')).toBeTruthy();
    const [call] = api.callsTo('POST', REFUNDS_URL);
    expect(call?.body).toEqual({
      item_ids: testAdminOrder().items.map((line) => line.id),
      reason: 'Bought <twice>',
    });
    // Cancel sends nothing more and closes, handing focus back to the button that opened it.
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', REFUNDS_URL)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('hands focus back to the button that opened the refund dialog on Escape (issue 23)', async () => {
    fakeApi({ ...ADMIN, [`GET ${ORDER_URL}`]: () => json(testAdminOrder('paid')) });
    renderApp(`/admin/orders/${ID}`);
    const opener = await screen.findByRole('button', { name: 'Refund whole order' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Refund the whole order?' }), {
      key: 'Escape',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('shows a refusal of the provider in the dialog', async () => {
    fakeApi({
      ...ADMIN,
      [`GET ${ORDER_URL}`]: () => json(testAdminOrder('paid')),
      [`POST ${REFUNDS_URL}`]: () =>
        json({ error: { code: 'invalid', message: REFUND_MESSAGES.nothingToRefund } }, 400),
    });
    renderApp(`/admin/orders/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund whole order' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Duplicate order' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund $90.00' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(REFUND_MESSAGES.nothingToRefund);
  });

  it('offers no refund for an order that is not paid', async () => {
    fakeApi({ ...ADMIN, [`GET ${ORDER_URL}`]: () => json(testAdminOrder('pending')) });
    renderApp(`/admin/orders/${ID}`);
    expect(await screen.findByText('Only a paid order can be refunded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund whole order' })).toBeNull();
    expect(lineBox('Kitchen 1').hasAttribute('disabled')).toBe(true);
  });

  it('says when the order does not exist', async () => {
    fakeApi(ADMIN);
    renderApp(`/admin/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/admin/orders');
  });
});
