import type { PhotoStatus, RejectionReason } from './photo-workflow';

/**
 * What the studio's pages and the server share about photos moving through review (issue 26):
 * the lists, the workflow of one photo, the review queue and the back office's bulk actions.
 */

/** The longest reviewer's note on a rejection. */
export const REJECTION_NOTE_MAX = 1_000;

/** The most photos one bulk action may name. */
export const BULK_PHOTOS_MAX = 500;

/** The fewest tags a photo needs before it is submitted (Adobe Stock asks for 5). */
export const SUBMIT_MIN_TAGS = 5;

export const BULK_ACTIONS = ['approve', 'reject', 'publish', 'withdraw', 'set_price', 'add_tag'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The longest tag a bulk action adds. */
export const BULK_TAG_MAX = 60;

/** The clearance decisions an admin filters by; `none` is a photo without a clearance file. */
export const CLEARANCE_FILTERS = ['pending', 'cleared', 'not_cleared', 'none'] as const;
export type ClearanceFilter = (typeof CLEARANCE_FILTERS)[number];
export const CLEARANCE_FILTER_LABELS: Record<ClearanceFilter, string> = {
  pending: 'Pending',
  cleared: 'Cleared',
  not_cleared: 'Not cleared',
  none: 'No clearance file',
};

export const PHOTO_FLAGS = ['photoshop', 'info_missing', 'missing_faces'] as const;
export type PhotoFlag = (typeof PHOTO_FLAGS)[number];
export const PHOTO_FLAG_LABELS: Record<PhotoFlag, string> = {
  photoshop: 'Photoshopped',
  info_missing: 'Information missing',
  missing_faces: 'Faces missing',
};

/**
 * The back office's catalogue list counts matches up to this many (and says when there are more):
 * an exact count of a million photos costs a quarter of a second; pages go this deep at most.
 */
export const ADMIN_PHOTO_COUNT_CAP = 10_000;

export const ADMIN_PHOTO_SORTS = ['created_at', 'photoid', 'title'] as const;
export type AdminPhotoSort = (typeof ADMIN_PHOTO_SORTS)[number];

/** One of a contributor's photos (GET /api/studio/photos). */
export interface StudioPhotoRow {
  photoid: number;
  title: string;
  status: PhotoStatus;
  rejection_reason: RejectionReason | null;
  rejection_note: string | null;
  thumbnail_url: string;
  price_cents: number;
  updated_at: string;
}

/** One photo of the back office's catalogue list (GET /api/admin/photos), any state. */
export interface AdminPhotoRow extends StudioPhotoRow {
  id: string;
  creator_id: string;
  creator: string;
  flags: Record<PhotoFlag, boolean>;
  clearance: ClearanceFilter;
  created_at: string;
}

/** A move the person asking may make (the button's words and the state it leads to). */
export interface WorkflowMove {
  to: PhotoStatus;
  label: string;
}

/** One change of the photo's history (its audit entries). */
export interface PhotoHistoryEntry {
  id: number;
  actor_email: string;
  action: string;
  summary: string;
  created_at: string;
}

/** GET /api/studio/photos/:photoid/workflow, and the answer of every move. */
export interface PhotoWorkflow {
  id: string;
  photoid: number;
  title: string;
  status: PhotoStatus;
  version: number;
  moves: WorkflowMove[];
  rejection_reason: RejectionReason | null;
  rejection_note: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  submitted_at: string | null;
  thumbnail_url: string;
  preview_url: string;
  price_cents: number;
  tags: string[];
  description: string | null;
  creator_id: string;
  creator: string;
  clearance: ClearanceFilter;
  history: PhotoHistoryEntry[];
}

/** One photo waiting for review (GET /api/admin/review-queue). */
export interface ReviewQueueRow {
  id: string;
  photoid: number;
  title: string;
  status: PhotoStatus;
  version: number;
  description: string | null;
  tags: string[];
  price_cents: number;
  thumbnail_url: string;
  preview_url: string;
  creator: string;
  submitted_at: string | null;
  clearance: ClearanceFilter;
}

/** What one bulk action did to one photo. */
export type BulkOutcome =
  | { photoid: number; outcome: 'applied'; status: PhotoStatus }
  | { photoid: number; outcome: 'refused'; why: string };

/** What a photo still lacks before it can be submitted (empty when it may be). */
export function missingForSubmit(photo: {
  title: string;
  tags: readonly string[];
  price_cents: number;
}): string[] {
  const missing: string[] = [];
  if (photo.title.trim() === '') missing.push('a title');
  if (photo.tags.length < SUBMIT_MIN_TAGS)
    missing.push(`at least ${SUBMIT_MIN_TAGS} tags (it has ${photo.tags.length})`);
  if (!(photo.price_cents > 0)) missing.push('a price');
  return missing;
}

/** The 400 message of a submission of an incomplete photo. */
export function incompleteMessage(missing: readonly string[]): string {
  return `Before you submit this photo, add ${missing.join(', ')}.`;
}

export const NOT_CLEARED_MESSAGE = 'This photo cannot go live until its clearance file is cleared.';
