import type { PaymentEventRow } from '../../../../core/admin-orders';

type EventState = PaymentEventRow['state'];

export const EVENT_STATE_LABEL: Record<EventState, string> = {
  processed: 'Processed',
  ignored: 'Ignored',
  failed: 'Failed',
};

const TONE: Record<EventState, string> = {
  processed: 'bg-green-100 text-green-900',
  ignored: 'bg-paper-deep text-ink',
  failed: 'bg-red-100 text-red-900',
};

/** How a provider event was processed, in words; the colour only repeats them. */
export function EventStatePill({ state }: { state: EventState }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${TONE[state]}`}>
      {EVENT_STATE_LABEL[state]}
    </span>
  );
}
