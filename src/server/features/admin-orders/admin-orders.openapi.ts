import { ADMIN_ORDERS_PAGE_SIZE } from '../../../core/admin-orders';
import { ORDER_STATUSES } from '../../../core/checkout';
import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Admin');
const whole = (description: string, max: number) => ({
  description,
  schema: { type: 'integer' as const, minimum: 0, maximum: max },
});

/** The back office's orders and payments (admin-orders.routes.ts). */
export const adminOrdersDocs = {
  orders: doc({
    summary: 'Find orders',
    answer: 'A page of orders, newest first.',
    query: {
      q: 'An order number, a buyer’s name or e-mail (200 characters at most).',
      status: {
        description: 'Only orders in this state.',
        schema: { type: 'string', enum: [...ORDER_STATUSES] },
      },
      from: {
        description: 'Placed on or after this day (YYYY-MM-DD).',
        schema: { type: 'string', format: 'date' },
      },
      to: {
        description: 'Placed on or before this day (YYYY-MM-DD).',
        schema: { type: 'string', format: 'date' },
      },
      sort: {
        description: 'What the list is sorted by: when placed (default) or the total.',
        schema: { type: 'string', enum: ['created_at', 'total'] },
      },
      dir: {
        description: 'asc or desc (default desc).',
        schema: { type: 'string', enum: ['asc', 'desc'] },
      },
      offset: whole('Where the page starts.', 1_000_000),
      limit: whole('How many (at most a page).', ADMIN_ORDERS_PAGE_SIZE),
    },
    errors: [400],
  }),
  order: doc({
    summary: 'One order',
    answer: 'The order, its timeline, its provider events and its refunds.',
    path: { id: uuidParam('The order.') },
    errors: [400, 404],
  }),
  refund: doc({
    summary: 'Refund lines of an order',
    answer: 'The order after the refund.',
    path: { id: uuidParam('The order.') },
    errors: [400, 404, 409, 503],
  }),
  payments: doc({
    summary: 'Payment provider events',
    answer: 'A page of events, newest first.',
    query: {
      state: {
        description: 'Only events in this state.',
        schema: { type: 'string', enum: ['processed', 'ignored', 'failed'] },
      },
      offset: whole('Where the page starts.', 1_000_000),
    },
    errors: [400],
  }),
  dashboard: doc({
    summary: 'The payment dashboard',
    answer: 'Revenue, refunds and failed events over the last days.',
    query: {
      days: {
        description: 'How many days (7–365, default 30).',
        schema: { type: 'integer', minimum: 7, maximum: 365 },
      },
    },
    errors: [400],
  }),
  retry: doc({
    summary: 'Retry a failed provider event',
    answer: 'The event after the retry.',
    path: { id: uuidParam('The payment event.') },
    errors: [400, 404, 503],
  }),
};
