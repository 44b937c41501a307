import { ORDER_STATUS_LABEL, type OrderStatus } from '../../../core/checkout';
import { type BadgeTone, StatusBadge } from '../../components/StatusBadge';

const TONE: Record<OrderStatus, BadgeTone> = {
  pending: 'waiting',
  paid: 'positive',
  failed: 'negative',
  cancelled: 'neutral',
  refunded: 'neutral',
  partially_refunded: 'neutral',
};

/** An order's status in words (core ORDER_STATUS_LABEL); the colour only repeats them. */
export function StatusPill({ status }: { status: OrderStatus }) {
  return (
    <StatusBadge tone={TONE[status]} size="md">
      {ORDER_STATUS_LABEL[status]}
    </StatusBadge>
  );
}
