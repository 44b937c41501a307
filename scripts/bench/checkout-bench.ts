import pg from 'pg';
import type { CheckoutQuote, CheckoutStarted } from '../../src/core/checkout';
import { type DatabaseHandle, openPostgres, STATEMENT_TIMEOUT_MS } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { bulkInsert, PHOTO_COLUMNS } from '../../src/server/demo/bulk-insert';
import { createCreators } from '../../src/server/demo/family';
import { generatePhoto } from '../../src/server/demo/photo-factory';
import { createRandom } from '../../src/server/demo/random';
import { apiClient } from '../../src/test/api-client';
import { signUpByLink } from '../../src/test/auth-helpers';
import { createCartItem, createProject, createUser } from '../../src/test/factories';
import { createTestApp } from '../../src/test/test-app';

/**
 * `npm run bench -- checkout [--url postgres://…/postgres]`: issue 13's load test. 50 buyers,
 * each with 25 photos in the cart, check out at the same moment through the test provider, on a
 * throw-away PostgreSQL database (created on the server `--url` names, migrated with our own
 * migrator, dropped at the end, also on failure). The real app runs in-process, as the
 * integration tests run it, with a serving pool as large as the crowd.
 *
 * Each buyer quotes, checks out, and pays. The checkout is sent three times at once: the
 * request, a double click (the same idempotency key) and a second tab (a fresh key); all three
 * must answer the same order. The pay button is then pressed twice. Afterwards SQL counts what
 * was stored, and the run fails (exit code 1) unless every buyer has exactly one paid order,
 * every cart line one purchase, every order one payment of the quoted total, and no cart line
 * is left. Last, five more buyers go through the same steps one after another, for what each
 * request costs when nothing queues beside it.
 */

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BUYERS = 50;
const LINES_PER_BUYER = 25;
/** Buyers who afterwards check out one at a time: the same steps with nobody else on the machine's app. */
const SOLO_BUYERS = 5;
/** One connection per buyer: the crowd never waits for the pool, only for the database. */
const POOL_SIZE = BUYERS;

const FORM = {
  production_title: 'The Long Weekend',
  company: 'Harbour Pictures',
  billing_name: 'Harbour Pictures Ltd',
  billing_address: '1 Quay Street\nBristol BS1 4DJ\nUnited Kingdom',
  billing_country: 'GB',
  accept_terms: true,
};

type App = Awaited<ReturnType<typeof createTestApp>>;
type Call = ReturnType<typeof apiClient>;

interface Buyer {
  index: number;
  userId: string;
  cookie: string;
  projectId: string;
  /** The cart lines the buyer checks out: each must end as exactly one purchase. */
  lines: { photoId: string; licenseType: 'background-dressing' | 'hero-usage' }[];
}

interface Timings {
  quote: number[];
  checkout: number[];
  pay: number[];
}

/** What one buyer's run saw; `problems` lists every answer that was not what it should be. */
interface BuyerResult {
  orderIds: Set<string>;
  quotedTotalCents: number;
  problems: string[];
}

