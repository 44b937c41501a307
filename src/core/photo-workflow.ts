/**
 * The life of a photo from upload to sale (issue 26), shared by the server, which enforces it,
 * and the pages, which offer only the moves a person may make:
 *
 *   draft → submitted → in_review → approved → live → withdrawn
 *                    ↘            ↘ rejected → draft (edited and sent again)
 *
 * Only an admin moves a photo past review. A contributor edits only a draft or a rejected photo
 * (as Adobe Stock: nothing changes while someone reviews it), and may take their own photo off sale.
 */

export const PHOTO_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'approved',
  'live',
  'rejected',
  'withdrawn',
] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

export function isPhotoStatus(value: string): value is PhotoStatus {
  return (PHOTO_STATUSES as readonly string[]).includes(value);
}

/** Words a person reads for each state. */
export const PHOTO_STATUS_LABELS: Record<PhotoStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  in_review: 'In review',
  approved: 'Approved',
  live: 'Live',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export type WorkflowActor = 'admin' | 'contributor';

interface Transition {
  from: PhotoStatus;
  to: PhotoStatus;
  /** Who may make the move; an admin may make every move a contributor may. */
  by: WorkflowActor;
  /** The button's words. */
  label: string;
}

export const PHOTO_TRANSITIONS: readonly Transition[] = [
  { from: 'draft', to: 'submitted', by: 'contributor', label: 'Submit for review' },
  { from: 'rejected', to: 'draft', by: 'contributor', label: 'Edit and submit again' },
  { from: 'submitted', to: 'draft', by: 'contributor', label: 'Withdraw submission' },
  { from: 'live', to: 'withdrawn', by: 'contributor', label: 'Withdraw from sale' },
  { from: 'submitted', to: 'in_review', by: 'admin', label: 'Start review' },
  { from: 'submitted', to: 'approved', by: 'admin', label: 'Approve' },
  { from: 'submitted', to: 'rejected', by: 'admin', label: 'Reject' },
  { from: 'in_review', to: 'approved', by: 'admin', label: 'Approve' },
  { from: 'in_review', to: 'rejected', by: 'admin', label: 'Reject' },
  { from: 'in_review', to: 'submitted', by: 'admin', label: 'Stop review' },
  { from: 'approved', to: 'live', by: 'admin', label: 'Publish' },
  { from: 'approved', to: 'rejected', by: 'admin', label: 'Reject' },
  { from: 'withdrawn', to: 'live', by: 'admin', label: 'Publish again' },
  { from: 'withdrawn', to: 'draft', by: 'contributor', label: 'Edit again' },
];

/** The move from `from` to `to`, if `actor` may make it. */
export function findTransition(from: PhotoStatus, to: PhotoStatus, actor: WorkflowActor): Transition | null {
  const move = PHOTO_TRANSITIONS.find((t) => t.from === from && t.to === to);
  if (!move) return null;
  return move.by === 'contributor' || actor === 'admin' ? move : null;
}

/** Every move `actor` may make from `from`, in the order above. */
export function transitionsFrom(from: PhotoStatus, actor: WorkflowActor): Transition[] {
  return PHOTO_TRANSITIONS.filter((t) => t.from === from && (t.by === 'contributor' || actor === 'admin'));
}

/** A contributor changes words, price and clearance only while nobody reviews or sells the photo. */
export function contributorMayEdit(status: PhotoStatus): boolean {
  return status === 'draft' || status === 'rejected';
}

/** Visitors see only live photos; everyone else's images are for admins and the contributor. */
export function isPublicStatus(status: string): boolean {
  return status === 'live';
}

/** Why a photo is rejected (as Adobe Stock states its reasons); the reviewer adds their own words. */
export const REJECTION_REASONS = {
  quality: 'Image quality: focus, exposure, noise or scan defects',
  clearance: 'Clearance incomplete: rights or releases missing',
  metadata: 'Title, description or keywords inaccurate or missing',
  duplicate: 'Duplicate or too similar to a photo already in the catalogue',
  restricted: 'Content we cannot license (trademarks, artworks or private documents shown)',
  other: 'Other (see the reviewer’s note)',
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;

export function isRejectionReason(value: string): value is RejectionReason {
  return Object.hasOwn(REJECTION_REASONS, value);
}

/** The message of a move nobody may make from the photo's state (409). */
export function refusedTransitionMessage(from: PhotoStatus, to: PhotoStatus): string {
  const state = PHOTO_STATUS_LABELS[from].toLowerCase();
  return `${/^[aeiou]/.test(state) ? 'An' : 'A'} ${state} photo cannot be moved to ${PHOTO_STATUS_LABELS[to].toLowerCase()}.`;
}
