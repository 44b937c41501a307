import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { MAX_EVENTS_PER_REQUEST } from '../../src/core/analytics-rules';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/server/db/client';
import { aggregateClicks } from '../../src/server/features/analytics';
import { waitFor } from './app-server';

/**
 * Issue 28: click tracking end to end.
 * 1. Events/s accepted by `POST /api/track-events` over real HTTP (autocannon, many connections,
 *    10-event text/plain beacons) into one app process, and the endpoint's p95.
 * 2. Events lost when the server is stopped (SIGTERM) mid-load: every event answered `accepted`
 *    must be a row once it has exited.
 * 3. The aggregator's time for N unprocessed events (`--events N`).
 * `--db postgres` runs on a throw-away database of the local PostgreSQL (BENCH_DATABASE_URL's
 * server, default postgres://postgres@127.0.0.1:5432/postgres); PGlite otherwise.
 */
const PORT = 3977;
const BASE = `http://127.0.0.1:${PORT}`;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Valid events (ten, as a browser's beacon carries them most often), as one beacon's body. */
function beaconBody(seed: number, size = 10): string {
  const events = Array.from({ length: size }, (_, i) => ({
    event_type: 'tag_click',
    entity_type: 'taxonomy',
    taxonomy_type: 'tag',
    entity_id: `tag-${(seed * 10 + i) % 500}`,
    session_id: `bench-session-${seed % 1000}`,
  }));
  return JSON.stringify({ events });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** CPU seconds used so far by each server process of the bench's database (its backends). */
async function backendCpu(handle: DatabaseHandle): Promise<Map<number, number>> {
  const rows = await handle.raw<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  return new Map(rows.map((row) => [row.pid, cpuSeconds(row.pid) ?? 0]));
}

interface Target {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

async function makeTarget(db: 'pglite' | 'postgres'): Promise<Target> {
  if (db === 'pglite') {
    const dataDir = `.data-bench-events-${randomBytes(3).toString('hex')}`;
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: async () => openPglite(dataDir),
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `backdrop_bench_events_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: '.data-bench-events' },
    open: async () => openPostgres(url.toString(), { statementTimeoutMs: 0 }),
    cleanup: () => admin(`drop database if exists ${name} with (force)`),
  };
}

function launch(target: Target): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...target.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE,
      DEMO_PHOTOS: '0',
      // Every request comes from this one address: the per-client limit would refuse it.
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      JOB_CONCURRENCY: '0',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Phase 1: autocannon for `seconds`; the response times of every request for an exact p95. */
async function throughput(seconds: number, connections: number, size = 10) {
  const times: number[] = [];
  // Events the answers said were kept: fewer than sent when the write buffer was full.
  let acceptedEvents = 0;
  const onResponse = (status: number, body: string) => {
    if (status === 202) acceptedEvents += (JSON.parse(body) as { accepted: number }).accepted;
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${BASE}/api/track-events`,
        method: 'POST',
        connections,
        duration: seconds,
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: BASE, 'user-agent': BROWSER },
        requests: [1, 2, 3].map((seed) => ({ body: beaconBody(seed, size), onResponse })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 202) times.push(ms);
    });
  });
  times.sort((a, b) => a - b);
  return { accepted202: result['2xx'], acceptedEvents, non2xx: result.non2xx, errors: result.errors, times };
}

/** Phase 2: requests one after another on `workers` loops until the server stops answering. */
async function untilStopped(child: ChildProcess, workers: number, stopAfterMs: number) {
  let accepted = 0;
  let sent = 0;
  let refused = 0;
  let stopped = false;
  setTimeout(() => {
    stopped = true;
    child.kill('SIGTERM');
  }, stopAfterMs);
  const loop = async (worker: number) => {
    for (let i = 0; ; i += 1) {
      try {
        const answer = await fetch(`${BASE}/api/track-events`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', origin: BASE, 'user-agent': BROWSER },
          body: beaconBody(worker * 100_000 + i),
        });
        sent += 1;
        if (answer.status === 202) accepted += ((await answer.json()) as { accepted: number }).accepted;
        else {
          refused += 1;
          await answer.arrayBuffer();
        }
      } catch {
        // Connection refused or reset: the server has gone.
        if (stopped) return;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)));
  return { accepted, sent, refused };
}

async function countRows(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.raw<{ n: number }>('select count(*)::int as n from click_events');
  return Number(row?.n ?? 0);
}

