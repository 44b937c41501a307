// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INSIGHTS_MESSAGES, lastDays, type SearchInsights, utcDay } from '../../../core/search-insights';
import { SYNONYM_MESSAGES } from '../../../core/search-settings';
import { type FakeRoute, fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const INSIGHTS = '/api/admin/search-analytics';
const SYNONYMS = '/api/admin/synonyms';

function insightsOf(from: string, to: string, overrides: Partial<SearchInsights> = {}): SearchInsights {
  return {
    from,
    to,
    overall: {
      searches: 6,
      zero_result_searches: 3,
      zero_result_rate: 0.5,
      searches_with_click: 2,
      click_through_rate: 1 / 3,
      average_click_position: 2.3,
      searches_to_cart: 2,
      searches_to_order: 1,
    },
    per_day: [
      { day: '2026-03-02', searches: 2, zero_result_searches: 0 },
      { day: '2026-03-03', searches: 4, zero_result_searches: 3 },
    ],
    methods: [
      { method: 'exact', searches: 1 },
      { method: 'fuzzy', searches: 1 },
      { method: 'partial', searches: 3 },
      { method: 'fallback', searches: 1 },
    ],
    top_terms: [
      { term: 'lighthouse', searches: 3, average_results: 4, clicks: 3, click_through_rate: 2 / 3 },
      { term: 'xyzzy', searches: 2, average_results: 0, clicks: 0, click_through_rate: 0 },
    ],
    zero_result_terms: [{ term: 'xyzzy', searches: 2, last_searched_at: '2026-03-03T12:00:00Z' }],
    ...overrides,
  };
}

function insightsRoutes(extra: Record<string, FakeRoute> = {}) {
  return fakeApi({
    ...ADMIN,
    [`GET ${INSIGHTS}`]: (call) => {
      const query = new URLSearchParams(call.search);
      return json(insightsOf(query.get('from') ?? '', query.get('to') ?? ''));
    },
    ...extra,
  });
}

const RANGE = '/admin/search-analytics?from=2026-03-02&to=2026-03-03';

describe('SearchInsightsPage (/admin/search-analytics)', { timeout: 20_000 }, () => {
  it('asks for the last 30 days by default and shows the key figures', async () => {
    const api = insightsRoutes();
    renderApp('/admin/search-analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search insights' })).toBeTruthy();
    const figures = within(await screen.findByRole('region', { name: 'Key figures' }));
    const value = (term: string) => figures.getByText(term).nextElementSibling?.textContent;
    expect(value('Searches')).toBe('6');
    expect(value('Zero-result rate')).toBe('50%');
    expect(figures.getByText('3 of 6 searches found nothing')).toBeTruthy();
    expect(value('Click-through rate')).toBe('33.3%');
    expect(figures.getByText('2 of 6 searches led to a click')).toBeTruthy();
    expect(value('Average click position')).toBe('2.3');
    expect(value('Led to a cart line')).toBe('2');
    expect(value('Led to an order')).toBe('1');
    const { from, to } = lastDays(30, utcDay(new Date()));
    expect(api.callsTo('GET', INSIGHTS)[0]?.search).toBe(`?from=${from}&to=${to}`);
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(from);
    expect(screen.getByRole('link', { name: 'Search insights' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Search insights · Backdrop');
  });

  it('draws searches per day and the methods used, with the figures as text', async () => {
    insightsRoutes();
    renderApp(RANGE);
    const perDay = await screen.findByRole('img', { name: /^Searches per day/ });
    expect(perDay.getAttribute('aria-label')).toBe(
      'Searches per day from March 2, 2026 to March 3, 2026: 6 searches, 3 without results. Busiest day March 3, 2026 with 4.',
    );
    const methods = screen.getByRole('img', { name: /^Searches per method/ });
    expect(methods.getAttribute('aria-label')).toBe(
      'Searches per method: Exact (in quotes) 1, Fuzzy (* or ?) 1, Partial words 3, Fallback 1.',
    );
    await waitFor(() => expect(perDay.querySelectorAll('.recharts-bar')).toHaveLength(2));
    await waitFor(() => expect(methods.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4));
    const dayTable = within(screen.getByRole('table', { name: 'Searches per day' }));
    const row = within(
      dayTable.getByRole('rowheader', { name: 'March 3, 2026' }).closest('tr') as HTMLElement,
    );
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '3']);
    expect(
      within(screen.getByRole('table', { name: 'Methods used' })).getByRole('rowheader', {
        name: 'Fallback',
      }),
    );
  });

  it('lists the top terms and the zero-result terms', async () => {
    insightsRoutes();
    renderApp(RANGE);
    const top = within(await screen.findByRole('table', { name: 'Top terms' }));
    const lighthouse = within(
      top.getByRole('rowheader', { name: 'lighthouse' }).closest('tr') as HTMLElement,
    );
    expect(lighthouse.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '4', '3', '66.7%']);
    const zero = within(screen.getByRole('table', { name: 'Zero-result terms' }));
    const xyzzy = within(zero.getByRole('rowheader', { name: 'xyzzy' }).closest('tr') as HTMLElement);
    expect(xyzzy.getAllByRole('cell')[1]?.textContent).toBe('Mar 3, 2026, 12:00 PM UTC');
    expect(xyzzy.getByRole('button', { name: 'Add a synonym for “xyzzy”' })).toBeTruthy();
    // No preset is the range 2026-03-02 … 2026-03-03.
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps the range in the URL: a preset or a date asks again', async () => {
    const api = insightsRoutes();
    const { location } = renderApp(RANGE);
    await screen.findByRole('table', { name: 'Top terms' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const week = lastDays(7, utcDay(new Date()));
    await waitFor(() => expect(location()).toBe(`/admin/search-analytics?from=${week.from}&to=${week.to}`));
    await waitFor(() => expect(api.callsTo('GET', INSIGHTS)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(location()).toBe(`/admin/search-analytics?from=2026-01-01&to=${week.to}`));
    await waitFor(() =>
      expect(api.callsTo('GET', INSIGHTS).map((call) => call.search)).toContain(
        `?from=2026-01-01&to=${week.to}`,
      ),
    );
  });

  it('adds a synonym for a zero-result term in one dialog, the term filled in', async () => {
    const api = insightsRoutes({
      [`POST ${SYNONYMS}`]: () => json({ id: 'a1', term: 'xyzzy', synonym_of: 'christmas' }, 201),
    });
    renderApp(RANGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a synonym for “xyzzy”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a synonym' });
    expect((within(dialog).getByLabelText(/^Term/) as HTMLInputElement).value).toBe('xyzzy');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Synonym of/)));
    fireEvent.change(within(dialog).getByLabelText(/^Synonym of/), { target: { value: 'christmas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add synonym' }));
    expect(await screen.findByText('Synonym added')).toBeTruthy();
    expect(
      screen.getByText('Searches for “xyzzy” now also find “christmas”, and the other way round.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', SYNONYMS)[0]?.body).toEqual({ term: 'xyzzy', synonym_of: 'christmas' });
  });

  it('shows the server’s refusal under its field', async () => {
    insightsRoutes({
      [`POST ${SYNONYMS}`]: () =>
        json(
          {
            error: {
              code: 'duplicate',
              message: SYNONYM_MESSAGES.duplicate,
              fields: { term: SYNONYM_MESSAGES.duplicate },
            },
          },
          409,
        ),
    });
    renderApp(RANGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a synonym for “xyzzy”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a synonym' });
    fireEvent.change(within(dialog).getByLabelText(/^Synonym of/), { target: { value: 'christmas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add synonym' }));
    expect(await within(dialog).findByText(SYNONYM_MESSAGES.duplicate)).toBeTruthy();
  });

  it('says so when nobody searched in the range', async () => {
    insightsRoutes({
      [`GET ${INSIGHTS}`]: () =>
        json(
          insightsOf('2026-03-02', '2026-03-03', {
            overall: {
              searches: 0,
              zero_result_searches: 0,
              zero_result_rate: null,
              searches_with_click: 0,
              click_through_rate: null,
              average_click_position: null,
              searches_to_cart: 0,
              searches_to_order: 0,
            },
            top_terms: [],
            zero_result_terms: [],
          }),
        ),
    });
    renderApp(RANGE);
    expect(await screen.findByRole('heading', { name: 'No searches in this range' })).toBeTruthy();
    expect(screen.getByText(/Nobody searched between March 2, 2026 and March 3, 2026/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Key figures' })).toBeNull();
  });

  it('explains a range it cannot show without asking the server', async () => {
    const api = insightsRoutes();
    renderApp('/admin/search-analytics?from=2026-03-09&to=2026-03-01');
    expect(await screen.findByText(INSIGHTS_MESSAGES.fromAfterTo)).toBeTruthy();
    expect(api.callsTo('GET', INSIGHTS)).toHaveLength(0);
  });

  it('shows an error with a retry when the figures fail', async () => {
    insightsRoutes({
      [`GET ${INSIGHTS}`]: () => json({ error: { code: 'internal', message: 'down' } }, 500),
    });
    renderApp(RANGE);
    expect(await screen.findByRole('heading', { name: 'Error loading the search insights' })).toBeTruthy();
  });
});
