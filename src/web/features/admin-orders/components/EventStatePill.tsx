import type { PaymentEventRow } from '../../../../core/admin-orders';
import { type BadgeTone, StatusBadge } from '../../../components/StatusBadge';

type EventState = PaymentEventRow['state'];

export const EVENT_STATE_LABEL: Record<EventState, string> = {
  processed: 'Processed',
  ignored: 'Ignored',
  failed: 'Failed',
};

const TONE: Record<EventState, BadgeTone> = { processed: 'positive', ignored: 'neutral', failed: 'negative' };

/** How a provider event was processed, in words; the colour only repeats them. */
export function EventStatePill({ state }: { state: EventState }) {
  return <StatusBadge tone={TONE[state]}>{EVENT_STATE_LABEL[state]}</StatusBadge>;
}
