// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCKED_MESSAGE } from '../../../core/photo-metadata';
import { fakeApi } from '../../testing/fake-api';
import { renderUi } from '../../testing/render-ui';
import { DescribePage } from './DescribePage';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const card = (photoid: number, status = 'draft') => ({
  photoid,
  id: `66666666-6666-4666-8666-66666666${photoid}`,
  title: `Kitchen ${photoid}`,
  thumbnail_url: `/t/${photoid}.jpg`,
  status,
  file_name: `IMG_${photoid}.jpg`,
  tag_count: 2,
  price_cents: 4500,
  editable: status === 'draft',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DescribePage', { timeout: 20_000 }, () => {
  it('edits the ticked photos together and shows each photo’s result, then imports a CSV', async () => {
    const api = fakeApi({
      'GET /api/studio/selection': () => json({ items: [card(1041), card(1042, 'in_review')] }),
      'GET /api/studio/tag-suggestions': () => json({ items: [] }),
      'POST /api/studio/photos/bulk': () =>
        json({
          results: [
            { photoid: 1041, result: 'applied' },
            { photoid: 1042, result: 'refused', reason: LOCKED_MESSAGE },
          ],
        }),
      'POST /api/studio/imports': () =>
        json({
          ignored_columns: ['camera'],
          rows: [
            { row: 2, file_name: 'IMG_1041.jpg', photoid: 1041, applied: ['title'], refused: [] },
            {
              row: 3,
              file_name: 'IMG_9.jpg',
              photoid: null,
              applied: [],
              refused: [{ field: 'file_name', reason: 'No file named “IMG_9.jpg” in this batch.' }],
            },
          ],
        }),
    });
    const batch = '55555555-5555-4555-8555-555555555555';
    renderUi(<DescribePage />, `/admin/photos/describe?batch=${batch}`);
    expect(await screen.findByRole('heading', { name: '2 photos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '#1041 Kitchen 1041' }).getAttribute('href')).toBe(
      '/admin/photos/1041',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const add = screen.getByRole('combobox', { name: 'Keywords to add' });
    fireEvent.change(add, { target: { value: 'sofa, lamp' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Price (US dollars)' }), {
      target: { value: '65' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to 2 photos' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/studio/photos/bulk')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/studio/photos/bulk')[0]?.body).toEqual({
      photoids: [1041, 1042],
      set: { price_cents: 6500 },
      add_tags: ['sofa', 'lamp'],
      remove_tags: [],
    });
    const results = within(await screen.findByRole('table', { name: 'Result per photo' }));
    expect(results.getByText(`Refused: ${LOCKED_MESSAGE}`)).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Or paste the CSV' }), {
      target: { value: 'file_name,title,camera\nIMG_1041.jpg,Kitchen,Nikon' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const report = within(await screen.findByRole('table', { name: 'Import report' }));
    expect(report.getByText('File name: No file named “IMG_9.jpg” in this batch.')).toBeTruthy();
    expect(screen.getByText('Ignored columns (not fields we know): camera.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/studio/imports')[0]?.body).toEqual({
      batch,
      csv: 'file_name,title,camera\nIMG_1041.jpg,Kitchen,Nikon',
    });
  });
});
