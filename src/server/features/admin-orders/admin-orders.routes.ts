import { Hono } from 'hono';
import { isCalendarDate } from '../../../core/calendar-date';
import { ORDER_STATUSES, type OrderStatus } from '../../../core/checkout';
import { refundSchema } from '../../../core/refund-schema';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { AppError } from '../../errors';
import { listQuery, wholeNumber } from '../../http/list-query';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { sendOrderConfirmation } from '../documents';
import { adminOrdersDocs } from './admin-orders.openapi';
import {
  getAdminOrder,
  listAdminOrders,
  listPaymentEvents,
  ORDER_SORTS,
  retryPaymentEvent,
} from './admin-orders.service';
import { paymentDashboard } from './payment-dashboard';
import { refundLines } from './refund-lines';

const NO_STORE = 'private, no-store';
const EVENT_STATES = ['processed', 'ignored', 'failed'] as const;

function dateOf(name: string, value: string | undefined): string | null {
  if (!value) return null;
  if (!isCalendarDate(value)) throw new AppError('INVALID', `${name} must be a date as YYYY-MM-DD`);
  return value;
}

/** `/api/admin/orders`, `/api/admin/payments`, `/api/admin/payment-events` (issue 13 item 7). */
export function adminOrdersRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/orders', adminOrdersDocs.orders, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const status = c.req.query('status') || null;
      if (status !== null && !(ORDER_STATUSES as readonly string[]).includes(status))
        throw new AppError('INVALID', `status must be one of ${ORDER_STATUSES.join(', ')}`);
      return c.json(
        await listAdminOrders(c.get('deps').handle, {
          ...listQuery(c, ORDER_SORTS, { sort: 'created_at', dir: 'desc' }),
          status: status as OrderStatus | null,
          from: dateOf('from', c.req.query('from')),
          to: dateOf('to', c.req.query('to')),
        }),
      );
    })
    .get('/orders/:id', adminOrdersDocs.order, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await getAdminOrder(c.get('deps').handle, uuidParam('id', c.req.param('id'))));
    })
    .post('/orders/:id/refunds', adminOrdersDocs.refund, validJson(refundSchema), async (c) => {
      const { handle, payments } = c.get('deps');
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await refundLines(handle, payments ?? null, id, c.req.valid('json')));
    })
    .get('/payments', adminOrdersDocs.payments, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const state = c.req.query('state') || null;
      if (state !== null && !(EVENT_STATES as readonly string[]).includes(state))
        throw new AppError('INVALID', `state must be one of ${EVENT_STATES.join(', ')}`);
      return c.json(
        await listPaymentEvents(
          c.get('deps').handle,
          state as (typeof EVENT_STATES)[number] | null,
          wholeNumber('offset', c.req.query('offset'), 0, 1_000_000),
        ),
      );
    })
    .get('/payments/dashboard', adminOrdersDocs.dashboard, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const days = wholeNumber('days', c.req.query('days'), 30, 365);
      if (days < 7) throw new AppError('INVALID', 'days must be a whole number from 7 to 365');
      return c.json(await paymentDashboard(c.get('deps').handle, days));
    })
    .post('/payment-events/:id/retry', adminOrdersDocs.retry, async (c) => {
      const deps = c.get('deps');
      const id = uuidParam('id', c.req.param('id'));
      // An order the retry pays gets its confirmation like any other (never throws; logged).
      const confirm = (orderId: string) => void sendOrderConfirmation(deps, orderId);
      return c.json(await retryPaymentEvent(deps.handle, deps.payments ?? null, id, confirm));
    });
}