export async function benchCheckout(options: { url?: string }): Promise<void> {
  const adminUrl = options.url ?? DEFAULT_ADMIN_URL;
  const name = `backdrop_bench_checkout_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;

  await admin(`create database ${name}`);
  console.log(`database ${name} created on ${databaseUrl.host}`);
  let handle: DatabaseHandle | undefined;
  let passed = false;
  try {
    // Migrated as main.ts does: a maintenance handle without a statement budget, then the serving one.
    const maintenance = await openPostgres(databaseUrl.toString(), { max: 2 });
    try {
      await runMigrations(maintenance);
    } finally {
      await maintenance.close();
    }
    handle = await openPostgres(databaseUrl.toString(), {
      max: POOL_SIZE,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    passed = await run(handle);
  } finally {
    await handle?.close();
    await admin(`drop database if exists ${name} with (force)`);
    console.log(`database ${name} dropped`);
  }
  if (!passed) {
    console.error('checkout benchmark FAILED: see the checks above');
    process.exitCode = 1;
  }
}

async function run(handle: DatabaseHandle): Promise<boolean> {
  const app = await createTestApp(handle);
  const call = apiClient(app);

  let started = performance.now();
  const photoIds = await insertPhotos(handle, (BUYERS + SOLO_BUYERS) * LINES_PER_BUYER);
  const buyers = await createBuyers(app, handle, photoIds, 'bench-buyer', 0, BUYERS);
  const soloBuyers = await createBuyers(app, handle, photoIds, 'bench-solo', BUYERS, SOLO_BUYERS);
  console.log(
    `set-up: ${photoIds.length} live photos, ${buyers.length} + ${soloBuyers.length} signed-up buyers with a project and ${LINES_PER_BUYER} cart lines each (${seconds(started)} s)`,
  );
  await warmPool(handle);

  const timings: Timings = { quote: [], checkout: [], pay: [] };
  const cpuBefore = process.cpuUsage();
  started = performance.now();
  const results = await Promise.all(buyers.map((buyer) => buyOnce(call, buyer, timings)));
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);

  report(`${BUYERS} buyers at once`, timings);
  console.log(
    `\nwall time ${(wallMs / 1000).toFixed(2)} s: ${(BUYERS / (wallMs / 1000)).toFixed(1)} orders/s; the app's process (Node, one thread) used ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s of CPU in that time`,
  );
  const passed = await verify(handle, buyers, results);

  // The same steps with nobody else checking out: what each request costs when it does not queue.
  const solo: Timings = { quote: [], checkout: [], pay: [] };
  const soloProblems: string[] = [];
  for (const buyer of soloBuyers) soloProblems.push(...(await buyOnce(call, buyer, solo)).problems);
  report(`then ${SOLO_BUYERS} buyers one after another`, solo);
  for (const text of soloProblems) console.log(`  FAIL ${text}`);
  return passed && soloProblems.length === 0;
}

/** 25 live photos per buyer, as the demo seed generates them, in a few bulk inserts. */
async function insertPhotos(handle: DatabaseHandle, count: number): Promise<string[]> {
  const rng = createRandom(13);
  const creator = await createUser(handle, { firstName: 'Archive', storefrontName: 'Bench Archive' });
  const [profile] = createCreators(rng, 1);
  if (!profile) throw new Error('no creator generated');
  const rows = Array.from(
    { length: count },
    (_, index) =>
      generatePhoto(rng, index + 1, { ...profile, id: creator.id }, new Date(), { photo_status: 'live' })
        .photo,
  );
  for (let start = 0; start < rows.length; start += 250)
    await bulkInsert(handle, 'photos', PHOTO_COLUMNS, rows.slice(start, start + 250));
  return rows.map((row) => row.id);
}

/**
 * Buyers sign up through the one-time link as people do, so their sessions are the ones
 * better-auth made; five at a time to keep the set-up short. In-process requests all come from
 * one address, whose sign-up limit (30 links in 10 minutes, auth.ts) 50 buyers would pass, so
 * the address's counters are cleared before each five (rate limits are off for everything else
 * in the test app, but better-auth keeps its own).
 */
async function createBuyers(
  app: App,
  handle: DatabaseHandle,
  photoIds: readonly string[],
  emailPrefix: string,
  firstIndex: number,
  count: number,
): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (let first = firstIndex; first < firstIndex + count; first += 5) {
    const batch = Array.from(
      { length: Math.min(5, firstIndex + count - first) },
      (_, offset) => first + offset,
    );
    await handle.raw(`delete from rate_limits where key like 'auth:%'`);
    buyers.push(
      ...(await Promise.all(
        batch.map((index) =>
          createBuyer(app, handle, `${emailPrefix}-${index}@example.test`, index, photoIds),
        ),
      )),
    );
  }
  return buyers;
}

async function createBuyer(
  app: App,
  handle: DatabaseHandle,
  email: string,
  index: number,
  photoIds: readonly string[],
): Promise<Buyer> {
  const cookie = await signUpByLink(app, email, `Buyer${index}`);
  const [user] = await handle.raw<{ id: string }>(`select id from "user" where email = $1`, [email]);
  if (!user) throw new Error(`buyer ${email} was not created`);
  const project = await createProject(handle, { userId: user.id, name: `Production ${index}` });
  // Each buyer licenses photos of their own; every fifth line for hero usage (4× the price).
  const lines: Buyer['lines'] = [];
  for (let line = 0; line < LINES_PER_BUYER; line++) {
    const photoId = photoIds[index * LINES_PER_BUYER + line];
    if (!photoId) throw new Error('not enough photos');
    const licenseType = line % 5 === 0 ? 'hero-usage' : 'background-dressing';
    await createCartItem(handle, { userId: user.id, photoId, licenseType });
    lines.push({ photoId, licenseType });
  }
  return { index, userId: user.id, cookie, projectId: project.id, lines };
}

