import { apiDocs, uuidParam } from '../../http/openapi';
import { listOf } from '../../http/openapi-schemas';

const doc = apiDocs('Checkout & orders');
const order = { id: uuidParam('The order.') };
const session = { sessionId: 'The test provider’s payment session.' };

/** `/api/checkout` (checkout.routes.ts). */
export const checkoutDocs = {
  quote: doc({
    summary: 'Quote my cart',
    answer: 'The lines, discounts, tax and total an order would have now, and whether payment is available.',
  }),
  place: doc({
    summary: 'Place an order',
    description:
      'Answers 409 with the new `quote` beside the error when prices or photos changed since the quote the buyer saw.',
    status: 201,
    answer: 'The order and where to pay for it (`redirect_url`).',
    errors: [400, 404, 409, 503],
  }),
  upgrade: doc({
    summary: 'Upgrade licences I hold',
    status: 201,
    answer: 'The upgrade order and where to pay for it.',
    errors: [400, 404, 409, 503],
  }),
  testSession: doc({
    summary: 'A test payment session',
    description: 'The built-in test provider (development, without Stripe).',
    answer: 'The session: its order and amount.',
    access: 'development',
    path: session,
    errors: [404],
  }),
  testPay: doc({
    summary: 'Complete a test payment',
    description: 'Pays, fails or cancels the session the way a provider’s event would.',
    answer: '`{ redirect_url, status }`: where the browser goes next.',
    access: 'development',
    path: session,
    errors: [400, 404],
  }),
};

/** `/api/orders` (checkout.routes.ts). */
export const ordersDocs = {
  list: doc({ summary: 'My orders', answer: '`{ items }`: my orders, newest first.', schema: listOf() }),
  get: doc({
    summary: 'One of my orders',
    answer: 'The order with its lines.',
    path: order,
    errors: [400, 404],
  }),
  refresh: doc({
    summary: 'Ask the provider about a pending order',
    description: 'A confirmation that is late or lost still settles the order.',
    answer: 'The order as it is now.',
    path: order,
    errors: [400, 404],
  }),
};

/** `/api/payments/webhooks/:provider` (checkout.routes.ts). */
export const webhookDocs = {
  receive: doc({
    summary: 'A payment provider’s event',
    description:
      'Server to server: Stripe’s (`stripe-signature`) or the test provider’s signed events. No session; the signature proves it.',
    answer: '`{ received: true, result }`.',
    path: { provider: '`stripe` or `test`: the provider this server is configured with.' },
    body: { description: 'The provider’s event, as it signed it.', schema: { type: 'object' } },
    errors: [400, 404],
  }),
};
