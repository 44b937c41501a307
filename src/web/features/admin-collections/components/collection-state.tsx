import type { CollectionState } from '../../../../core/admin-collections';

const LABEL: Record<CollectionState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  live: 'Published',
  ended: 'Ended',
};

const TONE: Record<CollectionState, string> = {
  draft: 'bg-paper-deep text-ink',
  scheduled: 'bg-amber-100 text-amber-900',
  live: 'bg-emerald-100 text-emerald-900',
  ended: 'bg-paper-deep text-ink-soft',
};

/** Where a collection stands for visitors, as a pill. */
export function CollectionStatePill({ state }: { state: CollectionState }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONE[state]}`}
    >
      {LABEL[state]}
    </span>
  );
}
