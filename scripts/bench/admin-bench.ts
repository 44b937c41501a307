import { type DatabaseHandle, openPostgres, STATEMENT_TIMEOUT_MS } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { signUpByLink } from '../../src/test/auth-helpers';
import { createTestApp } from '../../src/test/test-app';

/**
 * `npm run bench -- admin [--url postgres://…/bench1m]`: issue 25's target, p95 ≤ 100 ms for
 * each back-office list's default view and a search, at 1M photos and 100k accounts on
 * PostgreSQL. The database named by `--url` must hold the seeded catalogue
 * (`npm run seed -- --photos 1000000`); this adds what the seed has none of at that scale —
 * 100,000 accounts with sign-in methods and sessions, 30,000 companies, 60,000 projects, 100,000
 * orders and 50,000 audit entries — once (rows marked `@bench.test`), and clearance files for
 * the photos if it has none (addClearances), then asks each list 40
 * times in a row through the real app, in-process, as an admin, after 5 warm-up requests.
 */

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/bench1m';
const ACCOUNTS = 100_000;
const WARM_UP = 5;
const RUNS = 40;
const TARGET_P95_MS = 100;

/** Each list's default view and one search, as the pages ask for them. */
const LISTS: { name: string; path: string }[] = [
  { name: 'orders', path: '/api/admin/orders?limit=50' },
  { name: 'orders: search', path: '/api/admin/orders?q=studio%2042&limit=50' },
  { name: 'audit log', path: '/api/admin/audit?limit=50' },
  { name: 'audit log: search', path: '/api/admin/audit?q=studio%204242&limit=50' },
  { name: 'events', path: '/api/admin/events?limit=50' },
  { name: 'events: search', path: '/api/admin/events?q=christmas&limit=50' },
  { name: 'collections', path: '/api/admin/collections?limit=50' },
  { name: 'collections: search', path: '/api/admin/collections?q=kitchen&limit=50' },
  { name: 'companies', path: '/api/admin/companies?limit=50' },
  { name: 'companies: search', path: '/api/admin/companies?q=harbour&limit=50' },
  { name: 'accounts', path: '/api/admin/accounts?limit=50' },
  { name: 'accounts: search', path: '/api/admin/accounts?q=buyer4242&limit=50' },
  { name: 'accounts: by last sign-in', path: '/api/admin/accounts?sort=last_sign_in&dir=desc&limit=50' },
  { name: 'synonyms', path: '/api/admin/synonyms?limit=50' },
  { name: 'synonyms: search', path: '/api/admin/synonyms?q=xmas&limit=50' },
  { name: 'banners', path: '/api/admin/banners?limit=50' },
  { name: 'duplicate accounts', path: '/api/admin/account-duplicates?limit=50' },
  // The whole catalogue in every state (issue 26 item 5): each filter, each kind of search, a deep page.
  { name: 'photos', path: '/api/admin/photos?limit=50' },
  ...['draft', 'submitted', 'in_review', 'approved', 'live', 'rejected', 'withdrawn'].map((status) => ({
    name: `photos: ${status}`,
    path: `/api/admin/photos?status=${status}&limit=50`,
  })),
  { name: 'photos: submitted or in review', path: '/api/admin/photos?status=submitted,in_review&limit=50' },
  { name: 'photos: photoshopped', path: '/api/admin/photos?flags=photoshop&limit=50' },
  { name: 'photos: faces missing', path: '/api/admin/photos?flags=missing_faces&limit=50' },
  { name: 'photos: clearance pending', path: '/api/admin/photos?clearance=pending&limit=50' },
  { name: 'photos: no clearance file', path: '/api/admin/photos?clearance=none&limit=50' },
  { name: 'photos: not cleared', path: '/api/admin/photos?clearance=not_cleared&limit=50' },
  { name: 'photos: added in March 2025', path: '/api/admin/photos?from=2025-03-01&to=2025-03-31&limit=50' },
  { name: 'photos: #photoid', path: '/api/admin/photos?q=%23500000&limit=50' },
  { name: 'photos: kitchen', path: '/api/admin/photos?q=kitchen&limit=50' },
  { name: 'photos: family', path: '/api/admin/photos?q=family&limit=50' },
  { name: 'photos: christmas', path: '/api/admin/photos?q=christmas&limit=50' },
  { name: 'photos: kitchen, submitted', path: '/api/admin/photos?q=kitchen&status=submitted&limit=50' },
  { name: 'photos: a rare word', path: '/api/admin/photos?q=peoria&limit=50' },
  { name: 'photos: a tag', path: '/api/admin/photos?q=polaroid&limit=50' },
  { name: 'photos: a storefront', path: '/api/admin/photos?q=yamamoto%20family%20archive&limit=50' },
  { name: 'photos: by title', path: '/api/admin/photos?sort=title&dir=asc&limit=50' },
  { name: 'photos: by photo number', path: '/api/admin/photos?sort=photoid&dir=desc&limit=50' },
  { name: 'photos: deep page', path: '/api/admin/photos?offset=9950&limit=50' },
];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** 2,000 people who signed up twice (the same e-mail in capitals), for the duplicate accounts page. */
async function addDuplicates(handle: DatabaseHandle): Promise<void> {
  const [present] = await handle.raw<{ count: number }>(
    `select count(*)::int as count from "user" where email like 'BUYER%@bench.test'`,
  );
  if ((present?.count ?? 0) > 0) return;
  await handle.raw(
    `insert into "user" (name, email, email_verified, role)
       select 'Buyer ' || n, 'BUYER' || n || '@bench.test', true, 'user' from generate_series(1, 100000, 50) n`,
  );
  await handle.raw('vacuum (analyze) "user"');
}

