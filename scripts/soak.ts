import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/test/replica-cluster';
import { logged, logProblems, REPLICA_BACK, REPLICA_DOWN } from './soak/app-logs';
import { AppProcess } from './soak/app-processes';
import { Balancer } from './soak/balancer';
import { type Buyer, Ledger, signUpBuyer } from './soak/buyers';
import { type ChaosLog, runChaos } from './soak/chaos';
import { checkAnswers, checkLedger, checkProcesses, type Failures } from './soak/checks';
import { prepareDatabase, type SoakDatabase } from './soak/database';
import { parseSoakOptions } from './soak/options';
import { latencyText, SoakStats } from './soak/stats';
import { type Catalogue, runTraffic } from './soak/traffic';

/**
 * `npm run soak [-- --minutes 30]` (issue 29): a reliability run, not part of `npm test`. Two app
 * processes (scripts/start.mjs) on a fresh PostgreSQL database with a streaming replica for
 * catalogue reads, behind a small load balancer of our own; guests browse and search, buyers
 * search, fill carts and wishlists and check out through the test payment provider. A third of
 * the way in one process is killed and restarted; later the replica is stopped and started.
 * A line every 10 s (every minute past 5 minutes) gives requests, errors, latencies and each
 * process's memory; at the end the checks below decide the exit code.
 */
const options = parseSoakOptions(process.argv.slice(2));
const DEMO_PHOTOS = 300;

const apps: AppProcess[] = [];
let database: SoakDatabase | undefined;
let removeDatabase: (() => Promise<void>) | undefined;
let workDir = '';
let cleaning: Promise<void> | undefined;

