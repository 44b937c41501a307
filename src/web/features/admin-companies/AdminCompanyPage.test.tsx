// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCompanyDetail } from '../../../core/admin-companies';
import { STALE_EDIT } from '../../../core/admin-lists';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const ID = '00000000-0000-4000-8000-000000000001';
const OLD = '00000000-0000-4000-8000-000000000009';

const COMPANY: AdminCompanyDetail = {
  id: ID,
  name: 'Acme Studios',
  logo: 'data:image/webp;base64,AAAA',
  version: 2,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  owner: { id: 'u1', email: 'bea@example.test', name: 'Bea' },
  stats: { projects: 2, wishlists: 3, orders: 1, revenue_cents: 4500 },
  projects: [
    {
      id: 'p1',
      name: 'Tide Line',
      owner_email: 'bea@example.test',
      wishlists: 3,
      orders: 1,
      revenue_cents: 4500,
    },
    {
      id: 'p2',
      name: 'Night Shift',
      owner_email: 'otto@example.test',
      wishlists: 0,
      orders: 0,
      revenue_cents: 0,
    },
  ],
  orders: [
    {
      id: 'o1',
      order_number: 'BD-100042',
      status: 'paid',
      buyer_email: 'bea@example.test',
      company_name: 'ACME studios, inc.',
      project_name: 'Tide Line',
      total_cents: 4500,
      refunded_cents: 0,
      certificate_code: 'ABCD-EF01-2345',
      created_at: '2026-03-03T10:00:00.000Z',
      paid_at: '2026-03-03T10:01:00.000Z',
    },
  ],
  people: [
    { id: 'u1', email: 'bea@example.test', name: 'Bea', owner: true, projects: 1, orders: 1 },
    { id: 'u2', email: 'otto@example.test', name: 'Otto', owner: false, projects: 1, orders: 0 },
  ],
};

let shown = COMPANY;
const routes = (extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) => ({
  ...ADMIN,
  [`GET /api/admin/companies/${ID}`]: () => json(shown),
  'GET /api/admin/audit': () => json({ items: [], total: 0 }),
  ...extra,
});

describe('AdminCompanyPage (/admin/companies/:id)', { timeout: 20_000 }, () => {
  it('shows the company with its logo, numbers, projects, orders as sold and the people who use it', async () => {
    fakeApi(routes());
    renderApp(`/admin/companies/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Studios' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Acme Studios logo' })).toBeTruthy();
    expect(screen.getByText('$45.00', { selector: 'dd' })).toBeTruthy();
    const projects = screen.getByRole('table', { name: 'Projects' });
    expect(within(projects).getByRole('rowheader', { name: 'Night Shift' })).toBeTruthy();
    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'BD-100042' }).getAttribute('href')).toBe(
      '/admin/orders/o1',
    );
    expect(within(orders).getByText('ACME studios, inc.')).toBeTruthy();
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByText('Owner · 1 project · 1 paid order')).toBeTruthy();
    expect(within(people).getByText('otto@example.test')).toBeTruthy();
    expect(document.title).toBe('Acme Studios · Backdrop');
  });

  it('leads an id merged away to the survivor’s address', async () => {
    fakeApi(routes({ [`GET /api/admin/companies/${OLD}`]: () => json(COMPANY) }));
    const { location } = renderApp(`/admin/companies/${OLD}`);
    await waitFor(() => expect(location()).toBe(`/admin/companies/${ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Studios' })).toBeTruthy();
  });

  it('says so for a company that does not exist', async () => {
    fakeApi(
      routes({
        [`GET /api/admin/companies/${ID}`]: () =>
          json({ error: { code: 'not_found', message: 'Company not found' } }, 404),
      }),
    );
    renderApp(`/admin/companies/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeTruthy();
  });

  it('renames after saying what follows and what keeps the old name; a stale edit keeps the form', async () => {
    let answer = json({ error: { code: 'changed', message: STALE_EDIT } }, 409);
    const api = fakeApi(routes({ [`PATCH /api/admin/companies/${ID}`]: () => answer }));
    renderApp(`/admin/companies/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Acme Studios”?' });
    const field = within(dialog).getByRole('textbox', { name: /New name/ });
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText(/at least 2 characters|between 2 and 100/i)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Acme Studios Ltd' } });
    expect(
      within(dialog).getByText(
        /2 projects filed under it will name “Acme Studios Ltd”. 1 paid order keeps “Acme Studios”: an order’s certificate and invoice are records of the sale/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText(STALE_EDIT)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('Acme Studios Ltd');
    expect(api.callsTo('PATCH', `/api/admin/companies/${ID}`)[0]?.body).toEqual({
      name: 'Acme Studios Ltd',
      version: 2,
    });
    shown = { ...COMPANY, name: 'Acme Studios Ltd', version: 3 };
    answer = json(shown);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Studios Ltd' })).toBeTruthy();
  });
});
