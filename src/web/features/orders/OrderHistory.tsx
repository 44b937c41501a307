import { ORDER_STATUS_LABEL, type OrderEvent } from '../../../core/checkout';
import { formatDateTime } from './format';

/** The order's status history, oldest first, each with when it happened and the provider's note. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-ink-soft">No status changes yet.</p>;
  return (
    <ol aria-label="Status history" className="space-y-3 border-l-2 border-rule pl-4">
      {events.map((event) => (
        <li key={`${event.status} ${event.created_at}`} className="text-sm">
          <p className="font-medium text-ink">{ORDER_STATUS_LABEL[event.status]}</p>
          <p className="text-ink-soft">
            <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
            {event.note && ` — ${event.note}`}
          </p>
        </li>
      ))}
    </ol>
  );
}
