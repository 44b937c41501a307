// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCompanyDetail, AdminCompanyRow, CompanyMergePreview } from '../../../core/admin-companies';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function row(n: number, name: string, owner = `buyer${n}@example.test`): AdminCompanyRow {
  return {
    id: id(n),
    name,
    owner_id: id(100 + n),
    owner_email: owner,
    projects: n,
    wishlists: 2 * n,
    orders: n,
    revenue_cents: 4500 * n,
    created_at: '2026-03-01T10:00:00.000Z',
  };
}

const ACME = row(1, 'Acme Studios', 'bea@example.test');
const ACME_INC = row(2, 'ACME studios, inc.', 'bea@example.test');

const SURVIVOR: AdminCompanyDetail = {
  id: ACME.id,
  name: 'Acme Studios',
  logo: null,
  version: 3,
  created_at: ACME.created_at,
  updated_at: ACME.created_at,
  owner: { id: ACME.owner_id, email: 'bea@example.test', name: 'Bea' },
  stats: { projects: 2, wishlists: 1, orders: 2, revenue_cents: 9000 },
  projects: [],
  orders: [],
  people: [],
};

const PREVIEW: CompanyMergePreview = {
  from: { id: ACME_INC.id, name: ACME_INC.name, version: 1, owner_email: 'bea@example.test' },
  into: { id: ACME.id, name: ACME.name, version: 2, owner_email: 'bea@example.test' },
  projects: 1,
  wishlists: 0,
  orders: 1,
  certificates: 1,
  logo_moves: true,
  clashes: [],
};

describe('AdminCompaniesPage (/admin/companies)', { timeout: 20_000 }, () => {
  it('lists every company with its owner, numbers and revenue, sorted and searched through the URL', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/companies': () =>
        json({ items: [ACME, ACME_INC, row(3, 'Harbour Pictures')], total: 3 }),
    });
    const { location } = renderApp('/admin/companies?q=acme&sort=created_at&dir=desc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Companies' });
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(first.getByRole('link', { name: 'Acme Studios' }).getAttribute('href')).toBe(
      `/admin/companies/${ACME.id}`,
    );
    expect(first.getByText('bea@example.test')).toBeTruthy();
    expect(first.getByText('$45.00')).toBeTruthy();
    expect(
      Object.fromEntries(new URLSearchParams(api.callsTo('GET', '/api/admin/companies')[0]?.search)),
    ).toEqual({
      q: 'acme',
      sort: 'created_at',
      dir: 'desc',
      limit: '50',
    });
    expect((screen.getByRole('searchbox', { name: 'Search companies' }) as HTMLInputElement).value).toBe(
      'acme',
    );
    expect(document.title).toBe('Companies · Backdrop');
    fireEvent.click(within(table).getByRole('link', { name: /Owner/ }));
    await waitFor(() => expect(location()).toContain('sort=owner'));
  });

  it('says when nothing matches and clears the search', async () => {
    fakeApi({ ...ADMIN, 'GET /api/admin/companies': () => json({ items: [], total: 0 }) });
    const { location } = renderApp('/admin/companies?q=zzz');
    expect(await screen.findByText('No companies match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(location()).toBe('/admin/companies'));
  });

  it('merges two ticked duplicates after saying what moves, into the company the admin keeps', async () => {
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/companies': () => json({ items: [ACME, ACME_INC], total: 2 }),
      [`GET /api/admin/companies/${ACME_INC.id}/merge-preview`]: () => json(PREVIEW),
      [`POST /api/admin/companies/${ACME_INC.id}/merge`]: () => json(SURVIVOR),
      [`GET /api/admin/companies/${ACME.id}`]: () => json(SURVIVOR),
      'GET /api/admin/audit': () => json({ items: [], total: 0 }),
    });
    const { location } = renderApp('/admin/companies');
    await screen.findByRole('table', { name: 'Companies' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Acme Studios (bea@example.test)' }));
    const merge = await screen.findByRole('button', { name: /Merge/ });
    expect(merge.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ACME studios, inc. (bea@example.test)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Merge these 2 companies…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge these companies?' });
    expect((within(dialog).getByRole('radio', { name: /^Acme Studios/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      await within(dialog).findByText(
        /Moves 1 project \(with 0 wishlists\), 1 order and 1 certificate from “ACME studios, inc.” to “Acme Studios” and deletes “ACME studios, inc.”/,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/certificates and invoices are records of the sale/)).toBeTruthy();
    expect(api.callsTo('GET', `/api/admin/companies/${ACME_INC.id}/merge-preview`)[0]?.search).toBe(
      `?into=${ACME.id}`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge into “Acme Studios”' }));
    await waitFor(() => expect(location()).toBe(`/admin/companies/${ACME.id}`));
    expect(api.callsTo('POST', `/api/admin/companies/${ACME_INC.id}/merge`)[0]?.body).toEqual({
      into: ACME.id,
      version: 1,
      into_version: 2,
    });
  });

  it('keeps the dialog open with the server’s refusal when a merge clashes', async () => {
    fakeApi({
      ...ADMIN,
      'GET /api/admin/companies': () => json({ items: [ACME, ACME_INC], total: 2 }),
      [`GET /api/admin/companies/${ACME_INC.id}/merge-preview`]: () =>
        json({ ...PREVIEW, clashes: ['Pilot'] }),
      [`POST /api/admin/companies/${ACME_INC.id}/merge`]: () =>
        json(
          { error: { code: 'duplicate', message: '“Acme Studios” already has a project named “Pilot”' } },
          409,
        ),
    });
    renderApp('/admin/companies');
    await screen.findByRole('table', { name: 'Companies' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Acme Studios (bea@example.test)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ACME studios, inc. (bea@example.test)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Merge these 2 companies…' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/already has projects named “Pilot”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge into “Acme Studios”' }));
    expect(
      await within(dialog).findByText('“Acme Studios” already has a project named “Pilot”'),
    ).toBeTruthy();
  });
});
