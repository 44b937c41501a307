import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';

/**
 * `npm run bench -- http`: requests per second of a bare Hono hello world and of our server's
 * cheapest answers (an API 404, /api/health, /api/photos/count) and one search, measured with
 * autocannon (10 connections) in one run on this machine, each shown as a ratio to bare Hono.
 * Our server runs as `npm start` runs it (the built bundle, PGlite, the 3,000-photo demo, the
 * default log level), with RATE_LIMITS=off: every request comes from one address.
 */
const BARE_PORT = 3960;
const APP_PORT = 3961;
const DATA_DIR = '.data-bench-http';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function launch(command: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, command, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function stop(child: ChildProcess): Promise<void> {
  // A child stopped by a signal keeps exitCode null: signalCode tells it has gone.
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Measured {
  name: string;
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

async function measure(name: string, url: string): Promise<Measured> {
  console.log(`measuring ${name}…`);
  // A short warm-up: JIT, connection setup, first-request caches.
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: 10, duration: SECONDS });
  return {
    name,
    url,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

export async function benchHttp(): Promise<void> {
  const bare = launch(['scripts/bench/bare-hono.mjs'], { PORT: String(BARE_PORT) });
  const app = launch(['scripts/start.mjs'], {
    PORT: String(APP_PORT),
    DATA_DIR,
    DEMO_PHOTOS: '3000',
    RATE_LIMITS: 'off',
    NODE_ENV: 'development',
  });
  const results: Measured[] = [];
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`, bare);
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app);
    results.push(await measure('bare Hono hello world', `http://127.0.0.1:${BARE_PORT}/`));
    await stop(bare);
    const base = `http://127.0.0.1:${APP_PORT}`;
    for (const [name, path] of [
      ['API 404', '/api/nothing-here'],
      ['/api/health', '/api/health'],
      ['/api/photos/count', '/api/photos/count'],
      ['search q=kitchen (guest)', '/api/photos/search?q=kitchen'],
    ] as const) {
      results.push(await measure(name, `${base}${path}`));
    }
  } finally {
    await stop(bare);
    await stop(app);
  }
  const yardstick = results[0]?.requestsPerSecond ?? Number.NaN;
  console.log(`\nautocannon, 10 connections, ${SECONDS} s each after a 2 s warm-up\n`);
  console.log('| what | req/s | × bare Hono | p99 ms | non-2xx |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of results) {
    const ratio = (row.requestsPerSecond / yardstick).toFixed(2);
    console.log(
      `| ${row.name} | ${Math.round(row.requestsPerSecond).toLocaleString('en-US')} | ${ratio} | ${row.p99Ms} | ${row.non2xx} |`,
    );
  }
}
