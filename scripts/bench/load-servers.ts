import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { stop, waitFor } from './app-server';
import { rssMbOf, serverPidOf } from './server-pid';

/** An app process of the load benchmark, started as `npm start` starts it. */
export interface AppProcess {
  base: string;
  child: ChildProcess;
  /** The process that serves (npm start's child with bounded malloc), whose memory counts. */
  pid: number;
}

export interface ServerSettings {
  ports: number[];
  dataDir: string;
  /** The bench database on PostgreSQL; absent = the embedded database (one process only). */
  databaseUrl?: string;
  /** Another checkout to run (a baseline), or here. */
  cwd?: string;
}

/** CPU seconds a process has used, from /proc (clock ticks of 1/100 s on Linux). */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
  } catch {
    return 0;
  }
}

/**
 * Waits until the process uses under a tenth of a core over two seconds (at most four minutes):
 * on a fresh data folder the server draws the home page's backgrounds and 600 thumbnails after
 * start-up, which would otherwise run during the measurement.
 */
async function waitUntilIdle(pid: number): Promise<void> {
  for (let round = 0; round < 120; round++) {
    const before = cpuSecondsOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (cpuSecondsOf(pid) - before < 0.2) return;
  }
}

/**
 * Starts one process per port, one after the other: the first migrates and seeds the database,
 * and the next starts only once it answers, so no two migrate or seed at once. All share the
 * database and the data folder (media files), as processes behind a load balancer would.
 */
export async function startServers(settings: ServerSettings): Promise<AppProcess[]> {
  const { cwd } = settings;
  if (cwd && !existsSync(path.join(cwd, 'node_modules')))
    symlinkSync(path.resolve('node_modules'), path.join(cwd, 'node_modules'));
  const started: AppProcess[] = [];
  try {
    for (const port of settings.ports) {
      const base = `http://127.0.0.1:${port}`;
      // The server's log (errors only) goes to a file in the data folder, to tell what a 500 was.
      mkdirSync(settings.dataDir, { recursive: true });
      const log = openSync(path.join(settings.dataDir, `server-${port}.log`), 'a');
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd,
        stdio: ['ignore', log, 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: settings.dataDir,
          DEMO_PHOTOS: '3000',
          RATE_LIMITS: 'off',
          NODE_ENV: 'development',
          LOG_LEVEL: 'error',
          JOB_CONCURRENCY: '0',
          // The buyers sign up from addresses of their own (load-buyers.ts).
          TRUST_PROXY: '1',
          ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
        },
      });
      closeSync(log);
      started.push({ base, child, pid: child.pid ?? 0 });
      await waitFor(`${base}/api/health`, child);
    }
    for (const server of started) server.pid = serverPidOf(server.child.pid ?? 0);
    for (const server of started) await waitUntilIdle(server.pid);
    return started;
  } catch (error) {
    await stopServers(started);
    throw error;
  }
}

export async function stopServers(servers: AppProcess[]): Promise<void> {
  for (const server of [...servers].reverse()) await stop(server.child);
}

/** Samples each process's resident memory every second; `stop` returns the peak of each. */
export function sampleRss(servers: AppProcess[]): { stop: () => number[] } {
  const peaks = servers.map((server) => rssMbOf(server.pid));
  const timer = setInterval(() => {
    for (const [index, server] of servers.entries())
      peaks[index] = Math.max(peaks[index] ?? 0, rssMbOf(server.pid));
  }, 1000);
  return {
    stop: () => {
      clearInterval(timer);
      return peaks;
    },
  };
}

/** The 1-, 5- and 15-minute load averages, as /proc/loadavg gives them. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
