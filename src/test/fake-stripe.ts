import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for the three Stripe API calls the Stripe adapter makes (STYLE.md §9: third parties
 * behind adapters with local stand-ins), so the official SDK is tested end to end without the
 * network: the SDK is pointed here with its own `host`/`port`/`protocol` options. It speaks the
 * API's form-encoded requests and JSON answers, keeps Stripe's rules that matter to us (an
 * idempotency key answers its first session, and only for the same parameters; absolute return
 * URLs; a 30-minute minimum lifetime; only open sessions expire) and lets the test play the
 * buyer (`completeSession`).
 */

export type FakeSessionStatus = 'open' | 'complete' | 'expired';
export type FakePaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: FakeSessionStatus;
  payment_status: FakePaymentStatus;
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  payment_intent: string | null;
  automatic_tax: { enabled: boolean; status: 'complete' | 'requires_location_inputs' | null };
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  customer_details: { email: string | null; address: { country: string | null } | null } | null;
}

/** What the buyer's address made Stripe Tax charge, when the test plays a buyer on a taxed session. */
export interface FakeTax {
  taxCents: number;
  country: string;
}

export interface FakeStripe {
  /** Every session made, by id. */
  sessions: Map<string, FakeSession>;
  /** How many sessions were really made (idempotent replays do not count). */
  readonly createCount: number;
  /** The parameters and idempotency key of every create request, replays included. */
  createRequests: { idempotencyKey: string | null; params: Record<string, unknown> }[];
  /** Every refund made (idempotent replays not repeated). */
  refunds: { id: string; object: 'refund'; amount: number; payment_intent: string; status: string }[];
  /**
   * The buyer finishes paying: the session completes, paid (or, for a bank debit, still unpaid).
   * With `tax` on a session made with automatic_tax, Stripe Tax adds that tax to the total.
   */
  completeSession(id: string, paymentStatus?: FakePaymentStatus, tax?: FakeTax): FakeSession;
  /** A completed, unpaid session's bank debit fails: its payment intent asks for a new payment method. */
  failPayment(id: string): FakeSession;
  /** A webhook body for a session as Stripe would send it (an event with the session's snapshot). */
  eventFor(id: string, type: string, eventId?: string): string;
  /** An SDK client that talks to this fake. */
  client(secretKey?: string): Stripe;
  close(): Promise<void>;
}