/** Opens every connection of the pool before the clock starts, as a server that has been serving would have them. */
async function warmPool(handle: DatabaseHandle): Promise<void> {
  await Promise.all(Array.from({ length: POOL_SIZE }, () => handle.raw('select pg_sleep(0.05)')));
}

async function timed<T>(samples: number[], work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    samples.push(performance.now() - start);
  }
}

/** One buyer: quote → checkout (sent three times at once) → pay (pressed twice). */
async function buyOnce(call: Call, buyer: Buyer, timings: Timings): Promise<BuyerResult> {
  const result: BuyerResult = { orderIds: new Set(), quotedTotalCents: 0, problems: [] };
  const problem = (text: string) => result.problems.push(`buyer ${buyer.index}: ${text}`);
  try {
    const quote = await timed(timings.quote, () => call<CheckoutQuote>('GET', '/api/checkout', buyer.cookie));
    if (quote.status !== 200 || quote.body.items.length !== LINES_PER_BUYER) {
      problem(`quote answered ${quote.status} with ${quote.body.items?.length} lines`);
      return result;
    }
    result.quotedTotalCents = quote.body.summary.total_cents;
    const form = { ...FORM, fingerprint: quote.body.fingerprint, project_id: buyer.projectId };
    const key = `bench-${buyer.index}-${crypto.randomUUID()}`;
    const submit = (idempotencyKey: string) =>
      timed(timings.checkout, () =>
        call<CheckoutStarted>('POST', '/api/checkout', buyer.cookie, {
          ...form,
          idempotency_key: idempotencyKey,
        }),
      );
    // The request, a double click of it, and a second tab with its own attempt.
    const answers = await Promise.all([submit(key), submit(key), submit(`bench-${crypto.randomUUID()}`)]);
    for (const answer of answers) {
      if (answer.status !== 201)
        problem(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      else result.orderIds.add(answer.body.order_id);
    }
    const urls = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.payment_url));
    if (result.orderIds.size !== 1 || urls.size !== 1) {
      problem(`three submits answered ${result.orderIds.size} orders and ${urls.size} payment pages`);
      return result;
    }
    const sessionId = [...urls][0]?.split('/').at(-1) ?? '';
    const pay = () =>
      call<{ status: string }>('POST', `/api/checkout/test-payments/${sessionId}`, buyer.cookie, {
        outcome: 'pay',
      });
    const paid = await timed(timings.pay, pay);
    if (paid.status !== 200 || paid.body.status !== 'paid')
      problem(`pay answered ${paid.status}: ${JSON.stringify(paid.body)}`);
    // A second press of the pay button finds the session complete and changes nothing.
    const again = await pay();
    if (again.status !== 200 || again.body.status !== 'paid')
      problem(`second pay answered ${again.status}: ${JSON.stringify(again.body)}`);
  } catch (error) {
    problem(`threw ${error instanceof Error ? error.stack : String(error)}`);
  }
  return result;
}

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

function report(title: string, timings: Timings): void {
  console.log(`\n${title}, ${LINES_PER_BUYER} photos each:\n`);
  console.log('| step | requests | p50 | p95 | p99 | max |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const steps: [string, number[]][] = [
    ['GET /api/checkout (quote)', timings.quote],
    ['POST /api/checkout (×3 per buyer)', timings.checkout],
    ['POST /api/checkout/test-payments/:id (pay)', timings.pay],
  ];
  const ms = (value: number) => `${Math.round(value)} ms`;
  for (const [step, samples] of steps) {
    console.log(
      `| ${step} | ${samples.length} | ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 95))} | ${ms(percentile(samples, 99))} | ${ms(Math.max(...samples))} |`,
    );
  }
}