/** 50,000 entries of the audit trail, once. */
async function addAuditTrail(handle: DatabaseHandle): Promise<void> {
  const [present] = await handle.raw<{ count: number }>(
    `select count(*)::int as count from audit_log where actor_email = 'admin@bench.test'`,
  );
  if ((present?.count ?? 0) > 0) return;
  await handle.raw(
    `insert into audit_log (actor_email, action, entity_type, entity_id, summary, before, after, created_at)
       select 'admin@bench.test', 'company.rename', 'company', n::text,
              'Renamed studio ' || n || ' to studio ' || (n + 1),
              jsonb_build_object('name', 'Studio ' || n), jsonb_build_object('name', 'Studio ' || (n + 1)),
              now() - (n || ' seconds')::interval
       from generate_series(1, 50000) n`,
  );
  await handle.raw('vacuum (analyze) audit_log');
}

/**
 * Clearance files as the catalogue would have them (the seed's `seedDemoClearances` clears every
 * live photo): every live photo cleared, two in three submitted photos pending, one in five
 * withdrawn photos not cleared and the rest cleared; drafts have none. Once: a database with
 * any clearance file is left as it is.
 */
async function addClearances(handle: DatabaseHandle): Promise<void> {
  const [present] = await handle.raw<{ count: number }>(
    'select count(*)::int as count from (select 1 from photo_clearances limit 1) s',
  );
  if ((present?.count ?? 0) > 0) return;
  await handle.raw(
    `insert into photo_clearances (photo_id, rights_basis, people_count, decision, decided_at)
       select id, 'own_archive', people_count,
              case when photo_status = 'live' then 'cleared'
                   when photo_status = 'submitted' then 'pending'
                   when photoid % 5 = 0 then 'not_cleared' else 'cleared' end,
              case when photo_status <> 'submitted' then now() end
       from photos
       where photo_status in ('live', 'withdrawn') or (photo_status = 'submitted' and photoid % 3 <> 0)`,
  );
  await handle.raw('vacuum (analyze) photo_clearances');
}