export const FAKE_STRIPE_KEY = 'sk_test_fake_backdrop';

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  // Stripe keeps the first answer to a key and replays it, as it was then.
  const idempotent = new Map<string, { body: string; answer: string }>();
  const createRequests: FakeStripe['createRequests'] = [];
  const refunds: FakeStripe['refunds'] = [];
  const refundsByKey = new Map<string, FakeStripe['refunds'][number]>();
  /** Payment intents whose status a test set (a bank debit that failed). */
  const intentStatus = new Map<string, string>();
  let createCount = 0;
  let origin = '';

  function createSession(rawBody: string, key: string | null, response: ServerResponse) {
    const params = parseForm(rawBody);
    createRequests.push({ idempotencyKey: key, params });
    if (key) {
      const first = idempotent.get(key);
      if (first && first.body !== rawBody) {
        return sendError(response, 400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      if (first) {
        response.setHeader('Idempotent-Replayed', 'true');
        return send(response, 200, JSON.parse(first.answer));
      }
    }
    const problem = invalidCreate(params);
    if (problem) return sendError(response, 400, { type: 'invalid_request_error', ...problem });

    const lines = params.line_items as LineItem[];
    const amount = lines.reduce(
      (sum, line) => sum + Number(line.quantity ?? 1) * Number(line.price_data?.unit_amount ?? 0),
      0,
    );
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: String(params.mode),
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      amount_subtotal: amount,
      currency: String(lines[0]?.price_data?.currency ?? 'usd'),
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      success_url: String(params.success_url),
      cancel_url: typeof params.cancel_url === 'string' ? params.cancel_url : null,
      url: `${origin}/c/pay/${id}`,
      expires_at: Number(params.expires_at ?? now() + 86_400),
      created: now(),
      livemode: false,
      payment_intent: null,
      automatic_tax: {
        enabled: isEnabled(params.automatic_tax),
        status: isEnabled(params.automatic_tax) ? 'requires_location_inputs' : null,
      },
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      customer_details: null,
    };
    sessions.set(id, session);
    createCount++;
    if (key) idempotent.set(key, { body: rawBody, answer: JSON.stringify(session) });
    return send(response, 200, session);
  }

  function expireSession(session: FakeSession, response: ServerResponse) {
    if (session.status !== 'open') {
      return sendError(response, 400, {
        type: 'invalid_request_error',
        message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      });
    }
    session.status = 'expired';
    session.url = null;
    return send(response, 200, session);
  }

  /** A refund of part or all of a paid session's payment intent; the same key answers the same refund. */
  function createRefund(rawBody: string, key: string | null, response: ServerResponse) {
    const earlier = key ? refundsByKey.get(key) : undefined;
    if (earlier) return send(response, 200, earlier);
    const params = parseForm(rawBody);
    const session = [...sessions.values()].find((each) => each.payment_intent === params.payment_intent);
    const amount = Number(params.amount);
    const refunded = refunds.filter((each) => each.payment_intent === params.payment_intent);
    const already = refunded.reduce((sum, each) => sum + each.amount, 0);
    if (session?.payment_status !== 'paid' || !(amount > 0) || already + amount > session.amount_total)
      return sendError(response, 400, {
        type: 'invalid_request_error',
        message: 'Refund amount is invalid.',
      });
    const refund: FakeStripe['refunds'][number] = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      payment_intent: String(params.payment_intent),
      status: 'succeeded',
    };
    refunds.push(refund);
    if (key) refundsByKey.set(key, refund);
    return send(response, 200, refund);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (!/^Bearer sk_(test|live)_\S+$/.test(request.headers.authorization ?? '')) {
      return sendError(response, 401, {
        type: 'invalid_request_error',
        message: 'You did not provide an API key.',
      });
    }
    const rawBody = await readBody(request);
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const key = headerOf(request, 'idempotency-key');
    if (request.method === 'POST' && path === '/v1/checkout/sessions')
      return createSession(rawBody, key, response);
    if (request.method === 'POST' && path === '/v1/refunds') return createRefund(rawBody, key, response);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = match?.[1] ? sessions.get(decodeURIComponent(match[1])) : undefined;
    if (match && !session) {
      return sendError(response, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'session',
        message: `No such checkout.session: '${match[1]}'`,
      });
    }
    if (session && request.method === 'GET' && !match?.[2]) {
      // `expand[]=payment_intent` answers the intent as an object, as Stripe does.
      const expand = [...new URL(request.url ?? '/', 'http://fake').searchParams.entries()].some(
        ([name, value]) => name.startsWith('expand') && value === 'payment_intent',
      );
      const intent = session.payment_intent;
      if (!expand || !intent) return send(response, 200, session);
      const status =
        intentStatus.get(intent) ?? (session.payment_status === 'paid' ? 'succeeded' : 'processing');
      return send(response, 200, {
        ...session,
        payment_intent: { id: intent, object: 'payment_intent', status },
      });
    }
    if (session && request.method === 'POST' && match?.[2]) return expireSession(session, response);
    return sendError(response, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${request.method}: ${path}).`,
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      sendError(response, 500, { type: 'api_error', message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe has no session ${id}`);
    return session;
  };

  return {
    sessions,
    get createCount() {
      return createCount;
    },
    createRequests,
    refunds,
    completeSession(id, paymentStatus = 'paid', tax) {
      const session = sessionOf(id);
      if (session.automatic_tax.enabled) {
        // Stripe Tax works out the tax from the address the buyer gave on the page.
        const taxCents = tax?.taxCents ?? 0;
        session.automatic_tax.status = 'complete';
        session.total_details.amount_tax = taxCents;
        session.amount_total = session.amount_subtotal + taxCents;
        session.customer_details = {
          email: session.customer_email,
          address: { country: tax?.country ?? null },
        };
      }
      session.status = 'complete';
      session.payment_status = paymentStatus;
      session.payment_intent = `pi_fake_${id.slice(-12)}`;
      session.url = null;
      return session;
    },
    failPayment(id) {
      const session = sessionOf(id);
      if (session.status !== 'complete' || !session.payment_intent)
        throw new Error(`fake Stripe session ${id} has no payment to fail`);
      intentStatus.set(session.payment_intent, 'requires_payment_method');
      return session;
    },
    eventFor(id, type, eventId = `evt_test_${randomBytes(12).toString('hex')}`) {
      return JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: { ...sessionOf(id) } },
      });
    },
    client(secretKey = FAKE_STRIPE_KEY) {
      return new Stripe(secretKey, {
        host: '127.0.0.1',
        port,
        protocol: 'http',
        maxNetworkRetries: 0,
        telemetry: false,
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

interface LineItem {
  quantity?: string;
  price_data?: {
    currency?: string;
    unit_amount?: string;
    tax_behavior?: string;
    product_data?: { name?: string };
  };
}

/** A form-encoded `automatic_tax[enabled]=true`. */
function isEnabled(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { enabled?: unknown }).enabled === 'true';
}

/** Stripe's checks on a new session that our adapter could get wrong. */
function invalidCreate(params: Record<string, unknown>): { message: string; param: string } | null {
  if (params.mode !== 'payment') return { param: 'mode', message: 'Invalid mode: must be payment' };
  const lines = params.line_items;
  if (!Array.isArray(lines) || lines.length === 0)
    return { param: 'line_items', message: 'line_items is required in payment mode.' };
  for (const [index, line] of (lines as LineItem[]).entries()) {
    const amount = Number(line.price_data?.unit_amount);
    if (!Number.isInteger(amount) || amount < 50)
      return {
        param: `line_items[${index}][price_data][unit_amount]`,
        message: 'Invalid integer: the amount must be at least 50 cents.',
      };
    if (!line.price_data?.currency || !line.price_data.product_data?.name)
      return { param: `line_items[${index}][price_data]`, message: 'Missing currency or product name.' };
    // Stripe Tax needs to know whether a price includes tax (the account has no default here).
    if (
      isEnabled(params.automatic_tax) &&
      !['exclusive', 'inclusive'].includes(line.price_data.tax_behavior ?? '')
    )
      return {
        param: `line_items[${index}][price_data][tax_behavior]`,
        message: 'Automatic tax requires a tax_behavior on each price.',
      };
  }
  for (const param of ['success_url', 'cancel_url']) {
    const value = params[param];
    if (param === 'success_url' || value !== undefined) {
      if (typeof value !== 'string' || !/^https?:\/\/[^/]+/.test(value))
        return { param, message: 'Not a valid URL' };
    }
  }
  if (params.expires_at !== undefined) {
    const lifetime = Number(params.expires_at) - now();
    if (!(lifetime >= 30 * 60 && lifetime <= 24 * 3600))
      return {
        param: 'expires_at',
        message:
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      };
  }
  return null;
}

/** `a[b][0][c]=1` → `{ a: { b: [{ c: '1' }] } }`, as Stripe reads the SDK's form bodies. */
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) node[part] = value;
      else {
        const next = node[part];
        if (typeof next === 'object' && next !== null) node = next as Record<string, unknown>;
        else {
          const created: Record<string, unknown> = {};
          node[part] = created;
          node = created;
        }
      }
    }
  }
  return toArrays(root) as Record<string, unknown>;
}

function toArrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, toArrays(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key)))
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  return Object.fromEntries(entries);
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_${randomBytes(8).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}

function sendError(
  response: ServerResponse,
  status: number,
  error: { type: string; message: string; code?: string; param?: string },
) {
  send(response, status, { error });
}
