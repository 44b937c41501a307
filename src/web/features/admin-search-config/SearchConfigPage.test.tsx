// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STALE_EDIT } from '../../../core/admin-lists';
import { DEFAULT_SEARCH_SETTINGS, SYNONYM_MESSAGES } from '../../../core/search-settings';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ID = 's0000000-0000-4000-8000-000000000001';
const SETTINGS = {
  settings: DEFAULT_SEARCH_SETTINGS,
  defaults: DEFAULT_SEARCH_SETTINGS,
  version: 3,
  updated_at: null,
  updated_by: null,
};
const ROUTES = {
  ...signedInRoutes({ isAdmin: true }),
  'GET /api/admin/synonyms': () =>
    json({ items: [{ id: ID, term: 'xmas', synonym_of: 'christmas' }], total: 1 }),
  'GET /api/admin/synonyms/preview': () =>
    json({
      q: 'xmas tree',
      words: [
        { word: 'xmas', synonyms: ['christmas'] },
        { word: 'tree', synonyms: [] },
      ],
      total: 42,
      total_is_estimate: false,
    }),
  'GET /api/admin/search-settings': () => json(SETTINGS),
};

describe('SearchConfigPage (/admin/search-config)', { timeout: 20_000 }, () => {
  it('lists synonyms and previews what a search expands to and finds', async () => {
    const api = fakeApi(ROUTES);
    renderApp('/admin/search-config');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search settings' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Synonyms' });
    expect(within(table).getByRole('rowheader', { name: 'xmas' })).toBeTruthy();
    expect(await screen.findByText(/also finds christmas/)).toBeTruthy();
    expect(screen.getByText('Finds 42 photos now.')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/synonyms/preview')[0]?.search).toBe('?q=xmas+tree');
  });

  it('adds a synonym and shows the server’s refusal under its field', async () => {
    const api = fakeApi({
      ...ROUTES,
      'POST /api/admin/synonyms': () =>
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
    renderApp('/admin/search-config');
    fireEvent.click(await screen.findByRole('button', { name: 'Add synonym' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add synonym' });
    fireEvent.change(within(dialog).getByLabelText(/^Term/), { target: { value: 'christmas' } });
    fireEvent.change(within(dialog).getByLabelText(/^Synonym of/), { target: { value: 'xmas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add synonym' }));
    expect(await within(dialog).findByText(SYNONYM_MESSAGES.duplicate)).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/synonyms')[0]?.body).toEqual({
      term: 'christmas',
      synonym_of: 'xmas',
    });
  });

  it('refuses a term equal to its synonym before asking the server', async () => {
    const api = fakeApi(ROUTES);
    renderApp('/admin/search-config');
    fireEvent.click(await screen.findByRole('button', { name: 'Add synonym' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add synonym' });
    fireEvent.change(within(dialog).getByLabelText(/^Term/), { target: { value: 'Noel' } });
    fireEvent.change(within(dialog).getByLabelText(/^Synonym of/), { target: { value: 'noel' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add synonym' }));
    expect(await within(dialog).findByText(SYNONYM_MESSAGES.self)).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/synonyms')).toHaveLength(0);
  });

  it('asks before deleting a synonym, saying what changes', async () => {
    const api = fakeApi({
      ...ROUTES,
      [`DELETE /api/admin/synonyms/${ID}`]: () => new Response(null, { status: 204 }),
    });
    renderApp('/admin/search-config');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “xmas”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the synonym “xmas” → “christmas”?' });
    expect(dialog.textContent).toContain('stop finding photos of “christmas”');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete synonym' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/api/admin/synonyms/${ID}`)).toHaveLength(1));
  });

  it('saves the ranking with the version loaded, refuses out-of-bounds values, and shows a stale save', async () => {
    const api = fakeApi({
      ...ROUTES,
      'PUT /api/admin/search-settings': () => json({ error: { code: 'changed', message: STALE_EDIT } }, 409),
    });
    renderApp('/admin/search-config');
    const title = await screen.findByLabelText(/^Title and tags weight/);
    fireEvent.change(title, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save ranking' }));
    expect(await screen.findByText('Title and tags weight must be a number from 0 to 1')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/admin/search-settings')).toHaveLength(0);
    fireEvent.change(title, { target: { value: '0.8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save ranking' }));
    expect(await screen.findByText(STALE_EDIT)).toBeTruthy();
    expect(api.callsTo('PUT', '/api/admin/search-settings')[0]?.body).toEqual({
      settings: { ...DEFAULT_SEARCH_SETTINGS, weight_title: 0.8 },
      version: 3,
    });
  });
});
