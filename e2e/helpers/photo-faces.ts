import { expect, type Page } from '@playwright/test';

export type QueueItem = {
  photoid: number;
  faceCount: number;
  unassignedFaces: number;
  missingFaces: boolean;
};

/** A photo of the queue's first page with a face to assign and, where there is one, another face. */
export async function queuedPhoto(page: Page, skip: number[] = []): Promise<QueueItem> {
  const response = await page.request.get('/api/admin/photos-faces/queue?limit=24');
  expect(response.ok(), 'GET /api/admin/photos-faces/queue').toBe(true);
  const { items } = (await response.json()) as { items: QueueItem[] };
  const usable = items.filter(
    (item) => item.unassignedFaces > 0 && !item.missingFaces && !skip.includes(item.photoid),
  );
  const chosen = usable.find((item) => item.faceCount >= 2) ?? usable[0];
  if (!chosen) throw new Error('the demo queue has no photo with a face to assign');
  return chosen;
}
