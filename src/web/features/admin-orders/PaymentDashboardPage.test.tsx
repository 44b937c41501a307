// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testDashboard } from '../../testing/admin-order-answers';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { pickOption } from '../../testing/render-ui';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const DASHBOARD = '/api/admin/payments/dashboard';

function dashboardRoutes() {
  return fakeApi({
    ...ADMIN,
    [`GET ${DASHBOARD}`]: (call) => json(testDashboard(Number(new URLSearchParams(call.search).get('days')))),
  });
}

describe('PaymentDashboardPage (/admin/payments/dashboard)', { timeout: 20_000 }, () => {
  it('shows the key figures of the last 30 days', async () => {
    const api = dashboardRoutes();
    renderApp('/admin/payments/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment dashboard' })).toBeTruthy();
    const figures = within(await screen.findByRole('region', { name: 'Key figures' }));
    const value = (term: string) => figures.getByText(term).nextElementSibling?.textContent;
    expect(value('Gross revenue')).toBe('$180.00');
    expect(figures.getByText('$135.00 after refunds')).toBeTruthy();
    expect(value('Orders')).toBe('2');
    expect(value('Average order value')).toBe('$90.00');
    expect(value('Refunds')).toBe('1');
    expect(figures.getByText('$45.00 refunded')).toBeTruthy();
    expect(value('Failed events')).toBe('3');
    expect(figures.getByRole('link', { name: 'Review and retry' }).getAttribute('href')).toBe(
      '/admin/payments?state=failed',
    );
    expect(api.callsTo('GET', DASHBOARD)[0]?.search).toBe('?days=30');
    expect(screen.getByRole('combobox', { name: 'Period' }).textContent).toContain('Last 30 days');
    expect(document.title).toBe('Payment dashboard · Backdrop');
  });

  it('draws revenue per day and per licence type, with the figures as text', async () => {
    dashboardRoutes();
    renderApp('/admin/payments/dashboard?days=7');
    const byDay = await screen.findByRole('img', { name: /^Revenue per day over the last 7 days/ });
    expect(byDay.getAttribute('aria-label')).toBe(
      'Revenue per day over the last 7 days: $180.00 gross, $45.00 refunded. Best day March 30, 2026 with $90.00.',
    );
    const byLicence = screen.getByRole('img', { name: /^Revenue per licence type/ });
    expect(byLicence.getAttribute('aria-label')).toBe(
      'Revenue per licence type: Background dressing $90.00 (2 lines), Hero usage $90.00 (1 line).',
    );
    // recharts drew both: gross and refunded bars per day, and a bar per licence type.
    await waitFor(() => expect(byDay.querySelectorAll('.recharts-bar')).toHaveLength(2));
    expect(byDay.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(byLicence.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2));

    const dayTable = within(screen.getByRole('table', { name: 'Revenue per day' }));
    expect(dayTable.getAllByRole('row')).toHaveLength(8);
    const last = within(
      dayTable.getByRole('rowheader', { name: 'March 31, 2026' }).closest('tr') as HTMLElement,
    );
    expect(last.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '$90.00', '$45.00']);
    const licenceTable = within(screen.getByRole('table', { name: 'Revenue per licence type' }));
    expect(licenceTable.getByRole('rowheader', { name: 'Hero usage' })).toBeTruthy();
  });

  it('changes the period through the URL and the request', async () => {
    const api = dashboardRoutes();
    const { location } = renderApp('/admin/payments/dashboard');
    await screen.findByRole('img', { name: /^Revenue per day over the last 30 days/ });
    pickOption(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await waitFor(() => expect(location()).toBe('/admin/payments/dashboard?days=7'));
    expect(await screen.findByRole('img', { name: /^Revenue per day over the last 7 days/ })).toBeTruthy();
    expect(api.callsTo('GET', DASHBOARD).map((call) => call.search)).toEqual(['?days=30', '?days=7']);
  });

  it('shows an error with a retry when the figures fail', async () => {
    fakeApi({
      ...ADMIN,
      [`GET ${DASHBOARD}`]: () => json({ error: { code: 'internal', message: 'down' } }, 500),
    });
    renderApp('/admin/payments/dashboard?days=90');
    expect(await screen.findByRole('heading', { name: 'Error loading the dashboard' })).toBeTruthy();
  });
});
