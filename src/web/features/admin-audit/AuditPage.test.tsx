// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../core/admin-lists';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { renderUi } from '../../testing/render-ui';
import { HistoryLink } from './components/HistoryLink';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const entry = (id: number, change: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actor_id: 'a0000000-0000-4000-8000-000000000001',
  actor_email: 'boss@example.test',
  action: 'event.rename',
  entity_type: 'event',
  entity_id: `e${id}`,
  summary: `Renamed event ${id}`,
  before: { name: 'Xmas 1975' },
  after: { name: 'Christmas 1975' },
  created_at: '2026-11-20T10:00:00.000Z',
  ...change,
});

describe('HistoryLink', () => {
  it('leads to the record’s own changes in the audit log, named for the record', () => {
    renderUi(<HistoryLink entityType="event" entityId="e7" name="Christmas 1975" />);
    const link = screen.getByRole('link', { name: 'History of Christmas 1975' });
    expect(link.getAttribute('href')).toBe('/admin/audit?entity_type=event&entity_id=e7');
  });
});

describe('AuditPage (/admin/audit)', { timeout: 20_000 }, () => {
  it('shows each change with who made it, when, and each field before and after', async () => {
    fakeApi({
      ...signedInRoutes({ isAdmin: true }),
      'GET /api/admin/audit': () => json({ items: [entry(2), entry(1)], total: 2 }),
    });
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Changes' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole('rowheader').textContent).toContain('Renamed event 2');
    expect(first.getByText('boss@example.test')).toBeTruthy();
    expect(first.getByText('Xmas 1975')).toBeTruthy();
    expect(first.getByText('Christmas 1975')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /When/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('sends the search and kind of record in the URL to the API', async () => {
    const api = fakeApi({
      ...signedInRoutes({ isAdmin: true }),
      'GET /api/admin/audit': () => json({ items: [], total: 0 }),
    });
    renderApp('/admin/audit?q=merge&entity_type=company');
    expect(await screen.findByText('No changes match')).toBeTruthy();
    await waitFor(() => {
      const call = api.calls.find((one) => one.path === '/api/admin/audit');
      const query = new URLSearchParams(call?.search);
      expect(query.get('q')).toBe('merge');
      expect(query.get('entity_type')).toBe('company');
    });
  });
});