/** Stops the apps, removes the database (or the clusters) and the run's folder; runs once. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all(
      apps.map((app) =>
        Promise.race([app.stop(), new Promise((resolve) => setTimeout(resolve, 25_000))]).then(() =>
          app.killNow(),
        ),
      ),
    );
    await removeDatabase?.();
    if (workDir) await rm(workDir, { recursive: true, force: true });
    console.log('cleaned up: app processes stopped, database and temporary folders removed');
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    // tsx passes a terminal's Ctrl-C on as well: the second one changes nothing.
    if (!cleaning) console.error(`\n${signal}: stopping the soak and cleaning up…`);
    void cleanUp().finally(() => process.exit(130));
  });
// Last resort if the script dies some other way: no app process outlives it.
process.on('exit', () => {
  for (const app of apps) app.killNow();
});

const startedAt = { at: 0 };
const elapsed = () => {
  const seconds = Math.max(0, Math.round((Date.now() - startedAt.at) / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

async function setUp(): Promise<{
  balancer: Balancer;
  stats: SoakStats;
  buyers: Buyer[];
  catalogue: Catalogue;
}> {
  workDir = await mkdtemp(path.join(tmpdir(), 'backdrop-soak-run-'));
  database = await prepareDatabase({ adminUrl: options.adminUrl, pgPorts: options.pgPorts }, (remove) => {
    removeDatabase = remove;
  });
  console.log(`database ${database.name}: ${database.where}`);
  const ports = options.appPorts ?? [await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${ports[0]}`;
  const env = {
    // Test, as the browser tests run: the demo accounts, the test payment provider, the outbox.
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    // One public address for both, as behind a load balancer: sessions and origins match.
    APP_URL: appUrl,
    AUTH_SECRET: randomBytes(24).toString('hex'),
    DATABASE_URL: database.databaseUrl,
    ...(database.readUrl ? { DATABASE_READ_URL: database.readUrl } : {}),
    DEMO_PHOTOS: String(DEMO_PHOTOS),
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'info',
  };
  for (const [index, name] of ['A', 'B'].entries()) {
    const port = ports[index] ?? 0;
    apps.push(
      new AppProcess(
        name,
        port,
        { ...env, DATA_DIR: path.join(workDir, `data-${name}`) },
        path.join(workDir, `${name}.log`),
      ),
    );
  }
  // One after the other: the first builds (when sources changed), migrates and seeds.
  for (const app of apps) {
    const started = Date.now();
    await app.start();
    console.log(
      `process ${app.name} answers on ${app.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }

  const stats = new SoakStats();
  const balancer = new Balancer(
    apps.map((app) => ({ name: app.name, base: app.url })),
    stats,
  );
  const buyers: Buyer[] = [];
  for (let index = 0; index < options.buyers; index++)
    buyers.push(await signUpBuyer(balancer, 'A', appUrl, index));
  const catalogue: Catalogue = { photos: [] };
  for (let offset = 0; offset < DEMO_PHOTOS; offset += 60) {
    const answer = await balancer.direct('A', {
      method: 'GET',
      path: `/api/photos/search?sort=newest&limit=60&offset=${offset}`,
      // Signed in: a guest's list stops after 24 photos.
      cookie: buyers[0]?.jar.header(),
    });
    if ('error' in answer || answer.status !== 200) throw new Error('the catalogue did not answer');
    catalogue.photos.push(...(JSON.parse(answer.text) as { items: { id: string; photoid: number }[] }).items);
  }
  if (catalogue.photos.length === 0) throw new Error('the demo catalogue is empty');
  console.log(
    `${catalogue.photos.length} photos, ${buyers.length} buyers signed up with a project and a wishlist`,
  );
  return { balancer, stats, buyers, catalogue };
}

async function soak(): Promise<Failures> {
  const { balancer, stats, buyers, catalogue } = await setUp();
  const [, victim] = apps;
  if (!victim || !database) throw new Error('unreachable: set up without processes');
  const durationMs = options.minutes * 60_000;
  const reportEveryMs = options.minutes <= 5 ? 10_000 : 60_000;
  const ledger = new Ledger();
  const stepErrors: string[] = [];
  startedAt.at = Date.now();
  console.log(
    `\nsoak: ${options.minutes} min, ${options.guests} guests + ${buyers.length} buyers (think time 0.5–1 s), line every ${reportEveryMs / 1000} s`,
  );

  const rssLine = () => apps.map((app) => `${app.name} ${app.sampleRss()} MB`).join(', ');
  const sampler = setInterval(() => {
    for (const app of apps) app.sampleRss();
  }, 5_000);
  const reporter = setInterval(
    () => console.log(`${elapsed()} | ${stats.intervalLine()} | RSS ${rssLine()}`),
    reportEveryMs,
  );
  let chaos: ChaosLog = { windows: [], events: [] };
  try {
    [, chaos] = await Promise.all([
      runTraffic({
        balancer,
        catalogue,
        guests: options.guests,
        buyers,
        ledger,
        until: startedAt.at + durationMs,
        onError: (error) => stepErrors.push(error instanceof Error ? error.message : String(error)),
      }),
      runChaos({ startedAt: startedAt.at, durationMs, victim, database, elapsed }),
    ]);
  } finally {
    clearInterval(sampler);
    clearInterval(reporter);
    balancer.close();
  }
  console.log(`${elapsed()} | ${stats.intervalLine()} | RSS ${rssLine()}`);

  const { failures: ledgerFailures, counts } = await checkLedger(database.databaseUrl, buyers, ledger);
  printSummary(stats, chaos, ledger, counts);
  const failures = [
    ...checkAnswers(stats, chaos.windows, (name) => apps.find((app) => app.name === name)?.logFile),
    ...checkProcesses(apps),
    ...ledgerFailures,
    ...(stepErrors.length > 0
      ? [`${stepErrors.length} steps failed: ${[...new Set(stepErrors)].slice(0, 3).join('; ')}`]
      : []),
  ];
  if (database.replica)
    for (const app of apps)
      if (!logged(app.logFile, REPLICA_DOWN))
        failures.push(`process ${app.name} never logged that the replica stopped answering`);
  return failures;
}

function printSummary(
  stats: SoakStats,
  chaos: ChaosLog,
  ledger: Ledger,
  counts: { paidOrders: number; purchases: number; cartLines: number },
): void {
  console.log(`\nin all: ${stats.totalLine()}\n`);
  console.log('| requests of | count | p50/p95/p99 ms |');
  console.log('| --- | --- | --- |');
  for (const [kind, entry] of [...stats.byKind].sort())
    console.log(`| ${kind} | ${entry.requests} | ${latencyText(entry.latencies)} |`);
  console.log('\n| process | RSS first | RSS peak | RSS last | replica warning | replica back |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const app of apps) {
    const samples = app.rssSamples;
    console.log(
      `| ${app.name} | ${samples[0]?.mb ?? 0} MB | ${app.peakRss()} MB | ${samples.at(-1)?.mb ?? 0} MB | ${logged(app.logFile, REPLICA_DOWN) ? 'yes' : 'no'} | ${logged(app.logFile, REPLICA_BACK) ? 'yes' : 'no'} |`,
    );
  }
  const windows = chaos.windows.map(
    (window) => `${window.process} for ${((window.to - window.from) / 1000).toFixed(1)} s`,
  );
  const tolerated = stats.wireErrors.filter(
    (error) =>
      !error.stale &&
      chaos.windows.some(
        (window) => window.process === error.process && error.at >= window.from && error.at <= window.to,
      ),
  ).length;
  const stale = stats.wireErrors.filter((error) => error.stale).length;
  console.log(
    `\nchaos: ${chaos.events.length} steps; wire errors against the killed process in its window (${windows.join(', ') || 'none'}): ${tolerated}; kept-alive connections reset under a request and retried: ${stale}; load balancer retries in all: ${stats.total.retries}`,
  );
  console.log(
    `checkouts: ${ledger.checkoutsStarted} started, ${ledger.paid.length} answered paid, ${ledger.unknownPayments} without a clear answer; in the database: ${counts.paidOrders} paid orders, ${counts.purchases} purchases, ${counts.cartLines} cart lines left`,
  );
  for (const app of apps) {
    const problems = [...logProblems(app.logFile)].sort((a, b) => b[1].count - a[1].count);
    if (problems.length === 0) continue;
    console.log(`process ${app.name} logged:`);
    for (const [message, { level, count }] of problems.slice(0, 8))
      console.log(`  ${count}× ${level >= 50 ? 'error' : 'warn'}: ${message.slice(0, 160)}`);
  }
}

let failures: Failures = [];
try {
  failures = await soak();
} catch (error) {
  failures = [`the soak stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`];
  for (const app of apps) {
    const problems = [...logProblems(app.logFile)].slice(0, 5);
    for (const [message] of problems) console.error(`process ${app.name} logged: ${message.slice(0, 200)}`);
  }
}
await cleanUp();
if (failures.length > 0) {
  console.error('\nSOAK FAILED:');
  for (const failure of failures) console.error(`  - ${failure}`);
  process.exit(1);
}
console.log('\nsoak passed: every check held');
process.exit(0);
