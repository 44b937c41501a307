import pg from 'pg';
import { requestLogLine } from './app-logs';
import type { AppProcess } from './app-processes';
import { type Buyer, type Ledger, lineKey } from './buyers';
import type { ChaosWindow } from './chaos';
import type { SoakStats } from './stats';

export const RSS_LIMIT_MB = 500;

/** Each check that failed, as one line for the operator. */
export type Failures = string[];

/** No 5xx but 503 with Retry-After; no wire error outside the killed process's window. */
export function checkAnswers(
  stats: SoakStats,
  windows: readonly ChaosWindow[],
  logFileOf: (process: string) => string | undefined,
): Failures {
  const failures: Failures = [];
  const bad = stats.serverErrors.filter((error) => error.status !== 503 || !error.retryAfter);
  if (bad.length > 0) {
    const sample = bad.slice(0, 5).map((error) => `${error.status} ${error.what} on ${error.process}`);
    failures.push(`${bad.length} answers 5xx other than 503 with Retry-After: ${sample.join('; ')}`);
  }
  const tolerated = (process: string, at: number) =>
    windows.some((window) => window.process === process && at >= window.from && at <= window.to);
  const unexpected = stats.wireErrors.filter((error) => !error.stale && !tolerated(error.process, error.at));
  if (unexpected.length > 0) {
    const sample = unexpected.slice(0, 5).map((error) => {
      // Answered too late, or never: the server's own request log tells which.
      const file = logFileOf(error.process);
      const seen = file ? requestLogLine(file, error.requestId) : undefined;
      const server = seen
        ? `the server answered ${seen.status} after ${seen.ms} ms`
        : 'no answer in the server log';
      return `${error.code} ${error.what} on ${error.process} (${error.requestId}: ${server})`;
    });
    failures.push(`${unexpected.length} wire errors outside the chaos window: ${sample.join('; ')}`);
  }
  return failures;
}

/** RSS within its limit, and no exit but the chaos step's. */
export function checkProcesses(processes: readonly AppProcess[]): Failures {
  return processes.flatMap((app) => [
    ...(app.peakRss() > RSS_LIMIT_MB
      ? [`process ${app.name} peaked at ${app.peakRss()} MB RSS (limit ${RSS_LIMIT_MB} MB)`]
      : []),
    ...app.unexpectedExits.map((exit) => `process ${app.name} ${exit} on its own`),
  ]);
}

interface LedgerCounts {
  paidOrders: number;
  purchases: number;
  cartLines: number;
}

/**
 * What the buyers were told against what the primary holds: every order answered paid is paid
 * with one purchase per line it quoted; no (photo, licence) bought twice; every order paid has
 * its purchases; each buyer's cart holds what it was told it holds (lines whose write had no
 * clear answer may be there or not).
 */
export async function checkLedger(
  databaseUrl: string,
  buyers: readonly Buyer[],
  ledger: Ledger,
): Promise<{ failures: Failures; counts: LedgerCounts }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const failures: Failures = [];
  try {
    const emails = buyers.map((buyer) => buyer.email);
    const users = await client.query<{ id: string; email: string }>(
      'select id, email from "user" where email = any($1)',
      [emails],
    );
    const emailOf = new Map(users.rows.map((row) => [row.id, row.email]));
    const userIds = [...emailOf.keys()];

    const orders = await client.query<{ id: string; status: string; items: string; purchases: string }>(
      `select o.id, o.status,
              (select count(*) from order_items i where i.order_id = o.id) as items,
              (select count(*) from purchases p where p.order_id = o.id and p.deleted_at is null) as purchases
         from orders o where o.user_id = any($1)`,
      [userIds],
    );
    const byId = new Map(orders.rows.map((row) => [row.id, row]));
    for (const order of ledger.paid) {
      const row = byId.get(order.orderId);
      if (!row) failures.push(`order ${order.orderId} answered paid is missing`);
      else if (row.status !== 'paid') failures.push(`order ${order.orderId} answered paid is ${row.status}`);
      else if (Number(row.purchases) !== order.lines.length || Number(row.items) !== order.lines.length)
        failures.push(
          `order ${order.orderId}: ${order.lines.length} lines quoted, ${row.items} order lines, ${row.purchases} purchases`,
        );
    }
    const paidInDatabase = orders.rows.filter((row) => row.status === 'paid');
    for (const row of paidInDatabase)
      if (Number(row.purchases) !== Number(row.items))
        failures.push(`paid order ${row.id}: ${row.items} order lines but ${row.purchases} purchases`);
    const told = new Set(ledger.paid.map((order) => order.orderId));
    const unannounced = paidInDatabase.filter((row) => !told.has(row.id)).length;
    if (unannounced > ledger.unknownPayments)
      failures.push(
        `${unannounced} orders paid that no buyer was told of, but only ${ledger.unknownPayments} payments went unanswered`,
      );

    const twice = await client.query<{ user_id: string; photo_id: string; license_type: string; n: string }>(
      `select user_id, photo_id, license_type, count(*) as n from purchases
        where user_id = any($1) and deleted_at is null
        group by user_id, photo_id, license_type having count(*) > 1`,
      [userIds],
    );
    for (const row of twice.rows)
      failures.push(
        `${emailOf.get(row.user_id)} bought photo ${row.photo_id} (${row.license_type}) ${row.n} times`,
      );

    const cart = await client.query<{ user_id: string; photo_id: string; license_type: string }>(
      'select user_id, photo_id, license_type from cart_items where user_id = any($1)',
      [userIds],
    );
    const idOf = new Map([...emailOf].map(([id, email]) => [email, id]));
    for (const buyer of buyers) {
      const stored = new Set(
        cart.rows
          .filter((row) => row.user_id === idOf.get(buyer.email))
          .map((row) => lineKey(row.photo_id, row.license_type)),
      );
      const lost = [...buyer.cart].filter((line) => !stored.has(line));
      const extra = [...stored].filter((line) => !buyer.cart.has(line) && !buyer.uncertain.has(line));
      if (lost.length > 0)
        failures.push(`${buyer.email}: ${lost.length} cart lines confirmed but not stored`);
      if (extra.length > 0)
        failures.push(`${buyer.email}: ${extra.length} cart lines stored that were never added`);
    }

    const purchases = await client.query<{ n: string }>(
      'select count(*) as n from purchases where user_id = any($1) and deleted_at is null',
      [userIds],
    );
    return {
      failures,
      counts: {
        paidOrders: paidInDatabase.length,
        purchases: Number(purchases.rows[0]?.n ?? 0),
        cartLines: cart.rowCount ?? 0,
      },
    };
  } finally {
    await client.end();
  }
}
