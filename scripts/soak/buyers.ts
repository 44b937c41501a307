import type { CheckoutQuote, CheckoutStarted } from '../../src/core/checkout';
import type { Balancer } from './balancer';
import { type Answer, CookieJar, isWireError, type SoakRequest } from './http';

/** The form a production fills in at checkout (the test provider's page then pays it). */
const CHECKOUT_FORM = {
  production_title: 'The Long Weekend',
  company: 'Harbour Pictures',
  billing_name: 'Harbour Pictures Ltd',
  billing_address: '1 Quay Street\nBristol BS1 4DJ',
  billing_country: 'GB',
  accept_terms: true,
};

/** A paid order as the buyer was told: what the database must hold afterwards. */
export interface PaidOrder {
  buyer: string;
  orderId: string;
  lines: string[];
}

/**
 * What the soak's buyers were told, to compare with the database at the end. A line whose
 * write got no clear answer (no answer, 5xx, 503) is "uncertain": it may or may not be there.
 */
export class Ledger {
  readonly paid: PaidOrder[] = [];
  /** Pay requests that got no clear answer: the order may or may not be paid. */
  unknownPayments = 0;
  checkoutsStarted = 0;
}

export const lineKey = (photoId: string, licence: string) => `${photoId} ${licence}`;

/** A signed-up buyer with a project and a wishlist, and what it believes its cart holds. */
export class Buyer {
  readonly jar = new CookieJar();
  projectId = '';
  wishlistId = '';
  /** Lines the server confirmed are in the cart (201, or 409 already there). */
  readonly cart = new Set<string>();
  /** Lines whose add, or whose checkout, ended without a clear answer. */
  readonly uncertain = new Set<string>();
  /** Lines bought: never added again, so a second purchase would be a duplicate. */
  readonly bought = new Set<string>();

  constructor(
    readonly email: string,
    private readonly balancer: Balancer,
    private readonly origin: string,
  ) {}

  /** A balanced request with this buyer's cookies; answers' cookies are kept. */
  async call(kind: string, req: Omit<SoakRequest, 'cookie' | 'origin'>): Promise<Answer | undefined> {
    const answer = await this.balancer.request(kind, {
      ...req,
      cookie: this.jar.header(),
      origin: this.origin,
    });
    if (answer) this.jar.take(answer);
    return answer;
  }

  /** Adds one line; the model follows what the server said. */
  async addToCart(photoId: string): Promise<void> {
    const key = lineKey(photoId, 'background-dressing');
    if (this.bought.has(key) || this.uncertain.has(key)) return;
    const answer = await this.call('cart', {
      method: 'POST',
      path: '/api/cart',
      body: { photo_id: photoId },
    });
    if (answer && (answer.status === 201 || answer.status === 409)) this.cart.add(key);
    else if (!answer || answer.status >= 500) this.uncertain.add(key);
  }

  /**
   * Quote → checkout (resent with the same key while refused with 503) → pay → read the order.
   * The order counts as paid only when the pay answer said so.
   */
  async checkout(ledger: Ledger): Promise<void> {
    const quoted = await this.call('checkout', { method: 'GET', path: '/api/checkout' });
    if (quoted?.status !== 200) return;
    const quote = JSON.parse(quoted.text) as CheckoutQuote;
    if (quote.items.length === 0) return;
    const lines = quote.items.map((line) => lineKey(line.photo_id, line.license_type));
    ledger.checkoutsStarted++;
    const body = {
      ...CHECKOUT_FORM,
      idempotency_key: `soak-${crypto.randomUUID()}`,
      fingerprint: quote.fingerprint,
      project_id: this.projectId,
    };
    const started = await this.persist(() =>
      this.call('checkout', { method: 'POST', path: '/api/checkout', body }),
    );
    if (started?.status !== 201) {
      // No order, or one we were not told of: its lines stay in the cart, unpaid either way.
      return;
    }
    const { order_id: orderId, payment_url: paymentUrl } = JSON.parse(started.text) as CheckoutStarted;
    const session = paymentUrl.split('/').at(-1) ?? '';
    const paid = await this.persist(() =>
      this.call('checkout', {
        method: 'POST',
        path: `/api/checkout/test-payments/${session}`,
        body: { outcome: 'pay' },
      }),
    );
    const status = paid?.status === 200 ? (JSON.parse(paid.text) as { status?: string }).status : undefined;
    if (status === 'paid') {
      ledger.paid.push({ buyer: this.email, orderId, lines });
      for (const line of lines) {
        this.cart.delete(line);
        this.bought.add(line);
      }
      await this.call('orders', { method: 'GET', path: `/api/orders/${orderId}` });
    } else if (!paid || paid.status >= 500) {
      ledger.unknownPayments++;
      for (const line of lines) {
        this.cart.delete(line);
        this.uncertain.add(line);
      }
    }
  }

