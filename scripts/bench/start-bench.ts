import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { browse } from './browse-bench';
import { serverPidOf } from './server-pid';

/**
 * `npm run bench -- start`: the first `npm start` on an empty data folder (web build,
 * migrations, demo seed), a restart, and the server's peak resident memory while it serves
 * the home page, the API and a page of thumbnails. With `--browse` (`--browse-seconds`, 300 by default) a
 * signed-in buyer then browses the whole demo catalogue and the server's memory is reported.
 */
const PORT = 3900;
const DATA_DIR = '.data-bench-start';
const base = `http://127.0.0.1:${PORT}`;

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

async function waitForHome(child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const [home, health] = await Promise.all([fetch(`${base}/`), fetch(`${base}/api/health`)]);
      const body = (await health.json()) as { photos?: number };
      if (home.ok && (body.photos ?? 0) > 0) return (performance.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function launch(): { child: ChildProcess; started: number } {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Password sign-in checks the Origin header against the app's own URL.
      APP_URL: base,
      // The browsing phase is one client at ~60 requests/s, past the per-client read limits.
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, started };
}

async function stop(child: ChildProcess): Promise<number> {
  const started = performance.now();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return (performance.now() - started) / 1000;
}

/** A first visit's worth of work: the page, the API, and 48 thumbnails and 8 previews rendered on demand. */
async function exercise(): Promise<void> {
  for (const url of ['/', '/api/health', '/api/photos/count', '/search?q=kitchen'])
    await (await fetch(`${base}${url}`)).text();
  // Two grids a guest sees (24 photos each), as the browser would ask for their thumbnails.
  const keys: string[] = [];
  for (const sort of ['newest', 'oldest']) {
    const answer = (await (await fetch(`${base}/api/photos/search?limit=24&sort=${sort}`)).json()) as {
      items: { thumbnail_url: string }[];
    };
    keys.push(...answer.items.map((item) => item.thumbnail_url.split('/')[3] ?? ''));
  }
  const queue = [
    ...keys.map((key) => `/media/p/${key}/thumb.webp`),
    ...keys.slice(0, 8).map((key) => `/media/p/${key}/preview.webp`),
  ];
  // Four at a time, like a browser filling a grid.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift())
        await (await fetch(`${base}${url}`)).arrayBuffer();
    }),
  );
}

export async function benchStart(options: { browseSeconds?: number } = {}): Promise<void> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync('dist/web', { recursive: true, force: true });
  const first = launch();
  const firstSeconds = await waitForHome(first.child, first.started);
  await exercise();
  const server = serverPidOf(first.child.pid ?? 0);
  const supervisor = server === first.child.pid ? null : peakRssMb(first.child.pid ?? 0);
  const peak = peakRssMb(server);
  const browsed = options.browseSeconds ? await browse(base, server, options.browseSeconds) : undefined;
  const stopSeconds = await stop(first.child);
  const second = launch();
  const restartSeconds = await waitForHome(second.child, second.started);
  const peakAfterRestart = peakRssMb(serverPidOf(second.child.pid ?? 0));
  await stop(second.child);
  rmSync(DATA_DIR, { recursive: true, force: true });
  console.log(`first start (build + migrate + seed) to served home page: ${firstSeconds.toFixed(1)} s`);
  console.log(`peak RSS of the server during first start and load: ${peak} MB`);
  if (supervisor !== null)
    console.log(`peak RSS of npm start's parent process (MALLOC_ARENA_MAX re-run): ${supervisor} MB`);
  if (browsed) {
    console.log(
      `browsing ${browsed.seconds.toFixed(0)} s (${browsed.requests} requests, ${browsed.failures} failed): peak RSS ${browsed.peakRssMb} MB, at the end ${browsed.endRssMb} MB, process lifetime peak (VmHWM) ${browsed.lifetimePeakRssMb} MB`,
    );
  }
  console.log(`graceful stop (SIGTERM): ${stopSeconds.toFixed(1)} s`);
  console.log(
    `restart to served home page: ${restartSeconds.toFixed(1)} s (peak RSS ${peakAfterRestart} MB)`,
  );
}
