import type { ReactNode } from 'react';
import { PHOTO_STATUS_LABELS, type PhotoStatus } from '../../core/photo-workflow';

/** What a state means to the person reading it; each tone keeps text at ≥ 4.5:1 on its fill. */
export type BadgeTone = 'positive' | 'waiting' | 'negative' | 'neutral';

const TONE: Record<BadgeTone, string> = {
  positive: 'bg-green-100 text-green-900',
  waiting: 'bg-amber-100 text-amber-950',
  negative: 'bg-red-100 text-red-900',
  neutral: 'bg-paper-deep text-ink',
};

const SIZE = { sm: 'px-2.5 py-0.5 text-xs', md: 'px-2.5 py-1 text-sm' } as const;

/**
 * A record's state in words (an order's status, a provider event, a banner's schedule, an
 * account's role): the words carry the meaning, the colour only repeats it.
 */
export function StatusBadge({
  tone,
  size = 'sm',
  children,
}: {
  tone: BadgeTone;
  size?: keyof typeof SIZE;
  children: ReactNode;
}) {
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full font-medium ${SIZE[size]} ${TONE[tone]}`}>
      {children}
    </span>
  );
}

/** Each state of a photo's workflow (issue 26) as a tone: waiting for someone, done, refused, off. */
export const PHOTO_STATUS_TONES: Record<PhotoStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'waiting',
  in_review: 'waiting',
  approved: 'positive',
  live: 'positive',
  rejected: 'negative',
  withdrawn: 'neutral',
};

/** A photo's state in words ("In review"), in its tone. */
export function PhotoStatusBadge({ status, size }: { status: PhotoStatus; size?: keyof typeof SIZE }) {
  return (
    <StatusBadge tone={PHOTO_STATUS_TONES[status]} size={size}>
      {PHOTO_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