/** Phase 3: `events` unprocessed events over 10,000 photos' views, 2,000 tags and 100 events. */
async function aggregation(handle: DatabaseHandle, events: number) {
  // What the HTTP phases stored is folded first, untimed: only the events below are measured.
  await aggregateClicks(handle);
  const chunk = 1_000_000;
  const loadStarted = performance.now();
  for (let from = 0; from < events; from += chunk) {
    const to = Math.min(events, from + chunk) - 1;
    await handle.raw(
      `insert into click_events (event_type, entity_id, entity_type, taxonomy_type, user_id, session_id, created_at)
       select case when i % 3 = 0 then 'photo_view' when i % 3 = 1 then 'tag_click' else 'event_click' end,
              case when i % 3 = 0 then md5('photo' || (i % 10000))::uuid::text
                   when i % 3 = 1 then 'tag-' || (i % 2000)
                   else md5('event' || (i % 100))::uuid::text end,
              case when i % 3 = 0 then 'photo' when i % 3 = 1 then 'taxonomy' else 'event' end,
              case when i % 3 = 1 then 'tag' end,
              null, 'session-' || (i % 200000), now() - (i % 86400) * interval '1 second'
       from generate_series($1::bigint, $2::bigint) as i`,
      [from, to],
    );
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const cpuBefore = handle.kind === 'postgres' ? await backendCpu(handle) : null;
  const started = performance.now();
  const result = await aggregateClicks(handle);
  const seconds = (performance.now() - started) / 1000;
  let databaseCpu: number | null = null;
  if (cpuBefore) {
    databaseCpu = 0;
    for (const [pid, after] of await backendCpu(handle)) databaseCpu += after - (cpuBefore.get(pid) ?? 0);
  }
  return { ...result, seconds, loadSeconds, databaseCpu };
}

export async function benchEvents(options: {
  db: 'pglite' | 'postgres';
  events?: number;
  seconds?: number;
  connections?: number;
}): Promise<void> {
  const events = options.events ?? (options.db === 'postgres' ? 10_000_000 : 1_000_000);
  const seconds = options.seconds ?? 10;
  const connections = options.connections ?? 32;
  const target = await makeTarget(options.db);
  let child: ChildProcess | null = null;
  try {
    child = launch(target);
    await waitFor(`${BASE}/api/health`, child);
    // What this machine gives any request right now (the machine is shared): the yardstick.
    const health = await autocannon({ url: `${BASE}/api/health`, connections, duration: 3 });
    const warm = await throughput(2, 8); // warm-up: JIT, prepared plans
    const cpuStart = cpuSeconds(child.pid);
    const load = await throughput(seconds, connections);
    const cpuEnd = cpuSeconds(child.pid);
    const eventsPerSecond = load.acceptedEvents / seconds;
    // The largest beacons the client may send (32 kB: ~100 events), the same way.
    const largeCpuStart = cpuSeconds(child.pid);
    const large = await throughput(seconds, connections, MAX_EVENTS_PER_REQUEST);
    const largeCpuEnd = cpuSeconds(child.pid);
    console.log(`events bench on ${options.db}: ${connections} connections, ${seconds} s, 10-event beacons`);
    console.log(
      `  accepted: ${eventsPerSecond.toFixed(0)} events/s (${load.accepted202} requests answered 202, ${load.non2xx} other, ${load.errors} errors)`,
    );
    const perEvent = (start: number | null, end: number | null, events: number) =>
      start === null || end === null || events === 0
        ? 'unknown'
        : `${(end - start).toFixed(1)} s CPU, ${(((end - start) / events) * 1e6).toFixed(1)} µs per event`;
    console.log(`  server process: ${perEvent(cpuStart, cpuEnd, load.acceptedEvents)}`);
    console.log(
      `  ${MAX_EVENTS_PER_REQUEST}-event beacons: ${(large.acceptedEvents / seconds).toFixed(0)} events/s accepted (${large.accepted202} requests answered 202, ${large.accepted202 * MAX_EVENTS_PER_REQUEST - large.acceptedEvents} events refused by a full write buffer, ${large.non2xx} other, ${large.errors} errors); server ${perEvent(largeCpuStart, largeCpuEnd, large.acceptedEvents)}`,
    );
    console.log(
      `  yardstick: GET /api/health ${health.requests.average.toFixed(0)} req/s on this machine now`,
    );
    console.log(
      `  endpoint: p50 ${percentile(load.times, 50).toFixed(1)} ms, p95 ${percentile(load.times, 95).toFixed(1)} ms, p99 ${percentile(load.times, 99).toFixed(1)} ms`,
    );
    const stop = await untilStopped(child, 16, 3000);
    await exited(child);
    child = null;
    const handle = await target.open();
    try {
      // Every event an answer called accepted, in every phase (a full buffer accepts fewer).
      const expected = stop.accepted + warm.acceptedEvents + load.acceptedEvents + large.acceptedEvents;
      const rows = await countRows(handle);
      console.log(
        `  SIGTERM mid-load: ${stop.accepted} events accepted in the last ${stop.sent} requests; rows ${rows}, accepted in all ${expected}: lost ${Math.max(0, expected - rows)}${rows > expected ? ` (${rows - expected} more rows than counted: the requests autocannon left in flight when it stopped, answered after it stopped listening)` : ''}`,
      );
      const folded = await aggregation(handle, events);
      console.log(
        `  aggregation: ${folded.events} events in ${folded.seconds.toFixed(1)} s (${(folded.events / folded.seconds).toFixed(0)} events/s; ${folded.entities} entity updates; loading them took ${folded.loadSeconds.toFixed(1)} s)${folded.databaseCpu === null ? '' : `; PostgreSQL backends' CPU ${folded.databaseCpu.toFixed(1)} s`}`,
      );
    } finally {
      await handle.close();
    }
  } finally {
    if (child) {
      child.kill('SIGTERM');
      await exited(child);
    }
    await target.cleanup();
  }
}
