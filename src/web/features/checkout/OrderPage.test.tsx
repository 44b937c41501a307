// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testOrder, testOrderId, testOrderLine } from '../../testing/checkout-answers';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { formatDateTime } from '../orders';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ID = testOrderId(1);

describe('OrderPage (/orders/:id)', { timeout: 20_000 }, () => {
  it('shows the order: number, status, who it is for, lines with their money, totals and history', async () => {
    const order = testOrder('partially_refunded', {
      subtotal_cents: 27000,
      discount_percent: 5,
      discount_cents: 1350,
      total_cents: 25650,
      refunded_cents: 4275,
      items: [
        testOrderLine(1, { discount_cents: 225, discounted_price_cents: 4275, refunded_cents: 4275 }),
        testOrderLine(2, {
          title: 'Picnic',
          license_type: 'hero-usage',
          price_cents: 22500,
          discount_cents: 1125,
          discounted_price_cents: 21375,
        }),
      ],
      events: [
        { status: 'pending', note: null, created_at: '2026-03-04T10:00:00.000Z' },
        { status: 'paid', note: null, created_at: '2026-03-04T10:02:00.000Z' },
        { status: 'partially_refunded', note: 'One photo refunded', created_at: '2026-03-06T09:00:00.000Z' },
      ],
    });
    fakeApi({ ...signedInRoutes(), [`GET /api/orders/${ID}`]: () => json(order) });
    renderApp(`/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order BD-100042' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByText('Partially refunded').length).toBeGreaterThan(0);
    expect(screen.getByText('Night Shift')).toBeTruthy();
    expect(screen.getByText('Acme Films')).toBeTruthy();
    expect(screen.getByText('Season 2')).toBeTruthy();
    expect(screen.getByText('Morgan Reyes')).toBeTruthy();
    expect(screen.getByText(/1 Studio Way/).textContent).toBe('1 Studio Way\nBurbank, CA 91505');

    const lines = within(screen.getByRole('list', { name: 'Licensed photos' }));
    const picnic = within(lines.getByText('Picnic').closest('li') as HTMLElement);
    expect(picnic.getByText(/The Okafor family/).textContent).toBe('#2 · The Okafor family');
    expect(picnic.getByText('Hero usage')).toBeTruthy();
    expect(picnic.getByText('$225.00')).toBeTruthy();
    expect(picnic.getByText('−$11.25')).toBeTruthy();
    expect(picnic.getByText('$213.75')).toBeTruthy();
    const kitchen = within(lines.getByText('Kitchen 1').closest('li') as HTMLElement);
    expect(kitchen.getByText('$42.75')).toBeTruthy(); // final
    expect(kitchen.getByText('−$42.75')).toBeTruthy(); // refunded in full
    expect(
      screen.getByRole('list', { name: 'Licensed photos' }).querySelector('img')?.getAttribute('src'),
    ).toBe('/media/thumb/1.jpg');

    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.getByText('$270.00')).toBeTruthy();
    expect(totals.getByText('Volume discount (5%)')).toBeTruthy();
    expect(totals.getByText('$256.50')).toBeTruthy();
    expect(totals.getByText('−$42.75')).toBeTruthy();
    // issue 22: after a refund, what the buyer paid in the end.
    expect(totals.getByText('Net paid').nextElementSibling?.textContent).toBe('$213.75');

    const history = within(screen.getByRole('list', { name: 'Status history' }));
    expect(history.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Awaiting payment',
      'Paid',
      'Partially refunded',
    ]);
    expect(history.getByText(formatDateTime('2026-03-06T09:00:00.000Z'), { exact: false })).toBeTruthy();
    expect(history.getByText(/One photo refunded/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).toBeNull();
  });

  it('leaves out zero discounts and refunds, and shows the PO number, country and tax (issue 22)', async () => {
    const order = testOrder('paid', {
      tax_cents: 1800,
      tax_rate_bp: 2000,
      billing_country: 'GB',
      po_number: 'PO-7781',
      total_cents: 10800,
    });
    fakeApi({ ...signedInRoutes(), [`GET /api/orders/${ID}`]: () => json(order) });
    renderApp(`/orders/${ID}`);
    const lines = within(await screen.findByRole('list', { name: 'Licensed photos' }));
    const kitchen = within(lines.getByText('Kitchen 1').closest('li') as HTMLElement);
    expect(kitchen.queryByText('Discount')).toBeNull();
    expect(kitchen.queryByText('Refunded')).toBeNull();
    expect(kitchen.queryByText(/\$0\.00/)).toBeNull();
    expect(kitchen.getByText('$45.00')).toBeTruthy();
    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.queryByText(/Discount|Refunded|Net paid/)).toBeNull();
    expect(totals.getByText('Tax (20%, United Kingdom)').nextElementSibling?.textContent).toBe('$18.00');
    expect(totals.getByText('$108.00')).toBeTruthy();
    const billing = within(screen.getByRole('region', { name: 'Billing' }));
    expect(billing.getByText('PO-7781')).toBeTruthy();
    expect(billing.getByText('United Kingdom')).toBeTruthy();
  });

  it('offers the paid order’s invoice and licence certificate, and where to check the certificate', async () => {
    fakeApi({ ...signedInRoutes(), [`GET /api/orders/${ID}`]: () => json(testOrder('partially_refunded')) });
    renderApp(`/orders/${ID}`);
    const documents = within(await screen.findByRole('region', { name: 'Documents and files' }));
    const invoice = documents.getByRole('link', { name: 'Download invoice (PDF)' });
    expect(invoice.getAttribute('href')).toBe(`/api/orders/${ID}/invoice.pdf`);
    expect(invoice.hasAttribute('download')).toBe(true);
    expect(
      documents.getByRole('link', { name: 'Download licence certificate (PDF)' }).getAttribute('href'),
    ).toBe(`/api/orders/${ID}/certificate.pdf`);
    expect(documents.getByText('A1B2-C3D4-E5F6')).toBeTruthy();
    expect(documents.getByRole('button', { name: 'Download all photos (ZIP) of BD-100042' })).toBeTruthy();
    expect(documents.getByRole('link', { name: 'check this certificate' }).getAttribute('href')).toBe(
      '/verify/A1B2-C3D4-E5F6',
    );
  });

  it('says a PDF is being prepared until it is saved, and draws it once however often it is clicked (issue 22)', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let answer: () => void = () => {};
    const server = fakeApi({
      ...signedInRoutes(),
      [`GET /api/orders/${ID}`]: () => json(testOrder('paid')),
      [`GET /api/orders/${ID}/invoice.pdf`]: () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }));
        }),
    });
    renderApp(`/orders/${ID}`);
    const invoice = await screen.findByRole('link', { name: 'Download invoice (PDF)' });
    fireEvent.click(invoice);
    expect(await screen.findByText('Preparing…')).toBeTruthy();
    expect(invoice.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(invoice);
    answer();
    await waitFor(() => expect(saved).toEqual(['backdrop-BD-100042-invoice.pdf']));
    await waitFor(() => expect(screen.queryByText('Preparing…')).toBeNull());
    expect(server.callsTo('GET', `/api/orders/${ID}/invoice.pdf`)).toHaveLength(1);
  });

  it('offers no documents for an order that was not paid', async () => {
    for (const status of ['pending', 'failed', 'cancelled'] as const) {
      fakeApi({ ...signedInRoutes(), [`GET /api/orders/${ID}`]: () => json(testOrder(status)) });
      renderApp(`/orders/${ID}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Order BD-100042' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Documents and files' })).toBeNull();
      expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
      cleanup();
    }
  });

  it('offers to continue to payment while the order awaits it', async () => {
    fakeApi({ ...signedInRoutes(), [`GET /api/orders/${ID}`]: () => json(testOrder('pending')) });
    renderApp(`/orders/${ID}`);
    const link = await screen.findByRole('link', { name: 'Continue to payment' });
    expect(link.getAttribute('href')).toBe('/checkout/test-payment/tps_abc');
  });

  it('says a held payment is being reviewed, points to the contact page and never asks to pay again (issue 29)', async () => {
    fakeApi({
      ...signedInRoutes(),
      [`GET /api/orders/${ID}`]: () => json(testOrder('pending', { payment_held: true, payment_url: null })),
    });
    renderApp(`/orders/${ID}`);
    expect(await screen.findByText('Your payment is being reviewed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).toBeNull();
  });

  it('shows not-found for an order that is not the person’s', async () => {
    fakeApi({
      ...signedInRoutes(),
      [`GET /api/orders/${ID}`]: () =>
        json({ error: { code: 'NOT_FOUND', message: 'Order not found' } }, 404),
    });
    renderApp(`/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
  });

  it('shows not-found for a malformed order id without asking', async () => {
    const server = fakeApi(signedInRoutes());
    renderApp('/orders/not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(server.calls.filter((call) => call.path.startsWith('/api/orders'))).toHaveLength(0);
  });
});