/** Counts in SQL what the run stored and compares it with what 50 buyers × 25 lines must leave. */
async function verify(
  handle: DatabaseHandle,
  buyers: readonly Buyer[],
  results: readonly BuyerResult[],
): Promise<boolean> {
  const count = async (text: string, params?: unknown[]) =>
    (await handle.raw<{ n: number }>(text, params))[0]?.n ?? Number.NaN;
  const lines = BUYERS * LINES_PER_BUYER;
  const quotedCents = results.reduce((sum, result) => sum + result.quotedTotalCents, 0);
  const figures = {
    orders: await count('select count(*)::int as n from orders'),
    paidOrders: await count(`select count(*)::int as n from orders where status = 'paid'`),
    orderItems: await count('select count(*)::int as n from order_items'),
    purchases: await count('select count(*)::int as n from purchases'),
    succeededPayments: await count(`select count(*)::int as n from payments where status = 'succeeded'`),
    payments: await count('select count(*)::int as n from payments'),
    paymentSessions: await count('select count(*)::int as n from test_payment_sessions'),
    // The solo buyers, who check out later, still have theirs.
    cartLines: await count('select count(*)::int as n from cart_items where user_id = any($1::uuid[])', [
      buyers.map((buyer) => buyer.userId),
    ]),
    // pending and paid per order: a repeated submit or press adds no step to the history.
    orderEvents: await count('select count(*)::int as n from order_events'),
    processedEvents: await count(`select count(*)::int as n from payment_events where state = 'processed'`),
    chargedCents: await count('select coalesce(sum(amount_cents), 0)::int as n from payments'),
    orderTotalCents: await count(
      `select coalesce(sum(total_cents), 0)::int as n from orders where status = 'paid'`,
    ),
  };
  // Lost: a buyer without a paid order, or a cart line no purchase of that buyer licenses.
  const lostBuyers = await count(
    `select count(*)::int as n from "user" u where u.email like 'bench-buyer-%'
       and not exists (select 1 from orders o where o.user_id = u.id and o.status = 'paid')`,
  );
  const expected = buyers.flatMap((buyer) => buyer.lines.map((line) => ({ userId: buyer.userId, ...line })));
  const [unlicensed] = await handle.raw<{ n: number }>(
    `select count(*)::int as n from unnest($1::uuid[], $2::uuid[], $3::text[]) as l(user_id, photo_id, license_type)
     where not exists (select 1 from purchases p where p.user_id = l.user_id and p.photo_id = l.photo_id
                         and p.license_type = l.license_type and p.deleted_at is null)`,
    [expected.map((l) => l.userId), expected.map((l) => l.photoId), expected.map((l) => l.licenseType)],
  );
  const lost = lostBuyers + (unlicensed?.n ?? Number.NaN);
  // Duplicated: a second order for a buyer, a second purchase of a line, a second payment of an order.
  const duplicated =
    (await count(
      `select coalesce(sum(n - 1), 0)::int as n from (select count(*) as n from orders group by user_id) o`,
    )) +
    (await count(
      `select coalesce(sum(n - 1), 0)::int as n from (select count(*) as n from purchases group by user_id, photo_id) p`,
    )) +
    (await count(
      `select coalesce(sum(n - 1), 0)::int as n from (select count(*) as n from payments group by order_id) p`,
    ));
  const answeredOrders = new Set(results.flatMap((result) => [...result.orderIds])).size;

  const checks: [string, number, number][] = [
    ['orders', figures.orders, BUYERS],
    ['paid orders', figures.paidOrders, BUYERS],
    ['distinct orders the API answered', answeredOrders, BUYERS],
    ['order items', figures.orderItems, lines],
    ['purchases', figures.purchases, lines],
    ['succeeded payments', figures.succeededPayments, BUYERS],
    ['payments', figures.payments, BUYERS],
    ['test payment sessions', figures.paymentSessions, BUYERS],
    ['cart lines left', figures.cartLines, 0],
    ['order events (pending, paid)', figures.orderEvents, 2 * BUYERS],
    ['provider events processed', figures.processedEvents, BUYERS],
    ['cents charged = cents quoted', figures.chargedCents, quotedCents],
    ['cents charged = paid orders’ totals', figures.chargedCents, figures.orderTotalCents],
    ['lost', lost, 0],
    ['duplicated', duplicated, 0],
  ];
  console.log('\nchecks (SQL after the run):');
  let ok = true;
  for (const [label, actual, expected] of checks) {
    const pass = actual === expected;
    ok &&= pass;
    console.log(`  ${pass ? 'ok  ' : 'FAIL'} ${label}: ${actual}${pass ? '' : ` (expected ${expected})`}`);
  }
  const problems = results.flatMap((result) => result.problems);
  for (const text of problems.slice(0, 20)) console.log(`  FAIL ${text}`);
  if (problems.length > 20) console.log(`  … and ${problems.length - 20} more`);
  console.log(`\nlost: ${lost}, duplicated: ${duplicated}`);
  return ok && problems.length === 0;
}
