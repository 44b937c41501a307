import { Link } from 'react-router';
import type { AdminOrderSummary } from '../../../../core/admin-orders';
import { paths } from '../../../../core/paths';
import { formatUsd } from '../../../../core/pricing';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { formatDateTime, StatusPill } from '../../orders';

const TH = 'px-3 py-2 font-medium whitespace-nowrap';
const TD = 'px-3 py-2.5 align-top';
const NUMBER = `${TD} text-right tabular-nums whitespace-nowrap`;

/** One page of orders: each links to its detail; money as the order holds it (integer cents). */
export function OrdersTable({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <ScrollRegion label="Orders table" className="rounded-2xl bg-white ring-1 ring-rule">
      <table aria-label="Orders" className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-rule text-ink-soft">
            <th scope="col" className={TH}>
              Order
            </th>
            <th scope="col" className={TH}>
              Date
            </th>
            <th scope="col" className={TH}>
              Buyer
            </th>
            <th scope="col" className={TH}>
              Production
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Items
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Total
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Refunded
            </th>
            <th scope="col" className={TH}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-rule/60 last:border-b-0 hover:bg-paper/60">
              <th scope="row" className={`${TD} whitespace-nowrap font-medium`}>
                <Link
                  to={paths.adminOrder.href({ id: order.id })}
                  className="text-sepia underline-offset-4 hover:underline"
                >
                  {order.order_number}
                </Link>
              </th>
              <td className={`${TD} whitespace-nowrap`}>
                <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
              </td>
              <td className={TD}>
                <span className="block text-ink">{order.buyer_name ?? '—'}</span>
                <span className="block text-ink-soft">{order.buyer_email ?? ''}</span>
              </td>
              <td className={TD}>
                <span className="block text-ink">{order.production_title ?? '—'}</span>
                {order.company && <span className="block text-ink-soft">{order.company}</span>}
              </td>
              <td className={NUMBER}>{order.item_count}</td>
              <td className={NUMBER}>{formatUsd(order.total_cents)}</td>
              <td className={NUMBER}>{order.refunded_cents > 0 ? formatUsd(order.refunded_cents) : '—'}</td>
              <td className={TD}>
                <StatusPill status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
