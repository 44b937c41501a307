import type { OrderLine, OrderStatus } from '../../../core/checkout';
import { formatUsd } from '../../../core/pricing';

/** What is left to refund of a line: what it cost with its tax, less what was refunded already. */
export function refundableCents(line: OrderLine): number {
  return Math.max(0, line.discounted_price_cents + line.tax_cents - line.refunded_cents);
}

/** A line that has been refunded in full: shown marked, not selectable. */
export function isRefunded(line: OrderLine): boolean {
  return line.refunded_cents > 0 && refundableCents(line) === 0;
}

/** Only a paid order (or one partly refunded) can be refunded (REFUND_MESSAGES.notPaid). */
export function canRefund(status: OrderStatus): boolean {
  return status === 'paid' || status === 'partially_refunded';
}

/** One refund the admin is about to confirm. */
export interface RefundPlan {
  kind: 'lines' | 'order';
  itemIds: string[];
  amountCents: number;
  /** The sentence the confirmation dialog states. */
  summary: string;
}

const lines = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

/**
 * The refund of `selected` lines, or with `kind: 'order'` of every line not yet refunded, and
 * the sentence that says exactly what will happen: "Refund 2 lines of BD-100042: $90.00 to the
 * buyer's card. This cannot be undone."
 */
export function planRefund(
  order: { order_number: string; items: OrderLine[] },
  kind: RefundPlan['kind'],
  selected: ReadonlySet<string> = new Set(),
): RefundPlan {
  const open = order.items.filter((line) => !isRefunded(line));
  const chosen = kind === 'order' ? open : open.filter((line) => selected.has(line.id));
  const amountCents = chosen.reduce((sum, line) => sum + refundableCents(line), 0);
  const money = `${formatUsd(amountCents)} to the buyer's card. This cannot be undone.`;
  let what = `${lines(chosen.length)} of ${order.order_number}`;
  if (kind === 'order') {
    what =
      open.length === order.items.length
        ? `the whole order ${order.order_number} (${lines(chosen.length)})`
        : `the remaining ${what}`;
  }
  return { kind, itemIds: chosen.map((line) => line.id), amountCents, summary: `Refund ${what}: ${money}` };
}