/** Adds the back office's people and orders at the scale, once; a second run finds them there. */
async function addPeople(handle: DatabaseHandle): Promise<void> {
  const [present] = await handle.raw<{ count: number }>(
    `select count(*)::int as count from "user" where email like '%@bench.test'`,
  );
  if ((present?.count ?? 0) >= ACCOUNTS) return;
  const started = performance.now();
  const steps = [
    `insert into "user" (name, email, email_verified, role, created_at, updated_at)
       select 'Buyer ' || n, 'buyer' || n || '@bench.test', true, 'user',
              now() - (n || ' minutes')::interval, now()
       from generate_series(1, ${ACCOUNTS}) n`,
    `insert into profiles (id, first_name)
       select id, name from "user" where email like '%@bench.test' on conflict do nothing`,
    // Sign-in methods: a password for most, Google for a fifth, both for some.
    `insert into account (account_id, provider_id, user_id, password)
       select id::text, 'credential', id, 'x' from "user"
       where email like '%@bench.test' and right(email, 11) not like '5@%'`,
    `insert into account (account_id, provider_id, user_id)
       select 'g-' || id, 'google', id from "user"
       where email like '%@bench.test' and (right(email, 11) like '5@%' or right(email, 11) like '0@%')`,
    `insert into session (token, user_id, expires_at, created_at, updated_at)
       select 'bench-' || id, id, now() + interval '7 days', now() - (random() * 90 || ' days')::interval, now()
       from "user" where email like '%@bench.test' and random() < 0.6`,
    `insert into companies (name, created_by)
       select (array['Harbour', 'Acme', 'Northlight', 'Tide Line', 'Studio', 'Kestrel'])[1 + n % 6]
              || ' ' || (array['Pictures', 'Films', 'Studios', 'Productions'])[1 + n % 4] || ' ' || n,
              u.id
       from generate_series(1, 30000) n
       join lateral (select id from "user" where email = 'buyer' || (n * 3) || '@bench.test') u on true`,
    `insert into projects (name, company, user_id)
       select 'Production ' || k || ' of ' || c.name, c.name, c.created_by
       from companies c cross join generate_series(1, 2) k
       where c.name ~ ' [0-9]+$'`,
    `insert into orders (user_id, project_id, status, subtotal_cents, total_cents, company_name,
                         production_title, project_name, billing_name, created_at, paid_at)
       select p.user_id, p.id, case when random() < 0.85 then 'paid' else 'failed' end,
              5000, 5000, p.company, 'Title ' || p.name, p.name, 'Billing ' || p.company,
              now() - (random() * 365 || ' days')::interval, now()
       from projects p join "user" u on u.id = p.user_id
       where u.email like '%@bench.test'
       union all
       select p.user_id, p.id, 'paid', 9000, 9000, p.company, 'Second ' || p.name, p.name,
              'Billing ' || p.company, now() - (random() * 365 || ' days')::interval, now()
       from projects p join "user" u on u.id = p.user_id
       where u.email like '%@bench.test' and p.name like 'Production 1 of %'`,
  ];
  for (const step of steps) await handle.raw(step);
  // Vacuumed as the seed does: counts then read the indexes alone (the visibility map is set).
  await handle.raw('vacuum (analyze) "user", account, session, companies, projects, orders');
  console.log(
    `added ${ACCOUNTS.toLocaleString('en-US')} accounts and their companies, projects, orders and audit entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

export async function benchAdmin(options: { url?: string; only?: string; runs?: number }): Promise<void> {
  const only = options.only ? options.only.split(',') : null;
  // `--runs N`: fewer requests for lists that take seconds (two warm-ups then).
  const runs = options.runs ?? RUNS;
  const warmUp = options.runs ? 2 : WARM_UP;
  const url = options.url ?? DEFAULT_BENCH_URL;
  const maintenance = await openPostgres(url, { max: 2 });
  try {
    await runMigrations(maintenance);
    await addPeople(maintenance);
    await addAuditTrail(maintenance);
    await addDuplicates(maintenance);
    await addClearances(maintenance);
  } finally {
    await maintenance.close();
  }
  const handle = await openPostgres(url, { max: 4, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  try {
    const counts = await handle.raw<{ photos: number; accounts: number; orders: number }>(
      `select (select count(*)::int from photos) as photos, (select count(*)::int from "user") as accounts,
              (select count(*)::int from orders) as orders`,
    );
    console.log(`database: ${JSON.stringify(counts[0])}`);
    const app = await createTestApp(handle);
    const email = `bench-admin-${Date.now()}@example.test`;
    const cookie = await signUpByLink(app, email, 'Ada');
    await handle.raw(`update "user" set role = 'admin' where email = $1`, [email]);
    const ask = async (path: string) => {
      const response = await app.request(path, { headers: { Cookie: cookie } });
      await response.arrayBuffer();
      return response.status;
    };

    console.log(`\n| list | p50 | p95 | slowest | status |\n| --- | --- | --- | --- | --- |`);
    let missed = 0;
    for (const list of LISTS.filter((each) => !only || only.some((part) => each.name.includes(part)))) {
      const status = await ask(list.path);
      if (status === 404) {
        console.log(`| ${list.name} | | | | no such route |`);
        continue;
      }
      for (let index = 0; index < warmUp; index++) await ask(list.path);
      const timings: number[] = [];
      for (let index = 0; index < runs; index++) {
        const started = performance.now();
        await ask(list.path);
        timings.push(performance.now() - started);
      }
      timings.sort((a, b) => a - b);
      const p95 = percentile(timings, 95);
      if (p95 > TARGET_P95_MS) missed++;
      console.log(
        `| ${list.name} | ${percentile(timings, 50).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${(timings.at(-1) ?? 0).toFixed(1)} ms | ${status} |`,
      );
    }
    console.log(
      missed === 0
        ? `\nevery list within p95 ≤ ${TARGET_P95_MS} ms`
        : `\n${missed} list(s) over p95 ${TARGET_P95_MS} ms`,
    );
    if (missed > 0) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}
