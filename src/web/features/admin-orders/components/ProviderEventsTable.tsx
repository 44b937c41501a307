import { Link } from 'react-router';
import type { PaymentEventRow } from '../../../../core/admin-orders';
import { paths } from '../../../../core/paths';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { formatDateTime } from '../../orders';
import { EventStatePill } from './EventStatePill';
import { RetryEventButton } from './RetryEventButton';

export const PROVIDER_LABEL: Record<PaymentEventRow['provider'], string> = {
  stripe: 'Stripe',
  test: 'Test provider',
};

const TH = 'px-3 py-2 font-medium whitespace-nowrap';
const TD = 'px-3 py-2.5 align-top';

/**
 * Events a payment provider delivered, with how each was processed; a failed one can be
 * retried. `showOrder` adds the order's column (the payments page; an order's own page omits it).
 */
export function ProviderEventsTable({
  events,
  showOrder = true,
  label = 'Provider events',
}: {
  events: PaymentEventRow[];
  showOrder?: boolean;
  label?: string;
}) {
  return (
    <ScrollRegion
      label={`${label ?? 'Provider events'} table`}
      className="rounded-2xl bg-white ring-1 ring-rule"
    >
      <table aria-label={label} className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-rule text-ink-soft">
            <th scope="col" className={TH}>
              Received
            </th>
            <th scope="col" className={TH}>
              Provider
            </th>
            <th scope="col" className={TH}>
              Type
            </th>
            {showOrder && (
              <th scope="col" className={TH}>
                Order
              </th>
            )}
            <th scope="col" className={TH}>
              State
            </th>
            <th scope="col" className={TH}>
              Error
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} className="border-b border-rule/60 last:border-b-0">
              <td className={`${TD} whitespace-nowrap`}>
                <time dateTime={event.received_at}>{formatDateTime(event.received_at)}</time>
              </td>
              <td className={TD}>{PROVIDER_LABEL[event.provider]}</td>
              <td className={TD}>
                <span className="font-mono text-xs">{event.type}</span>
                <span className="block font-mono text-xs text-ink-soft">{event.event_id}</span>
              </td>
              {showOrder && (
                <td className={`${TD} whitespace-nowrap`}>
                  {event.order_id ? (
                    <Link
                      to={paths.adminOrder.href({ id: event.order_id })}
                      className="font-medium text-sepia underline-offset-4 hover:underline"
                    >
                      {event.order_number ?? 'Order'}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
              )}
              <td className={TD}>
                <EventStatePill state={event.state} />
              </td>
              <td className={`${TD} max-w-xs break-words text-red-900`}>{event.error ?? ''}</td>
              <td className={`${TD} text-right`}>
                {event.state === 'failed' && <RetryEventButton event={event} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
