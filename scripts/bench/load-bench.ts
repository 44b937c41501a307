import { Agent } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_QUEUE_BUDGET_MS } from '../../src/server/db/admission';
import { makeBuyers } from './load-buyers';
import { buyerMix, guestMix, mixShares, surveyCatalogue, thumbnailsOf } from './load-mix';
import { closedLoop, openLoop, type SimulatedUser } from './load-phases';
import { type ModeResult, reportLoad, timelineOf } from './load-report';
import { type AppProcess, loadAverage, sampleRss, startServers, stopServers } from './load-servers';

/**
 * `npm run bench -- load` (issue 29): U simulated users (default 200) on the storefront mix
 * (pages, searches, thumbnails, photo pages, and for one user in ten signed in, the cart and the
 * wishlists), after a warm-up (20 of the users for 10 s, as fast as they can), first in an open
 * loop (one request a second each on average, Poisson arrivals, D seconds, default 60), then in a
 * closed loop (as fast as they can, D seconds) for the saturation throughput. On the embedded
 * database by default (one process: PGlite runs on its own thread); with `--url`
 * (a PostgreSQL admin connection) on PostgreSQL with two app processes, users spread over them
 * as a load balancer would, then on the embedded database in the same run (`--only postgres` or
 * `--only embedded` for one). PostgreSQL uses a database `backdrop_load_bench` made once and kept,
 * so the demo seed runs only once. `--baseline <checkout>` measures another checkout first.
 */
const PORTS = [3962, 3963];
/** Signed-in buyers made before the load; one user in `SIGNED_IN_EVERY` carries one's session. */
const BUYERS = 20;
const SIGNED_IN_EVERY = 10;
/** Connections a browser opens to one host over HTTP/1.1. */
const BROWSER_CONNECTIONS = 6;
const HEALTH_SECONDS = 5;
const HEALTH_CONNECTIONS = 32;
/** The warm-up before the measured phases: a tenth of the users (two of them signed in), closed loop. */
const WARM_USERS = 20;
const WARM_SECONDS = 10;
/** Between the phases: the open loop's last queue drains and the rate windows forget it. */
const PAUSE_MS = 5000;

export interface LoadOptions {
  users?: number;
  seconds?: number;
  /** The PostgreSQL server's admin connection; absent = the embedded database only. */
  url?: string;
  /** With `url`: only one of the two setups. */
  only?: 'postgres' | 'embedded';
  baseline?: string;
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

/** Fetches each address once, a few at a time (thumbnails drawn on first request). */
async function warm(base: string, paths: string[]): Promise<void> {
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift())
        await (await fetch(`${base}${next}`)).arrayBuffer();
    }),
  );
}

/** GET /api/health as fast as a few connections can, as the yardstick of the machine's speed. */
async function healthYardstick(server: AppProcess): Promise<number> {
  const agent = new Agent({ keepAlive: true });
  const users = Array.from({ length: HEALTH_CONNECTIONS }, () => ({
    base: server.base,
    agent,
    mix: [{ kind: 'health' as const, path: '/api/health' }],
  }));
  const tally = await closedLoop(users, HEALTH_SECONDS);
  agent.destroy();
  return tally.answered / tally.elapsed;
}

interface ModeSettings {
  label: string;
  database: ModeResult['database'];
  users: number;
  seconds: number;
  databaseUrl?: string;
  cwd?: string;
}

