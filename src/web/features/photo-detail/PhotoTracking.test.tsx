// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PhotoAdminView, PhotoDetailRow } from '../../../core/photo-row';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { track } from '../analytics';

// The tracker itself is tested in features/analytics; here: which clicks the page reports.
// (Its module, so that the feature's own hooks and its entry both hand the mock out.)
vi.mock('../analytics/track', () => ({ track: vi.fn() }));

isolateAppTests();

const photo: PhotoDetailRow = {
  id: '0b7c3f1e-3a57-4d4c-9a0e-2f1b7c9d8e01',
  photoid: 4321,
  title: 'Picnic by the lake',
  price: 12.5,
  price_cents: 1250,
  thumbnail_url: null,
  preview_url: null,
  width: 1200,
  height: 800,
  orientation: 'horizontal',
  decade_taken: '1960s',
  tags: ['picnic'],
  face_ids: [],
  storefront_name: 'The Okafor family',
  user_id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
} as unknown as PhotoDetailRow;

const EVENT_ID = '5d8f0a3e-1c2b-4a5d-9e8f-7a6b5c4d3e2f';
const detailAnswer = {
  photo,
  details: { basic: {}, technical: {}, people: {}, style: {} },
  tag_clicks: [{ tag: 'picnic', clicks: 7 }],
  events: [{ id: EVENT_ID, name: 'Fourth of July' }],
};

const adminView = (queued: number): PhotoAdminView => ({
  flags: { photoshop: false, info_missing: false, missing_faces: false },
  analytics: { total_clicks: 10, unique_users: 4, last_clicked_at: null, queued_clicks: queued },
  sales: { total_sales: 0, revenue_cents: 0, last_sale_at: null, average_price_cents: null },
});

// What the page hands the tracker; resolve-click.test.ts turns these into event types.
const tracked = () => vi.mocked(track).mock.calls.map(([click]) => click);

describe('photo page click tracking (spec §4)', { timeout: 15_000 }, () => {
  it('reports the view by the photo uuid and a tag pill click', async () => {
    vi.mocked(track).mockClear();
    fakeApi({ ...signedInRoutes(), 'GET /api/photos/4321': () => Response.json(detailAnswer) });
    renderApp('/photo/4321');
    await screen.findByRole('heading', { level: 1, name: 'Picnic by the lake' });
    expect(tracked()).toEqual([{ event_type: 'photo_view', entity_id: photo.id }]);
    fireEvent.click(within(screen.getByRole('list', { name: 'Tags' })).getByRole('link', { name: /picnic/ }));
    expect(tracked().at(-1)).toEqual({ taxonomy_type: 'tag', entity_id: 'picnic' });
  });

  it('reports a taxonomy value of the details tab', async () => {
    vi.mocked(track).mockClear();
    fakeApi({ ...signedInRoutes(), 'GET /api/photos/4321': () => Response.json(detailAnswer) });
    renderApp('/photo/4321');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Photo details' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Photo details' });
    fireEvent.click(within(panel).getByRole('link', { name: '1960s' }));
    expect(tracked().at(-1)).toEqual({ taxonomy_type: 'decade', entity_id: '1960s' });
  });

  it("reports the details tab's event pill by its id and the family by its user id", async () => {
    vi.mocked(track).mockClear();
    fakeApi({ ...signedInRoutes(), 'GET /api/photos/4321': () => Response.json(detailAnswer) });
    renderApp('/photo/4321');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Photo details' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Photo details' });
    fireEvent.click(within(panel).getByRole('link', { name: 'Fourth of July' }));
    expect(tracked().at(-1)).toEqual({ event_type: 'event_click', entity_id: EVENT_ID });
    fireEvent.click(within(panel).getByRole('link', { name: 'The Okafor family' }));
    expect(tracked().at(-1)).toEqual({ taxonomy_type: 'creator', entity_id: photo.user_id });
  });
});

describe('photo page admin tab (spec §7)', { timeout: 15_000 }, () => {
  it('polls the processing queue every 5 s while shown, so it goes down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let queued = 3;
      const server = fakeApi({
        ...signedInRoutes({ isAdmin: true }),
        'GET /api/photos/4321': () => Response.json(detailAnswer),
        'GET /api/admin/photos/4321': () => Response.json(adminView(queued)),
      });
      renderApp('/photo/4321');
      fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Admin' }));
      const figure = async () =>
        (await screen.findByText('Processing queue')).parentElement?.querySelector('dd')?.textContent;
      expect(await figure()).toBe('3');
      const asked = server.callsTo('GET', '/api/admin/photos/4321').length;
      queued = 0;
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await vi.waitFor(async () => expect(await figure()).toBe('0'));
      expect(server.callsTo('GET', '/api/admin/photos/4321').length).toBe(asked + 1);
      // Another tab chosen: no more polling.
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Similar photos' }));
      const after = server.callsTo('GET', '/api/admin/photos/4321').length;
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(server.callsTo('GET', '/api/admin/photos/4321').length).toBe(after);
    } finally {
      vi.useRealTimers();
    }
  });
});
