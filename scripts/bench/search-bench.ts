import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { signInDemoBuyer } from './demo-buyer';
import { baselineLatencies } from './search-baseline';
import { searchWorkload } from './search-workload';

/**
 * `npm run bench -- search --url postgres://…/db` (an already seeded database) or
 * `--data-dir DIR` (a seeded PGlite folder): starts the server on it, replays the fixed
 * workload through HTTP one request at a time (latency), then four at a time (throughput).
 * `--timings FILE` also writes every request's latency as JSON, slowest first.
 */
const PORT = 3950;
const base = `http://127.0.0.1:${PORT}`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function waitForServer(child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

// Requests go through node:http on kept-alive connections and each body is decoded as a browser
// would. undici's fetch decodes through web streams, which added ~6 ms to every compressed answer:
// the load generator's cost, not the server's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function getDecoded(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        resolve(
          encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body,
        );
      });
    });
    request.on('error', reject);
  });
}

/** The PostgreSQL settings that decide where pages come from, so each result says what it ran on. */
async function postgresSettings(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, current_setting(name) as setting from pg_settings
       where name in ('server_version', 'shared_buffers', 'effective_cache_size', 'random_page_cost', 'work_mem')
       order by name`,
    );
    const size = await client.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    return `${rows.map((row) => `${row.name}=${row.setting}`).join(', ')}, database ${size.rows[0]?.size}`;
  } finally {
    await client.end();
  }
}

export async function benchSearch(target: {
  url?: string;
  dataDir?: string;
  timingsFile?: string;
}): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: target.url ?? '',
      DATA_DIR: target.dataDir ?? '.data-bench-search',
      DEMO_PHOTOS: '0',
      // Every request of the workload comes from this one address: per-client limits would refuse it.
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      APP_URL: base,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(child);
    const cookie = await signInDemoBuyer(base);
    const trending = (await (await fetch(`${base}/api/trending`)).json()) as {
      items: { entity_type: string; entity_id: string }[];
    };
    const eventId = trending.items.find((item) => item.entity_type === 'event')?.entity_id ?? '';
    const first = (await (await fetch(`${base}/api/photos/search?sort=popular&limit=1`)).json()) as {
      items: { user_id: string }[];
    };
    const creatorId = first.items[0]?.user_id ?? '';
    const workload = searchWorkload({ eventId, creatorId });
    const run = async (request: (typeof workload)[number]) => {
      const started = performance.now();
      const headers: Record<string, string> = { 'Accept-Encoding': 'gzip, br' };
      if (request.signedIn) headers.Cookie = cookie;
      await getDecoded(`${base}/api/photos/search?${request.query}`, headers);
      return performance.now() - started;
    };
    for (const request of workload.slice(0, 30)) await run(request); // warm caches and the JIT
    const latencies: { category: string; ms: number; query: string; signedIn: boolean }[] = [];
    for (const request of workload) latencies.push({ ...request, ms: await run(request) });
    const all = latencies.map((l) => l.ms).sort((a, b) => a - b);
    console.log(`search workload: ${workload.length} requests, one at a time`);
    if (target.url) console.log(`  server: ${await postgresSettings(target.url)}`);
    console.log(
      `  all: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${all.at(-1)?.toFixed(1)} ms`,
    );
    for (const category of [...new Set(latencies.map((l) => l.category))]) {
      const times = latencies
        .filter((l) => l.category === category)
        .map((l) => l.ms)
        .sort((a, b) => a - b);
      console.log(
        `  ${category.padEnd(18)} n=${String(times.length).padStart(3)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
      );
    }
    const slowestFirst = [...latencies].sort((a, b) => b.ms - a.ms);
    if (target.timingsFile) await writeFile(target.timingsFile, JSON.stringify(slowestFirst, null, 1));
    console.log('  slowest:');
    for (const slow of slowestFirst.slice(0, 8)) {
      console.log(
        `    ${slow.ms.toFixed(1).padStart(7)} ms  ${slow.signedIn ? 'member' : 'guest '}  ${slow.query}`,
      );
    }
    const queue = [...workload];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let request = queue.shift(); request; request = queue.shift()) await run(request);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`  throughput, 4 concurrent clients: ${(workload.length / seconds).toFixed(0)} requests/s`);
    if (target.url) {
      // The same workload on the plain search any developer would write first (search-baseline.ts).
      const plain = (await baselineLatencies(target.url, workload)).sort((a, b) => a - b);
      const ratio = (p: number) => (percentile(plain, p) / percentile(all, p)).toFixed(1);
      console.log(
        `  plain baseline (to PostgreSQL directly): p50 ${percentile(plain, 50).toFixed(1)} ms, p95 ${percentile(plain, 95).toFixed(1)} ms, p99 ${percentile(plain, 99).toFixed(1)} ms — ours is ${ratio(50)}× faster at p50, ${ratio(95)}× at p95`,
      );
    }
  } finally {
    child.kill('SIGTERM');
  }
}
