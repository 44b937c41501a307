import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { launchNode as launch, stop, waitFor } from './app-server';
import { serverPidOf } from './server-pid';

/**
 * `npm run bench -- http`: requests per second of a bare Hono hello world and of our server's
 * cheapest answers (an API 404, /api/health, /api/photos/count) and one search, measured with
 * autocannon (10 connections) in one run on this machine, each shown as a ratio to bare Hono.
 * Our server runs as `npm start` runs it (the built bundle, PGlite, the 3,000-photo demo, the
 * default log level), with RATE_LIMITS=off: every request comes from one address. Each server is
 * measured alone: bare Hono before ours starts and after it stops, ours once its start-up is done.
 *
 * On two cores autocannon itself takes one, and parsing answers costs it more than answering
 * costs a small server: bare Hono sending our count's headers and body is 4× slower than its
 * hello world. So the table also shows that second yardstick and, the fairer figure, the
 * server's own CPU time per request (from /proc), which the client's speed does not change.
 */
const BARE_PORT = 3960;
const APP_PORT = 3961;
const DATA_DIR = '.data-bench-http';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Measured {
  name: string;
  requestsPerSecond: number;
  /** The server process's user + system CPU time per request answered. */
  cpuMicrosPerRequest: number;
  p99Ms: number;
  non2xx: number;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After "pid (comm) ", utime and stime are the 12th and 13th fields.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

async function measure(name: string, url: string, server: ChildProcess): Promise<Measured> {
  console.log(`measuring ${name}…`);
  // A short warm-up: JIT, connection setup, first-request caches.
  await autocannon({ url, connections: 10, duration: 2 });
  const pid = serverPidOf(server.pid ?? 0);
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections: 10, duration: SECONDS });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    name,
    requestsPerSecond: result.requests.average,
    cpuMicrosPerRequest: (cpu / Math.max(1, result.requests.total)) * 1e6,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Waits until the process has used under 5% of a core for a whole second (start-up work done). */
async function waitUntilIdle(pid: number): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuSeconds(pid) - before < 0.05) return;
  }
}

/** Mean of two measurements of the same yardstick, one before our server ran and one after. */
function meanOf(name: string, first: Measured, second: Measured): Measured {
  const mean = (pick: (row: Measured) => number) => (pick(first) + pick(second)) / 2;
  return {
    name,
    requestsPerSecond: mean((row) => row.requestsPerSecond),
    cpuMicrosPerRequest: mean((row) => row.cpuMicrosPerRequest),
    p99Ms: Math.max(first.p99Ms, second.p99Ms),
    non2xx: first.non2xx + second.non2xx,
  };
}

export async function benchHttp(): Promise<void> {
  // Each server is measured while nothing else runs: the app's first start (build, seed, image
  // warm-up) would otherwise eat into bare Hono's figure and flatter every ratio. The yardsticks
  // run before and after ours and count as their mean, as the machine's speed drifts.
  const bare = launch(['scripts/bench/bare-hono.mjs'], { PORT: String(BARE_PORT) });
  let app: ChildProcess | null = null;
  const before: Measured[] = [];
  const ours: Measured[] = [];
  const after: Measured[] = [];
  const yardsticks = [
    ['bare Hono hello world', `http://127.0.0.1:${BARE_PORT}/`],
    ["bare Hono, our count's headers and body", `http://127.0.0.1:${BARE_PORT}/as-ours`],
  ] as const;
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`, bare);
    for (const [name, url] of yardsticks) before.push(await measure(name, url, bare));
    app = launch(['scripts/start.mjs'], {
      PORT: String(APP_PORT),
      DATA_DIR,
      DEMO_PHOTOS: '3000',
      RATE_LIMITS: 'off',
      NODE_ENV: 'development',
    });
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app);
    await waitUntilIdle(serverPidOf(app.pid ?? 0));
    const base = `http://127.0.0.1:${APP_PORT}`;
    for (const [name, path] of [
      ['API 404', '/api/nothing-here'],
      ['/api/health', '/api/health'],
      ['/api/photos/count', '/api/photos/count'],
      ['search q=kitchen (guest)', '/api/photos/search?q=kitchen'],
    ] as const) {
      ours.push(await measure(name, `${base}${path}`, app));
    }
    await stop(app);
    for (const [name, url] of yardsticks) after.push(await measure(name, url, bare));
  } finally {
    await stop(bare);
    if (app) await stop(app);
  }
  const results = [
    ...yardsticks.map(([name], index) => {
      const first = before[index];
      const second = after[index];
      if (!first || !second) throw new Error(`${name} was not measured`);
      return meanOf(name, first, second);
    }),
    ...ours,
  ];
  for (const [index, [name]] of yardsticks.entries()) {
    const rate = (row: Measured | undefined) =>
      Math.round(row?.requestsPerSecond ?? 0).toLocaleString('en-US');
    console.log(`${name}: ${rate(before[index])} req/s before our server, ${rate(after[index])} after`);
  }
  const [hello, sameBytes] = results;
  console.log(`\nautocannon, 10 connections, ${SECONDS} s each after a 2 s warm-up\n`);
  console.log(
    '| what | req/s | × hello world | × same bytes | server CPU µs/request | × hello world CPU | p99 ms | non-2xx |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of results) {
    const ratio = (yardstick: Measured | undefined) =>
      yardstick ? (row.requestsPerSecond / yardstick.requestsPerSecond).toFixed(2) : '';
    const cpuRatio = hello ? (hello.cpuMicrosPerRequest / row.cpuMicrosPerRequest).toFixed(2) : '';
    console.log(
      `| ${row.name} | ${Math.round(row.requestsPerSecond).toLocaleString('en-US')} | ${ratio(hello)} | ${ratio(sameBytes)} | ${Math.round(row.cpuMicrosPerRequest)} | ${cpuRatio} | ${row.p99Ms} | ${row.non2xx} |`,
    );
  }
}
