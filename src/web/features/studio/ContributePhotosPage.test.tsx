// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudioPhotoRow } from '../../../core/photo-studio';
import { REJECTION_REASONS } from '../../../core/photo-workflow';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const row = (photoid: number, overrides: Partial<StudioPhotoRow>): StudioPhotoRow => ({
  photoid,
  title: `Photo ${photoid}`,
  status: 'draft',
  rejection_reason: null,
  rejection_note: null,
  thumbnail_url: `/media/p/k-${photoid}/thumb.webp`,
  price_cents: 4500,
  updated_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

describe('ContributePhotosPage (/contribute/photos)', { timeout: 20_000 }, () => {
  it('lists the contributor’s photos with their states and why one was rejected', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/studio/photos': () =>
        Response.json({
          items: [
            row(1, { status: 'submitted' }),
            row(2, { status: 'rejected', rejection_reason: 'quality', rejection_note: 'Blurred.' }),
          ],
          total: 2,
        }),
    });
    renderApp('/contribute/photos');
    const table = await screen.findByRole('table', { name: 'My photos' });
    expect(within(table).getByText('Submitted')).toBeTruthy();
    expect(within(table).getByText(`Rejected: ${REJECTION_REASONS.quality}. Blurred.`)).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Photo 2' }).getAttribute('href')).toBe(
      '/contribute/photos/2',
    );
  });
});
