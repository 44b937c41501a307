// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type AdminAccount } from '../../../core/admin-accounts';
import { STALE_EDIT } from '../../../core/admin-lists';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const ID = 'a0000000-0000-4000-8000-000000000002';

const person = (change: Partial<AdminAccount> = {}): AdminAccount => ({
  id: ID,
  email: 'ann@example.test',
  name: 'Ann Lee',
  role: 'user',
  methods: ['password', 'google'],
  last_sign_in_at: '2026-11-20T10:00:00.000Z',
  order_count: 2,
  banned: false,
  ban_reason: null,
  created_at: '2026-10-01T10:00:00.000Z',
  ...change,
});

describe('AccountsPage (/admin/accounts)', { timeout: 20_000 }, () => {
  it('shows each person with role, sign-in methods, last sign-in, orders and ban; the search goes to the API', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/accounts': () =>
        json({
          items: [
            person(),
            person({ id: 'u-1', email: 'morgan@example.test', role: 'admin', methods: ['email-link'] }),
            person({
              id: 'u-3',
              email: 'spam@example.test',
              banned: true,
              ban_reason: 'Card fraud',
              order_count: 0,
            }),
          ],
          total: 3,
        }),
    });
    renderApp('/admin/accounts?q=example');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const ann = within(rows[1] as HTMLElement);
    expect(ann.getByRole('rowheader').textContent).toBe('ann@example.test');
    expect(ann.getByText('Password')).toBeTruthy();
    expect(ann.getByText('Google')).toBeTruthy();
    expect(ann.getByRole('link', { name: /2 orders of ann@example.test/ }).getAttribute('href')).toBe(
      '/admin/orders?q=ann%40example.test',
    );
    // The signed-in admin has no actions on their own row.
    const self = within(rows[2] as HTMLElement);
    expect(self.getByText('You')).toBeTruthy();
    expect(self.queryByRole('button')).toBeNull();
    const banned = within(rows[3] as HTMLElement);
    expect(banned.getByText(/Card fraud/)).toBeTruthy();
    expect(banned.getByRole('button', { name: 'Unban spam@example.test' })).toBeTruthy();
    expect(
      within(table)
        .getByRole('columnheader', { name: /Joined/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    await waitFor(() => {
      const query = new URLSearchParams(api.callsTo('GET', '/api/admin/accounts')[0]?.search);
      expect(query.get('q')).toBe('example');
      expect(query.get('sort')).toBe('created_at');
    });
  });

  it('grants admin after a confirmation saying what it gives', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/accounts': () => json({ items: [person()], total: 1 }),
      [`POST /api/admin/accounts/${ID}/role`]: () => json(person({ role: 'admin' })),
    });
    renderApp('/admin/accounts');
    fireEvent.click(await screen.findByRole('button', { name: 'Make admin for ann@example.test' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make ann@example.test an admin?' }));
    expect(dialog.getByText(/can then see every order, account and payment/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Admin granted')).toBeTruthy();
    expect(api.callsTo('POST', `/api/admin/accounts/${ID}/role`)[0]?.body).toEqual({ role: 'admin' });
  });

  it('keeps a refused revoke in the dialog with its message', async () => {
    fakeApi({
      ...ADMIN,
      'GET /api/admin/accounts': () => json({ items: [person({ role: 'admin' })], total: 1 }),
      [`POST /api/admin/accounts/${ID}/role`]: () =>
        json({ error: { code: 'in_use', message: ACCOUNT_MESSAGES.lastAdmin } }, 409),
    });
    renderApp('/admin/accounts');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke admin for ann@example.test' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke admin from ann@example.test?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke admin' }));
    expect(await dialog.findByText(ACCOUNT_MESSAGES.lastAdmin)).toBeTruthy();
  });

  it('bans only with a reason, saying it signs them out everywhere', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/accounts': () => json({ items: [person()], total: 1 }),
      [`POST /api/admin/accounts/${ID}/ban`]: () => json({ ...person({ banned: true }), sessions_ended: 2 }),
    });
    renderApp('/admin/accounts');
    fireEvent.click(await screen.findByRole('button', { name: 'Ban ann@example.test' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ban ann@example.test?' }));
    expect(dialog.getByText(/Signs ann@example.test out on every device now/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Ban account' }));
    expect(await dialog.findByText(ACCOUNT_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.callsTo('POST', `/api/admin/accounts/${ID}/ban`)).toHaveLength(0);
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Card fraud' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Ban account' }));
    expect(await screen.findByText('Account banned')).toBeTruthy();
    expect(api.callsTo('POST', `/api/admin/accounts/${ID}/ban`)[0]?.body).toEqual({ reason: 'Card fraud' });
  });

  it('says when someone else changed the account meanwhile', async () => {
    fakeApi({
      ...ADMIN,
      'GET /api/admin/accounts': () => json({ items: [person({ banned: true })], total: 1 }),
      [`POST /api/admin/accounts/${ID}/unban`]: () =>
        json({ error: { code: 'changed', message: STALE_EDIT } }, 409),
    });
    renderApp('/admin/accounts');
    fireEvent.click(await screen.findByRole('button', { name: 'Unban ann@example.test' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unban ann@example.test?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Unban' }));
    expect(await dialog.findByText(STALE_EDIT)).toBeTruthy();
  });
});
