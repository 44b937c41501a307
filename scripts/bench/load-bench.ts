import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { launchNode, stop, waitFor } from './app-server';
import { searchWorkload } from './search-workload';
import { serverPidOf } from './server-pid';

/**
 * `npm run bench -- load` (issue 29 item 3): N connections (default 200) browsing and searching as
 * fast as they can for D seconds (default 30) against a real server process, started as
 * `npm start` starts it, on the embedded database or, with `--url`, on PostgreSQL (a database
 * `backdrop_load_bench` made on that server once and kept, so the demo seed runs only once).
 * Reports requests per second, p50/p95/p99 of the answers, how many were 503 (refused by the
 * database's admission budget), how many had no answer within 20 s (must be 0) and how many
 * failed on the wire (resets, refusals). `--baseline <checkout>` measures another checkout (e.g.
 * a worktree of an older commit, with node_modules linked) in the same run, first.
 */
const NO_ANSWER_MS = 20_000;
const PORT = 3962;

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  /** The PostgreSQL server's admin connection; absent = the embedded database. */
  url?: string;
  baseline?: string;
}

interface Result {
  label: string;
  answered: number;
  latencies: number[];
  status: Map<number, number>;
  noAnswer: number;
  wireErrors: Map<string, number>;
  seconds: number;
  rssMb: number;
}

/** A guest's storefront reads: pages, searches from the search benchmark's workload, photo pages. */
function requestMix(photoIds: string[]): string[] {
  const searches = searchWorkload({ eventId: '', creatorId: '' })
    .filter((entry) => !/event_ids=|creator=/.test(entry.query))
    .map((entry) => `/api/photos/search?${entry.query}`);
  const mix: string[] = [];
  for (const [index, search] of searches.entries()) {
    mix.push(search);
    const id = photoIds[index % Math.max(1, photoIds.length)];
    if (id && index % 2 === 0) mix.push(`/photo/${id}`);
    if (index % 4 === 0) mix.push('/', '/api/photos/count');
    if (index % 6 === 0)
      mix.push(`/search?q=${encodeURIComponent(['kitchen', 'beach', 'car'][index % 3] ?? '')}`);
  }
  return mix;
}

function get(agent: Agent, base: string, target: string): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(`${base}${target}`, { agent, headers: { 'Accept-Encoding': 'gzip, br' } });
    const timer = setTimeout(() => {
      req.destroy(new Error('NO_ANSWER'));
    }, NO_ANSWER_MS);
    req.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({ error: error.message === 'NO_ANSWER' ? 'NO_ANSWER' : (error.code ?? error.message) });
    });
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0 });
      });
      res.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        resolve({ error: error.code ?? 'answer cut off' });
      });
    });
    req.end();
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
  } catch {
    return 0;
  }
}

async function photoIdsOf(base: string): Promise<string[]> {
  const answer = (await (await fetch(`${base}/api/photos/search?sort=popular&limit=60`)).json()) as {
    items?: { photoid?: number | string; id?: string }[];
  };
  return (answer.items ?? []).map((item) => String(item.photoid ?? item.id ?? '')).filter(Boolean);
}

/** Every connection sends its next request when its last is answered (closed loop). */
async function load(label: string, base: string, connections: number, seconds: number, pid: number) {
  const mix = requestMix(await photoIdsOf(base));
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const result: Result = {
    label,
    answered: 0,
    latencies: [],
    status: new Map(),
    noAnswer: 0,
    wireErrors: new Map(),
    seconds,
    rssMb: 0,
  };
  const endAt = performance.now() + seconds * 1000;
  const started = performance.now();
  const sampler = setInterval(() => {
    result.rssMb = Math.max(result.rssMb, rssMb(pid));
  }, 1000);
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      for (let turn = worker * 7; performance.now() < endAt; turn++) {
        const target = mix[turn % mix.length] ?? '/';
        const sent = performance.now();
        const outcome = await get(agent, base, target);
        if ('status' in outcome) {
          result.answered++;
          result.latencies.push(performance.now() - sent);
          result.status.set(outcome.status, (result.status.get(outcome.status) ?? 0) + 1);
        } else if (outcome.error === 'NO_ANSWER') {
          result.noAnswer++;
        } else {
          result.wireErrors.set(outcome.error, (result.wireErrors.get(outcome.error) ?? 0) + 1);
          // A refused or reset connection: wait a moment rather than spin.
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }),
  );
  clearInterval(sampler);
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return result;
}

/** The PostgreSQL database this benchmark keeps on the server `adminUrl` names. */
async function benchDatabase(adminUrl: string): Promise<string> {
  const name = 'backdrop_load_bench';
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function measure(
  label: string,
  options: Required<Omit<LoadOptions, 'url' | 'baseline'>> & {
    databaseUrl?: string;
    cwd?: string;
  },
): Promise<Result> {
  const base = `http://127.0.0.1:${PORT}`;
  const cwd = options.cwd;
  if (cwd && !existsSync(path.join(cwd, 'node_modules')))
    symlinkSync(path.resolve('node_modules'), path.join(cwd, 'node_modules'));
  const child: ChildProcess = launchNode(
    ['scripts/start.mjs'],
    {
      PORT: String(PORT),
      DATA_DIR: path.resolve(options.databaseUrl ? '.data-bench-load-pg' : '.data-bench-load'),
      DEMO_PHOTOS: '3000',
      RATE_LIMITS: 'off',
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      JOB_CONCURRENCY: '0',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    cwd,
  );
  try {
    await waitFor(`${base}/api/health`, child);
    // The thumbnails of the first screens are drawn after start-up: let that settle.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    console.log(`${label}: ${options.connections} connections for ${options.seconds} s…`);
    return await load(label, base, options.connections, options.seconds, serverPidOf(child.pid ?? 0));
  } finally {
    await stop(child);
  }
}

function report(results: Result[], connections: number): void {
  console.log(`\n${connections} connections, closed loop, storefront reads (pages, searches, photos)\n`);
  console.log(
    '| run | req/s | p50 ms | p95 ms | p99 ms | 2xx | 503 | other | no answer in 20 s | wire errors | peak RSS MB |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of results) {
    const sorted = [...row.latencies].sort((a, b) => a - b);
    let ok = 0;
    let other = 0;
    for (const [status, count] of row.status) {
      if (status < 400) ok += count;
      else if (status !== 503) other += count;
    }
    const wire = [...row.wireErrors].map(([code, count]) => `${code} ${count}`).join(', ') || '0';
    console.log(
      `| ${row.label} | ${Math.round(row.answered / row.seconds)} | ${Math.round(percentile(sorted, 50))} | ${Math.round(percentile(sorted, 95))} | ${Math.round(percentile(sorted, 99))} | ${ok} | ${row.status.get(503) ?? 0} | ${other} | ${row.noAnswer} | ${wire} | ${row.rssMb} |`,
    );
  }
}

export async function benchLoad(options: LoadOptions = {}): Promise<void> {
  const connections = options.connections ?? 200;
  const seconds = options.seconds ?? 30;
  const databaseUrl = options.url ? await benchDatabase(options.url) : undefined;
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const results: Result[] = [];
  if (options.baseline)
    results.push(
      await measure(`baseline (${path.basename(options.baseline)}), ${kind}`, {
        connections,
        seconds,
        databaseUrl,
        cwd: path.resolve(options.baseline),
      }),
    );
  results.push(await measure(`this checkout, ${kind}`, { connections, seconds, databaseUrl }));
  report(results, connections);
}
