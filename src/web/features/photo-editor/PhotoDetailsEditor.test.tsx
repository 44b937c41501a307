// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STALE_EDIT } from '../../../core/admin-lists';
import { LOCKED_MESSAGE, METADATA_MESSAGES, type StudioPhotoDetails } from '../../../core/photo-metadata';
import { fakeApi } from '../../testing/fake-api';
import { renderUi } from '../../testing/render-ui';
import { PhotoDetailsEditor } from './PhotoDetailsEditor';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const PHOTO: StudioPhotoDetails = {
  photoid: 1041,
  id: '66666666-6666-4666-8666-666666666661',
  version: 3,
  status: 'draft',
  editable: true,
  locked_reason: null,
  thumbnail_url: '/t/1041.jpg',
  preview_url: '/p/1041.jpg',
  file_name: 'IMG_0042.jpg',
  creator: { id: '77777777-7777-4777-8777-777777777777', storefront_name: 'The Okafor archive' },
  title: 'Kitchen',
  description: null,
  tags: ['kitchen', 'formica', 'breakfast'],
  date_taken: null,
  decade_taken: '1970s',
  location_country: null,
  location_state_province: null,
  location_city: null,
  people_count: 2,
  people_composition: null,
  age_groups: [],
  ethnicities: [],
  image_style: null,
  color_and_mood: null,
  event_ids: [],
  events: [],
  price_cents: 4500,
  missing_to_submit: [METADATA_MESSAGES.tooFewTags(3)],
  updated_at: '2026-03-01T10:00:00.000Z',
};
const PATH = '/api/studio/photos/1041';
const routes = (photo: StudioPhotoDetails, patch?: (body: Record<string, unknown>) => Response) => ({
  [`GET ${PATH}`]: () => json(photo),
  'GET /api/events': () => json({ items: [] }),
  'GET /api/studio/tag-suggestions': () =>
    json({
      items: [
        { tag: 'kettle', source: 'catalogue' },
        { tag: 'kitchenware', source: 'catalogue' },
      ],
    }),
  [`PATCH ${PATH}`]: (call: { body: unknown }) =>
    patch ? patch(call.body as Record<string, unknown>) : json({ ...photo, version: photo.version + 1 }),
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PhotoDetailsEditor', { timeout: 20_000 }, () => {
  it('adds a suggested keyword with the keyboard, reorders, and saves only what changed with the version', async () => {
    const api = fakeApi(routes(PHOTO));
    renderUi(<PhotoDetailsEditor photoid={1041} />);
    expect(await screen.findByRole('heading', { name: 'Details of #1041' })).toBeTruthy();
    expect(screen.getByText(/3 keywords \(5–50; the first 10 weigh most\)/)).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Keywords' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ke' } });
    await screen.findByRole('option', { name: 'kettle' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    const list = within(screen.getByRole('list', { name: 'Keywords, in order' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(4));
    fireEvent.click(list.getByRole('button', { name: 'Move up kettle' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('kitchen'),
      expect.stringContaining('formica'),
      expect.stringContaining('kettle'),
      expect.stringContaining('breakfast'),
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Price (US dollars)' }), {
      target: { value: '65' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(api.callsTo('PATCH', PATH)).toHaveLength(1));
    expect(api.callsTo('PATCH', PATH)[0]?.body).toEqual({
      version: 3,
      tags: ['kitchen', 'formica', 'kettle', 'breakfast'],
      price_cents: 6500,
    });
    expect(await screen.findByText('Details saved')).toBeTruthy();
  });

  it('shows the rule under the field and sends nothing when a value is wrong', async () => {
    const api = fakeApi(routes(PHOTO));
    renderUi(<PhotoDetailsEditor photoid={1041} />);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(METADATA_MESSAGES.titleShort)).toBeTruthy();
    expect(api.callsTo('PATCH', PATH)).toHaveLength(0);
  });

  it('says someone else changed the photo and offers to reload', async () => {
    const api = fakeApi(routes(PHOTO, () => json({ error: { code: 'changed', message: STALE_EDIT } }, 409)));
    renderUi(<PhotoDetailsEditor photoid={1041} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
      target: { value: 'Kitchen at dawn' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(STALE_EDIT)).toBeTruthy();
    const before = api.callsTo('GET', PATH).length;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(api.callsTo('GET', PATH).length).toBe(before + 1));
  });

  it('is read-only with the reason while the photo is in review', async () => {
    fakeApi(routes({ ...PHOTO, status: 'in_review', editable: false, locked_reason: LOCKED_MESSAGE }));
    renderUi(<PhotoDetailsEditor photoid={1041} />);
    expect(await screen.findByText(LOCKED_MESSAGE)).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Title' }).closest('fieldset') as HTMLFieldSetElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save details' })).toBeNull();
  });
});
