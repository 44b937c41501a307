// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type AdminAccount, type MergePreview } from '../../../core/admin-accounts';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const BUYER = 'b0000000-0000-4000-8000-000000000001';
const GOOGLE = 'b0000000-0000-4000-8000-000000000002';

const account = (id: string, change: Partial<AdminAccount>): AdminAccount => ({
  id,
  email: 'ann@example.test',
  name: 'Ann Lee',
  role: 'user',
  methods: ['email-link'],
  last_sign_in_at: null,
  order_count: 0,
  banned: false,
  ban_reason: null,
  created_at: '2026-10-01T10:00:00.000Z',
  ...change,
});
const buyer = account(BUYER, { email: 'ann@example.test', order_count: 1 });
const google = account(GOOGLE, {
  email: 'Ann@Example.test',
  methods: ['google'],
  created_at: '2026-09-01T10:00:00.000Z',
});
const GROUPS = {
  'GET /api/admin/account-duplicates': () =>
    json({
      items: [{ key: 'ann@example.test', reasons: ['case', 'google-link'], accounts: [google, buyer] }],
      total: 1,
    }),
};
const preview = (change: Partial<MergePreview> = {}): MergePreview => ({
  survivor: buyer,
  merged: [google],
  moves: {
    cart_lines: 2,
    cart_duplicates: 1,
    wishlists: 1,
    projects: 1,
    projects_merged: 0,
    companies: 1,
    companies_merged: 1,
    orders: 3,
    purchases: 4,
    download_links: 1,
    photos: 0,
    sign_in_methods: 1,
    sessions_ended: 2,
  },
  notes: ['Ann@Example.test is deleted; its person signs in as ann@example.test from now on.'],
  blockers: [],
  ...change,
});

describe('ConsolidationPage (/admin/auth-consolidation)', { timeout: 20_000 }, () => {
  it('shows why accounts match, previews what moves and merges into the chosen account', async () => {
    const api = fakeApi({
      ...ADMIN,
      ...GROUPS,
      'GET /api/admin/account-merges/preview': () => json(preview()),
      'POST /api/admin/account-merges': () => json(preview()),
    });
    renderApp('/admin/auth-consolidation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account consolidation' })).toBeTruthy();
    const group = within(await screen.findByRole('region', { name: 'ann@example.test' }));
    expect(group.getByText('Same e-mail in another case')).toBeTruthy();
    expect(group.getByText('Google and an e-mail link account')).toBeTruthy();
    // The account with orders stays unless the admin picks another.
    expect((group.getByRole('radio', { name: /^ann@example.test/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(group.getByRole('button', { name: 'Preview what moves' }));
    expect(await group.findByText('Into ann@example.test from Ann@Example.test')).toBeTruthy();
    const query = new URLSearchParams(api.callsTo('GET', '/api/admin/account-merges/preview')[0]?.search);
    expect(query.get('survivor_id')).toBe(BUYER);
    expect(query.get('merged_ids')).toBe(GOOGLE);
    expect(group.getByText('Orders').nextElementSibling?.textContent).toBe('3');
    expect(group.getByText(/is deleted; its person signs in as/)).toBeTruthy();

    fireEvent.click(group.getByRole('button', { name: 'Merge into ann@example.test' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge into ann@example.test?' }));
    expect(
      dialog.getByText(
        'Moves 3 orders, 4 purchases, 1 download link, 1 cart line, 1 wishlist, 1 project, 1 company, 1 sign-in method from Ann@Example.test into ann@example.test, then deletes Ann@Example.test and ends 2 sessions of it.',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Merge accounts' }));
    expect(await screen.findByText('Accounts merged')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/account-merges')[0]?.body).toEqual({
      survivor_id: BUYER,
      merged_ids: [GOOGLE],
    });
  });

  it('says why a merge cannot be done now and offers no merge', async () => {
    fakeApi({
      ...ADMIN,
      ...GROUPS,
      'GET /api/admin/account-merges/preview': () =>
        json(preview({ blockers: [ACCOUNT_MESSAGES.mergeTwoPending] })),
    });
    renderApp('/admin/auth-consolidation');
    const group = within(await screen.findByRole('region', { name: 'ann@example.test' }));
    fireEvent.click(group.getByRole('radio', { name: /^Ann@Example.test/ }));
    fireEvent.click(group.getByRole('button', { name: 'Preview what moves' }));
    expect(await group.findByText(ACCOUNT_MESSAGES.mergeTwoPending)).toBeTruthy();
    expect(group.queryByRole('button', { name: /^Merge into/ })).toBeNull();
  });

  it('says when every person has one account', async () => {
    fakeApi({ ...ADMIN, 'GET /api/admin/account-duplicates': () => json({ items: [], total: 0 }) });
    renderApp('/admin/auth-consolidation');
    expect(await screen.findByText('No accounts to merge')).toBeTruthy();
  });
});