async function runMode(settings: ModeSettings): Promise<ModeResult> {
  const loadAtStart = loadAverage();
  const processes = settings.database === 'postgres' ? PORTS : PORTS.slice(0, 1);
  const root = settings.cwd ?? '.';
  const servers = await startServers({
    ports: processes,
    dataDir: path.resolve(root, settings.databaseUrl ? '.data-bench-load-pg' : '.data-bench-load'),
    databaseUrl: settings.databaseUrl,
    cwd: settings.cwd,
  });
  // One agent per user with a browser's six connections per host: a shared pool without a limit
  // opened thousands of connections once answers slowed, more than 200 browsers could.
  const agents = Array.from(
    { length: settings.users },
    () => new Agent({ keepAlive: true, maxSockets: BROWSER_CONNECTIONS }),
  );
  try {
    const first = servers[0];
    if (!first) throw new Error('no server started');
    console.log(`${settings.label}: reading the catalogue, making ${BUYERS} buyers, warming thumbnails…`);
    const catalogue = await surveyCatalogue(first.base);
    const buyers = await makeBuyers(
      first.base,
      BUYERS,
      catalogue.photos.map((photo) => photo.id),
    );
    for (const server of servers) await warm(server.base, thumbnailsOf(catalogue));
    const guests = guestMix(catalogue);
    const signedIn = buyerMix(catalogue);
    console.log(`  guest mix: ${mixShares(guests)}\n  buyer mix: ${mixShares(signedIn)}`);
    const healthPerSecond = await healthYardstick(first);
    let signedInUsers = 0;
    const users: SimulatedUser[] = Array.from({ length: settings.users }, (_, index) => {
      const server = index % servers.length;
      // Counted per round of servers, so each process gets its share of signed-in users.
      const isSignedIn = Math.floor(index / servers.length) % SIGNED_IN_EVERY === 0;
      const cookie = isSignedIn ? buyers[signedInUsers++ % buyers.length] : undefined;
      return {
        base: servers[server]?.base ?? first.base,
        agent: agents[index] ?? new Agent({ keepAlive: true, maxSockets: BROWSER_CONNECTIONS }),
        cookie,
        mix: cookie ? signedIn : guests,
      };
    });
    // Every kind of request once or more before the measured minute: the first call of a code path
    // compiles it (PGlite's WebAssembly with --no-liftoff, the server's JavaScript), which made the
    // first 10–20 s of a fresh process up to ten times slower than the rest, on either commit.
    console.log(`  warming up: ${WARM_USERS} users as fast as they can for ${WARM_SECONDS} s…`);
    await closedLoop(users.slice(0, WARM_USERS), WARM_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    console.log(`  health ${Math.round(healthPerSecond)} req/s; open loop, ${settings.seconds} s…`);
    let rss = sampleRss(servers);
    const open = await openLoop(users, settings.seconds);
    const openRssMb = rss.stop();
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    console.log(`  closed loop, ${settings.seconds} s…`);
    rss = sampleRss(servers);
    const closed = await closedLoop(users, settings.seconds);
    const closedRssMb = rss.stop();
    console.log(`\n${timelineOf(`${settings.label}, open loop`, open)}\n`);
    console.log(`${timelineOf(`${settings.label}, closed loop`, closed)}\n`);
    return {
      label: settings.label,
      database: settings.database,
      users: settings.users,
      healthPerSecond,
      open,
      openRssMb,
      closed,
      closedRssMb,
      loadAtStart,
      loadAtEnd: loadAverage(),
    };
  } finally {
    for (const agent of agents) agent.destroy();
    await stopServers(servers);
  }
}

export async function benchLoad(options: LoadOptions = {}): Promise<void> {
  const users = options.users ?? 200;
  const seconds = options.seconds ?? 60;
  const budgetMs = Number(process.env.DB_QUEUE_BUDGET_MS ?? DEFAULT_QUEUE_BUDGET_MS);
  const modes: Omit<ModeSettings, 'label' | 'cwd'>[] = [];
  if (options.url && options.only !== 'embedded')
    modes.push({ database: 'postgres', users, seconds, databaseUrl: await benchDatabase(options.url) });
  if (!options.url || options.only !== 'postgres') modes.push({ database: 'embedded', users, seconds });
  const results: ModeResult[] = [];
  for (const mode of modes) {
    const name = mode.database === 'postgres' ? 'PostgreSQL, 2 processes' : 'embedded, 1 process';
    if (options.baseline)
      results.push(
        await runMode({
          ...mode,
          label: `baseline (${path.basename(options.baseline)}), ${name}`,
          cwd: path.resolve(options.baseline),
        }),
      );
    results.push(await runMode({ ...mode, label: name }));
  }
  console.log(`\n${reportLoad(results, budgetMs, seconds)}`);
}
