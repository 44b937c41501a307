import { randomBytes } from 'node:crypto';
import { allocateCents } from '../../../core/tax';
import type { DatabaseHandle, TransactionQuery } from '../../db/client';
import type { PaymentProvider, ProviderEvent, ProviderSession } from '../../payments/payment-provider';

/**
 * Settles an order from its payment session as the provider reports it now (issue 13 item 3).
 * Events only say "look again": a completed session pays the order, a failed one fails it, an
 * expired one cancels it, an open one changes nothing. So an event delivered twice, late or
 * before another changes nothing the session does not say. Each event is stored by its id in
 * the same transaction as its effect: the second delivery of one id finds it and does nothing.
 */

export type SettleResult = 'duplicate' | 'processed' | 'ignored';

interface OrderRow {
  id: string;
  user_id: string | null;
  project_id: string | null;
  status: string;
  total_cents: number;
}

export async function settleFromProvider(
  handle: DatabaseHandle,
  payments: PaymentProvider,
  sessionRef: string,
  event?: ProviderEvent,
  /** Told once the transaction that paid an order has committed (the confirmation mail). */
  onPaid?: (orderId: string) => void,
): Promise<SettleResult> {
  // Read before the transaction: for Stripe this is a network call, never made holding locks.
  const session = await payments.getSession(sessionRef);
  let paidOrderId: string | null = null;
  const settled = await handle.rawTransaction(async (query) => {
    if (event) {
      // A new event, or one whose processing failed before (delivered again): anything else is a duplicate.
      const [stored] = await query(
        `insert into payment_events (provider, event_id, type, state, payload)
         values ($1, $2, $3, 'ignored', $4)
         on conflict (provider, event_id) do update set state = 'ignored', error = null
           where payment_events.state = 'failed'
         returning id`,
        [payments.name, event.id, event.type, JSON.stringify(event.payload)],
      );
      if (!stored) return 'duplicate';
    }
    const [order] = await query<OrderRow>(
      `select id, user_id, project_id, status, total_cents from orders
       where payment_provider = $1 and payment_ref = $2 for update`,
      [payments.name, sessionRef],
    );
    const result = order && session ? await applySession(query, payments, order, session) : 'ignored';
    if (result === 'processed' && session?.paid && order) paidOrderId = order.id;
    if (event) {
      await query(
        `update payment_events set state = $3, order_id = $4 where provider = $1 and event_id = $2`,
        [payments.name, event.id, result, order?.id ?? null],
      );
    }
    return result;
  });
  if (paidOrderId && onPaid) onPaid(paidOrderId);
  return settled;
}

async function applySession(
  query: TransactionQuery,
  payments: PaymentProvider,
  order: OrderRow,
  session: ProviderSession,
): Promise<'processed' | 'ignored'> {
  if (session.paid) {
    // Money taken is never lost: a session paid after its order was replaced still pays that order.
    if (order.status === 'paid' || order.status === 'refunded' || order.status === 'partially_refunded')
      return 'ignored';
    await markPaid(query, payments, order, session);
    return 'processed';
  }
  if (order.status !== 'pending') return 'ignored';
  if (session.status === 'failed') {
    await setStatus(query, order.id, 'failed', 'The payment was declined; nothing was charged');
    return 'processed';
  }
  if (session.status === 'expired') {
    await setStatus(query, order.id, 'cancelled', 'The buyer left the payment page without paying');
    return 'processed';
  }
  return 'ignored';
}

async function setStatus(query: TransactionQuery, orderId: string, status: string, note: string) {
  await query('update orders set status = $2, updated_at = now() where id = $1', [orderId, status]);
  await query('insert into order_events (order_id, status, note) values ($1, $2, $3)', [
    orderId,
    status,
    note,
  ]);
}

/** Paid: the purchases are made, the payment recorded, and the licensed lines leave the cart. */
async function markPaid(
  query: TransactionQuery,
  payments: PaymentProvider,
  order: OrderRow,
  session: ProviderSession,
) {
  if (session.taxCents !== null)
    await recordProviderTax(query, order.id, session.taxCents, session.taxCountry);
  // The certificate's code: 48 random bits, checkable by anyone at /verify/{code}.
  await query(
    `update orders set status = 'paid', paid_at = now(), updated_at = now(),
       certificate_code = coalesce(certificate_code, $2) where id = $1`,
    [order.id, randomBytes(6).toString('hex').toUpperCase()],
  );
  await query('insert into order_events (order_id, status, note) values ($1, $2, $3)', [
    order.id,
    'paid',
    'Payment received',
  ]);
  await query(
    `insert into payments (order_id, provider, provider_ref, status, amount_cents)
     values ($1, $2, $3, 'succeeded', $4)
     on conflict (provider, provider_ref) do update set status = 'succeeded', updated_at = now()`,
    [order.id, payments.name, session.ref, session.amountCents],
  );
  await query(
    `insert into purchases (user_id, photo_id, order_id, order_item_id, project_id, license_type, price_cents)
     select $2, i.photo_id, i.order_id, i.id, $3, i.license_type, i.discounted_price_cents
     from order_items i where i.order_id = $1
     on conflict (order_item_id) do nothing`,
    [order.id, order.user_id, order.project_id],
  );
  if (order.user_id) {
    await query(
      `delete from cart_items c using order_items i
       where i.order_id = $1 and c.user_id = $2 and c.photo_id = i.photo_id and c.license_type = i.license_type`,
      [order.id, order.user_id],
    );
  }
}

/**
 * Stripe Tax added the tax on Stripe's page (issue 22): the order records what was charged, its
 * total grows by it, and each line takes its share, so a refunded line gives its tax back.
 */
async function recordProviderTax(
  query: TransactionQuery,
  orderId: string,
  taxCents: number,
  country: string | null,
): Promise<void> {
  const lines = await query<{ id: string; discounted_price_cents: number }>(
    `select id, discounted_price_cents from order_items where order_id = $1 order by photo_number, license_type, id`,
    [orderId],
  );
  const shares = allocateCents(
    taxCents,
    lines.map((line) => line.discounted_price_cents),
  );
  await query(
    `update order_items i set tax_cents = s.tax_cents
     from unnest($1::uuid[], $2::int[]) as s(id, tax_cents) where i.id = s.id`,
    [lines.map((line) => line.id), shares],
  );
  await query(
    `update orders set tax_cents = $2, tax_rate_bp = 0, total_cents = subtotal_cents - discount_cents + $2,
       billing_country = coalesce($3, billing_country) where id = $1`,
    [orderId, taxCents, country],
  );
}

/**
 * An event whose processing threw: kept as `failed` with the reason (its effect was rolled back),
 * so the back office lists it with a retry, and the provider's own redelivery processes it again.
 */
export async function recordFailedEvent(
  handle: DatabaseHandle,
  payments: PaymentProvider,
  event: ProviderEvent,
  error: unknown,
): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  await handle.raw(
    `insert into payment_events (provider, event_id, type, state, error, payload)
     values ($1, $2, $3, 'failed', $4, $5)
     on conflict (provider, event_id) do update set state = 'failed', error = excluded.error`,
    [payments.name, event.id, event.type, reason.slice(0, 1000), JSON.stringify(event.payload)],
  );
}
