import type { CollectionState } from '../../../../core/admin-collections';
import { type BadgeTone, StatusBadge } from '../../../components/StatusBadge';

export const COLLECTION_STATE_LABEL: Record<CollectionState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  live: 'Published',
  ended: 'Ended',
};

const TONE: Record<CollectionState, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'waiting',
  live: 'positive',
  ended: 'neutral',
};

/** Where a collection stands for visitors, in words. */
export function CollectionStatePill({ state }: { state: CollectionState }) {
  return <StatusBadge tone={TONE[state]}>{COLLECTION_STATE_LABEL[state]}</StatusBadge>;
}
