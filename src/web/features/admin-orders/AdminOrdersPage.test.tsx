// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testAdminOrderSummary } from '../../testing/admin-order-answers';
import { testOrderId } from '../../testing/checkout-answers';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { pickOption } from '../../testing/render-ui';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => testAdminOrderSummary(from + index));

describe('AdminOrdersPage (/admin/orders)', { timeout: 20_000 }, () => {
  it('lists the orders with buyer, production, money and status, 50 a page', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/orders': (call) => {
        const offset = Number(new URLSearchParams(call.search).get('offset') ?? 0);
        return json({ items: page(offset + 1, offset === 0 ? 50 : 20), total: 70 });
      },
    });
    const { location } = renderApp('/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(first.getByRole('link', { name: 'BD-100042' }).getAttribute('href')).toBe(
      `/admin/orders/${testOrderId(1)}`,
    );
    expect(first.getByText('Buyer 1')).toBeTruthy();
    expect(first.getByText('buyer1@example.test')).toBeTruthy();
    expect(first.getByText('Night Shift')).toBeTruthy();
    expect(first.getByText('$90.00')).toBeTruthy();
    expect(first.getByText('Paid')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/orders')[0]?.search).toBe('?limit=50');
    expect(screen.getByText('Showing 1–50 of 70')).toBeTruthy();
    expect(document.title).toBe('Orders · Backdrop');

    const pages = within(screen.getByRole('navigation', { name: 'Orders pages' }));
    expect(pages.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(pages.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/admin/orders?offset=50'));
    expect(await screen.findByText('Showing 51–70 of 70')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/orders').at(-1)?.search).toBe('?offset=50&limit=50');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('sorts by total or date from the column headings, in the URL and the request', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/orders': () => json({ items: page(1, 3), total: 3 }),
    });
    const { location } = renderApp('/admin/orders?status=paid&offset=50');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(within(table).getByRole('link', { name: /Total/ }));
    // A new sort starts again at the first page and keeps the filters.
    await waitFor(() => expect(location()).toBe('/admin/orders?status=paid&sort=total&dir=asc'));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/orders').at(-1)?.search).toBe(
        '?status=paid&sort=total&dir=asc&limit=50',
      ),
    );
    const sorted = await screen.findByRole('columnheader', { name: /Total/ });
    expect(sorted.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(sorted).getByRole('link'));
    await waitFor(() => expect(location()).toBe('/admin/orders?status=paid&sort=total&dir=desc'));
  });

  it('reads the filters from the URL into the form and the request', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/orders': () => json({ items: page(1, 1), total: 1 }),
    });
    renderApp('/admin/orders?q=%231042&status=partially_refunded&from=2026-03-01&to=2026-03-31&offset=bad');
    await screen.findByRole('table', { name: 'Orders' });
    const search = new URLSearchParams(api.callsTo('GET', '/api/admin/orders')[0]?.search);
    expect(Object.fromEntries(search)).toEqual({
      q: '#1042',
      status: 'partially_refunded',
      from: '2026-03-01',
      to: '2026-03-31',
      limit: '50',
    });
    expect((screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement).value).toBe(
      '#1042',
    );
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Partially refunded');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-03-31');
  });

  it('puts a search, a status and dates in the URL and starts again at the first page', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/orders': () => json({ items: page(1, 3), total: 3 }),
    });
    const { location } = renderApp('/admin/orders?offset=50');
    await screen.findByRole('table', { name: 'Orders' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), {
      target: { value: ' morgan@example.test ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/admin/orders?q=morgan%40example.test'));

    pickOption(screen.getByRole('combobox', { name: 'Status' }), 'Refunded');
    await waitFor(() => expect(location()).toBe('/admin/orders?q=morgan%40example.test&status=refunded'));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(location()).toBe('/admin/orders?q=morgan%40example.test&status=refunded&from=2026-03-01'),
    );
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/orders').at(-1)?.search).toBe(
        '?q=morgan%40example.test&status=refunded&from=2026-03-01&limit=50',
      ),
    );

    pickOption(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await waitFor(() => expect(location()).toBe('/admin/orders?q=morgan%40example.test&from=2026-03-01'));
  });

  it('says when nothing matches, and clears the filters', async () => {
    fakeApi({
      ...ADMIN,
      'GET /api/admin/orders': (call) =>
        json(call.search.includes('q=') ? { items: [], total: 0 } : { items: page(1, 2), total: 2 }),
    });
    const { location } = renderApp('/admin/orders?q=nobody');
    expect(await screen.findByRole('heading', { name: 'No orders match these filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/admin/orders'));
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeTruthy();
  });

  it('says when there are no orders at all', async () => {
    fakeApi({ ...ADMIN, 'GET /api/admin/orders': () => json({ items: [], total: 0 }) });
    renderApp('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  });

  it('shows an error with a retry when the list fails', async () => {
    let fail = true;
    fakeApi({
      ...ADMIN,
      'GET /api/admin/orders': () =>
        fail
          ? json({ error: { code: 'internal', message: 'down' } }, 500)
          : json({ items: page(1, 1), total: 1 }),
    });
    renderApp('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Error loading orders' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeTruthy();
  });

  it('lists Orders, Payments and Dashboard in the admin navigation', async () => {
    fakeApi({ ...ADMIN, 'GET /api/admin/orders': () => json({ items: [], total: 0 }) });
    renderApp('/admin/orders');
    const nav = within(await screen.findByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe('/admin/payments');
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/admin/payments/dashboard',
    );
  });
});
