import { type Context, Hono } from 'hono';
import { CHECKOUT_MESSAGES } from '../../../core/checkout';
import { isTestPaymentSessionId } from '../../../core/route-validity';
import type { AppDeps, AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { ownerOf } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';
import { isDevelopmentAidAllowed } from '../../http/development-aids';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { type PaymentProvider, WebhookSignatureError } from '../../payments/payment-provider';
import { isTestProvider, TEST_SIGNATURE_HEADER, type TestProvider } from '../../payments/test-provider';
import { sendOrderConfirmation } from '../documents';
import { checkoutDocs, ordersDocs, webhookDocs } from './checkout.openapi';
import { type CheckoutContext, startCheckout } from './checkout.service';
import { checkoutSchema, testPaymentSchema, upgradeSchema } from './checkout-input';
import { quoteCheckout } from './checkout-quote';
import { getOrder, getTestPaymentSession, listOrders, paymentRefOf } from './orders.service';
import { recordFailedEvent, settleFromProvider } from './settle-order';
import { startUpgrade } from './upgrade.service';

const NO_STORE = 'private, no-store';

/** `/api/checkout`: the quote, placing the order, and the test provider's page (development only). */
export function checkoutRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/', checkoutDocs.quote, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const { handle, payments, config } = c.get('deps');
      return c.json(await quoteCheckout(handle, ownerOf(c), payments ?? null, config.taxRates));
    })
    .post('/', checkoutDocs.place, validJson(checkoutSchema), async (c) => {
      const outcome = await startCheckout(checkoutContext(c.get('deps')), ownerOf(c), c.req.valid('json'));
      if (outcome.kind === 'changed') {
        return c.json(
          { error: { code: 'changed', message: CHECKOUT_MESSAGES.changed }, quote: outcome.quote },
          409,
        );
      }
      return c.json(outcome.started, 201);
    })
    .post('/upgrade', checkoutDocs.upgrade, validJson(upgradeSchema), async (c) => {
      return c.json(await startUpgrade(checkoutContext(c.get('deps')), ownerOf(c), c.req.valid('json')), 201);
    })
    .get('/test-payments/:sessionId', checkoutDocs.testSession, async (c) => {
      testProviderOf(c);
      c.header('Cache-Control', NO_STORE);
      return c.json(await getTestPaymentSession(c.get('deps').handle, ownerOf(c), sessionIdOf(c)));
    })
    .post('/test-payments/:sessionId', checkoutDocs.testPay, validJson(testPaymentSchema), async (c) => {
      const provider = testProviderOf(c);
      const { handle } = c.get('deps');
      const session = await getTestPaymentSession(handle, ownerOf(c), sessionIdOf(c));
      const { outcome } = c.req.valid('json');
      const delivery = await provider.complete(session.id, outcome);
      const onPaid = confirmationSender(c.get('deps'));
      // The same path a delivered event takes: its signature checked, then the order settled from the session.
      if (delivery) await receiveEvent(handle, provider, delivery.rawBody, delivery.signature, onPaid);
      // Another press completed the session first: its settlement holds the order's row until it
      // commits, so settling again waits for it (and changes nothing), where reading the order at
      // once found it still pending and sent a paying buyer back to checkout (issue 29 item 5).
      else await settleFromProvider(handle, provider, session.id, undefined, onPaid);
      const after = await getOrder(handle, ownerOf(c), session.order_id);
      // Paid but held for review (settle-order's amount check): the order's page says so, not checkout.
      const redirect =
        after.status === 'paid' || (outcome === 'pay' && after.status === 'pending')
          ? `/checkout/success?order=${after.id}`
          : `/checkout?payment=${after.status === 'failed' ? 'failed' : 'cancelled'}`;
      return c.json({ redirect_url: redirect, status: after.status });
    });
}

/** `/api/orders`: the buyer's own orders. */
export function ordersRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/', ordersDocs.list, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json({ items: await listOrders(c.get('deps').handle, ownerOf(c)) });
    })
    .get('/:id', ordersDocs.get, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await getOrder(c.get('deps').handle, ownerOf(c), uuidParam('id', c.req.param('id'))));
    })
    .post('/:id/refresh', ordersDocs.refresh, async (c) => {
      // The success page asks while the order is pending: the session is read again from the
      // provider, so a confirmation that is late or lost still settles the order.
      const { handle, payments } = c.get('deps');
      const id = uuidParam('id', c.req.param('id'));
      const { provider, ref } = await paymentRefOf(handle, ownerOf(c), id);
      if (payments && ref && provider === payments.name)
        await settleFromProvider(handle, payments, ref, undefined, confirmationSender(c.get('deps')));
      return c.json(await getOrder(handle, ownerOf(c), id));
    });
}

/** `/api/payments/webhooks/:provider`: events the provider delivers, verified by signature. */
export function paymentWebhookRoutes() {
  return new Hono<AppEnv>().post('/webhooks/:provider', webhookDocs.receive, async (c) => {
    const { payments, handle } = c.get('deps');
    if (!payments || c.req.param('provider') !== payments.name)
      throw new AppError('NOT_FOUND', 'No payment provider by that name');
    const signature =
      payments.name === 'test' ? c.req.header(TEST_SIGNATURE_HEADER) : c.req.header('stripe-signature');
    const result = await receiveEvent(
      handle,
      payments,
      await c.req.text(),
      signature,
      confirmationSender(c.get('deps')),
    );
    return c.json({ received: true, result });
  });
}

async function receiveEvent(
  handle: DatabaseHandle,
  payments: PaymentProvider,
  rawBody: string,
  signature: string | undefined,
  onPaid: (orderId: string) => void,
) {
  let event: ReturnType<PaymentProvider['verifyEvent']>;
  try {
    event = payments.verifyEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError('INVALID', error.message);
    throw error;
  }
  if (!event.sessionRef) return 'ignored';
  try {
    return await settleFromProvider(handle, payments, event.sessionRef, event, onPaid);
  } catch (error) {
    // Answered 500, so the provider delivers it again; meanwhile the back office sees it failed.
    await recordFailedEvent(handle, payments, event, error).catch(() => undefined);
    throw error;
  }
}

/** What placing an order needs from the app: the database, the provider, the site's origin, the mail. */
function checkoutContext(deps: AppDeps): CheckoutContext {
  return {
    handle: deps.handle,
    payments: deps.payments ?? null,
    appUrl: deps.config.appUrl,
    onPaid: confirmationSender(deps),
    taxRates: deps.config.taxRates,
  };
}

/**
 * Sends the order confirmation once an order is paid, without holding up the answer (a webhook
 * must answer quickly; the mail renders two PDFs). It never throws: a failed mail is logged.
 */
function confirmationSender(deps: AppDeps): (orderId: string) => void {
  return (orderId) => {
    void sendOrderConfirmation(deps, orderId);
  };
}

function testProviderOf(c: Context<AppEnv>): TestProvider {
  const payments = c.get('deps').payments;
  if (!isTestProvider(payments) || !isDevelopmentAidAllowed(c))
    throw new AppError('NOT_FOUND', 'Payment session not found');
  return payments;
}

function sessionIdOf(c: Context<AppEnv>): string {
  const id = c.req.param('sessionId') ?? '';
  if (!isTestPaymentSessionId(id)) throw new AppError('NOT_FOUND', 'Payment session not found');
  return id;
}
