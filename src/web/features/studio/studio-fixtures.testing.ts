import type { PhotoWorkflow, ReviewQueueRow } from '../../../core/photo-studio';

/** A photo waiting for review, as GET /api/admin/review-queue lists it. */
export function queueRow(photoid: number, title: string): ReviewQueueRow {
  return {
    id: `00000000-0000-4000-8000-${String(photoid).padStart(12, '0')}`,
    photoid,
    title,
    status: 'submitted',
    version: 3,
    description: null,
    tags: ['kitchen', 'family'],
    price_cents: 4500,
    thumbnail_url: `/media/p/k-${photoid}/thumb.webp`,
    preview_url: `/media/p/k-${photoid}/preview.webp`,
    creator: 'Okafor Family Archive',
    submitted_at: '2026-11-20T10:00:00.000Z',
    clearance: 'pending',
  };
}

/** A photo's workflow, as GET /api/studio/photos/:photoid/workflow answers it. */
export function workflowOf(overrides: Partial<PhotoWorkflow> = {}): PhotoWorkflow {
  return {
    ...queueRow(41, 'Picnic by the lake'),
    moves: [],
    rejection_reason: null,
    rejection_note: null,
    reviewed_by: null,
    reviewed_at: null,
    creator_id: '00000000-0000-4000-8000-0000000000aa',
    history: [],
    ...overrides,
  };
}
