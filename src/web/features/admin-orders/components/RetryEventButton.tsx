import type { PaymentEventRow } from '../../../../core/admin-orders';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/Toast';
import { useRetryPaymentEvent } from '../api/retry-payment-event';

/** The toast after a retry: what became of the event. */
function announce(event: PaymentEventRow): void {
  switch (event.state) {
    case 'processed':
      notify.success('Event processed', `${event.type} (${event.event_id}) is applied now.`);
      return;
    case 'ignored':
      notify.info('Nothing to do', `${event.type} (${event.event_id}) needed no change.`);
      return;
    case 'failed':
      notify.error('Retry failed', event.error ?? `${event.type} (${event.event_id}) failed again.`);
      return;
    default: {
      const unknown: never = event.state;
      throw new Error(`Unknown event state ${String(unknown)}`);
    }
  }
}

/** Processes a failed provider event again and says how it went. */
export function RetryEventButton({ event }: { event: PaymentEventRow }) {
  const retry = useRetryPaymentEvent();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={retry.isPending}
      aria-label={`Retry ${event.type} (${event.event_id})`}
      onClick={() =>
        retry.mutate(event.id, {
          onSuccess: announce,
          onError: (error) => notify.error('Retry failed', error),
        })
      }
    >
      Retry
    </Button>
  );
}