  /** Resends a write refused with 503 (the buyer presses again after the Retry-After), up to three times. */
  private async persist(send: () => Promise<Answer | undefined>): Promise<Answer | undefined> {
    let answer = await send();
    for (let attempt = 0; attempt < 3 && answer?.status === 503; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      answer = await send();
    }
    return answer;
  }
}

/**
 * Signs a buyer up the way the sign-up tab does (a one-time link with the agreement, the local
 * human check), on one process, following the link from the development outbox; then a company,
 * a project and a wishlist for it.
 */
export async function signUpBuyer(
  balancer: Balancer,
  processName: string,
  origin: string,
  index: number,
): Promise<Buyer> {
  const email = `soak-buyer-${index}-${Date.now().toString(36)}@example.test`;
  const buyer = new Buyer(email, balancer, origin);
  const direct = async (req: SoakRequest, expected: number[]): Promise<Answer> => {
    const answer = await balancer.direct(processName, { ...req, cookie: buyer.jar.header(), origin });
    if (isWireError(answer)) throw new Error(`${req.method} ${req.path}: ${answer.error}`);
    if (!expected.includes(answer.status))
      throw new Error(`${req.method} ${req.path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    buyer.jar.take(answer);
    return answer;
  };
  const { token } = JSON.parse(
    (await direct({ method: 'POST', path: '/api/human-check', body: {} }, [200])).text,
  ) as {
    token: string;
  };
  await direct(
    {
      method: 'POST',
      path: '/api/auth/sign-in/magic-link',
      headers: { 'x-captcha-response': token },
      body: {
        email,
        name: `Soak ${index}`,
        callbackURL: '/profile',
        metadata: {
          first_name: `Soak${index}`,
          agreement_type: 'standard',
          agreement_accepted: true,
          agreement_date: new Date().toISOString(),
        },
      },
    },
    [200],
  );
  // The mail may be written just after the answer: the outbox is read until it holds the link.
  let verify: string | undefined;
  for (let attempt = 0; attempt < 50 && !verify; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    const outbox = JSON.parse(
      (await direct({ method: 'GET', path: `/api/dev/outbox?to=${encodeURIComponent(email)}` }, [200])).text,
    ) as { items: { links: string[] }[] };
    verify = outbox.items[0]?.links.find((link) => link.includes('/magic-link/verify'));
  }
  if (!verify) throw new Error(`no sign-up link in the mail to ${email}`);
  const url = new URL(verify);
  await direct({ method: 'GET', path: `${url.pathname}${url.search}` }, [302]);
  await direct({ method: 'POST', path: '/api/companies', body: { name: 'Harbour Pictures' } }, [200, 201]);
  const project = await direct(
    {
      method: 'POST',
      path: '/api/projects',
      body: { name: `Production ${index}`, company: 'Harbour Pictures' },
    },
    [201],
  );
  buyer.projectId = (JSON.parse(project.text) as { project: { id: string } }).project.id;
  const wishlist = await direct(
    {
      method: 'POST',
      path: '/api/wishlists',
      body: { name: `Set list ${index}`, project_id: buyer.projectId },
    },
    [201],
  );
  buyer.wishlistId = (JSON.parse(wishlist.text) as { wishlist: { id: string } }).wishlist.id;
  return buyer;
}
