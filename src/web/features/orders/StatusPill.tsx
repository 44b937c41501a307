import { ORDER_STATUS_LABEL, type OrderStatus } from '../../../core/checkout';

const TONE: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-950',
  paid: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-paper-deep text-ink',
  refunded: 'bg-paper-deep text-ink',
  partially_refunded: 'bg-paper-deep text-ink',
};

/** An order's status in words (core ORDER_STATUS_LABEL); the colour only repeats them. */
export function StatusPill({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-sm font-medium ${TONE[status]}`}>
      {ORDER_STATUS_LABEL[status]}
    </span>
  );
}
