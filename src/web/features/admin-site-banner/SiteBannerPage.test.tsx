// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STALE_EDIT } from '../../../core/admin-lists';
import type { AdminBanner } from '../../../core/banner-html';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ADMIN = signedInRoutes({ isAdmin: true });
const banner = (n: number, change: Partial<AdminBanner> = {}): AdminBanner => ({
  id: `b0000000-0000-4000-8000-00000000000${n}`,
  title: `Banner ${n}`,
  content: `<b>News ${n}</b>`,
  is_active: false,
  starts_at: null,
  ends_at: null,
  state: 'off',
  version: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...change,
});
const AUDIT = { 'GET /api/admin/audit': () => json({ items: [], total: 0 }) };

describe('SiteBannerPage (/admin/site-banner)', { timeout: 20_000 }, () => {
  it('lists banners with their state and window', async () => {
    fakeApi({
      ...ADMIN,
      ...AUDIT,
      'GET /api/admin/banners': () =>
        json({ items: [banner(1, { is_active: true, state: 'showing' }), banner(2)], total: 2 }),
    });
    renderApp('/admin/site-banner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site banner' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Banners' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Showing')).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Deactivate “Banner 1”' }),
    ).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Always')).toBeTruthy();
  });

  it('previews the HTML in the visitor’s own bar and creates the banner', async () => {
    const api = fakeApi({
      ...ADMIN,
      ...AUDIT,
      'GET /api/admin/banners': () => json({ items: [], total: 0 }),
      'POST /api/admin/banners': () => json({ banner: banner(3), removed: ['script'] }, 201),
    });
    renderApp('/admin/site-banner');
    fireEvent.click(await screen.findByRole('button', { name: 'New banner' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Spring sale' } });
    fireEvent.change(screen.getByLabelText(/^Content/), {
      target: { value: '<b>Half price</b><script>window.pwned = 1</script><img src=x onerror="alert(1)">' },
    });
    // The visitor's own bar under its own name. What it removes is checked in Chromium
    // (e2e/admin-site-banner.spec.ts): happy-dom's parser breaks DOMPurify.
    const preview = await screen.findByRole('complementary', { name: 'Banner preview' });
    await waitFor(() => expect(preview.textContent).toContain('Half price'));
    fireEvent.click(screen.getByRole('button', { name: 'Create banner' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/banners')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/banners')[0]?.body).toMatchObject({
      title: 'Spring sale',
      starts_at: null,
      ends_at: null,
    });
  });

  it('keeps the form and says so when someone else saved the banner first', async () => {
    fakeApi({
      ...ADMIN,
      ...AUDIT,
      'GET /api/admin/banners': () => json({ items: [banner(1)], total: 1 }),
      [`PUT /api/admin/banners/${banner(1).id}`]: () =>
        json({ error: { code: 'changed', message: STALE_EDIT } }, 409),
    });
    renderApp('/admin/site-banner');
    fireEvent.click(await screen.findByRole('button', { name: 'Banner 1' }));
    fireEvent.change(screen.getByLabelText(/^Content/), { target: { value: '<b>Edited</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save banner' }));
    expect(await screen.findByText(STALE_EDIT)).toBeTruthy();
    expect((screen.getByLabelText(/^Content/) as HTMLTextAreaElement).value).toBe('<b>Edited</b>');
  });

  it('asks before activating, naming the banner it replaces, and before deleting', async () => {
    const api = fakeApi({
      ...ADMIN,
      ...AUDIT,
      'GET /api/admin/banners': () =>
        json({ items: [banner(1, { is_active: true, state: 'showing' }), banner(2)], total: 2 }),
      [`POST /api/admin/banners/${banner(2).id}/activate`]: () =>
        json(banner(2, { is_active: true, state: 'showing', version: 2 })),
      [`DELETE /api/admin/banners/${banner(1).id}`]: () => new Response(null, { status: 204 }),
    });
    renderApp('/admin/site-banner');
    fireEvent.click(await screen.findByRole('button', { name: 'Activate “Banner 2”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate the banner “Banner 2”?' });
    expect(dialog.textContent).toContain('“Banner 1” is deactivated');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate banner' }));
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/activate'))).toBe(true));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Banner 1”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the banner “Banner 1”?' });
    expect(confirm.textContent).toContain('visitors stop seeing it at once');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete banner' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    const deleted = api.calls.find((call) => call.method === 'DELETE');
    expect(deleted?.search).toBe('?version=1');
  });
});
