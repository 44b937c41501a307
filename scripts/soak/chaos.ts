import type { AppProcess } from './app-processes';
import type { SoakDatabase } from './database';

/** How long the killed process stays down before it is started again. */
const DOWN_MS = 5_000;
/** How long the replica stays stopped. */
const REPLICA_DOWN_MS = 10_000;
/**
 * After the restarted process answers its health check, requests already sent to it on sockets
 * from before may still fail for a moment: the window stays open this much longer.
 */
const SETTLE_MS = 2_000;

/** A time when wire errors against `process` are expected (it was killed), not failures. */
export interface ChaosWindow {
  process: string;
  from: number;
  to: number;
}

export interface ChaosLog {
  windows: ChaosWindow[];
  events: string[];
}

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * The chaos steps of a run of `durationMs` from `startedAt`: at 30 % `victim` is killed with
 * SIGKILL and started again 5 s later; at 60 % the replica is stopped (pg_ctl stop -m fast) and
 * started 10 s later. Reads must meanwhile fall back to the primary, writes go on.
 */
export async function runChaos(options: {
  startedAt: number;
  durationMs: number;
  victim: AppProcess;
  database: SoakDatabase;
  elapsed: () => string;
}): Promise<ChaosLog> {
  const log: ChaosLog = { windows: [], events: [] };
  const note = (text: string) => {
    const line = `${options.elapsed()} chaos: ${text}`;
    log.events.push(line);
    console.log(line);
  };

  await sleepUntil(options.startedAt + 0.3 * options.durationMs);
  const window: ChaosWindow = {
    process: options.victim.name,
    from: Date.now(),
    to: Number.POSITIVE_INFINITY,
  };
  log.windows.push(window);
  options.victim.killHard();
  note(`process ${options.victim.name} killed (SIGKILL)`);
  await sleepUntil(Date.now() + DOWN_MS);
  const restarting = Date.now();
  await options.victim.start();
  window.to = Date.now() + SETTLE_MS;
  note(
    `process ${options.victim.name} restarted, answering again after ${((Date.now() - restarting) / 1000).toFixed(1)} s`,
  );

  const replica = options.database.replica;
  if (!replica) {
    note('no replica: its stop and start are skipped');
    return log;
  }
  await sleepUntil(options.startedAt + 0.6 * options.durationMs);
  await replica.stopReplica('fast');
  note('replica stopped (pg_ctl stop -m fast)');
  await sleepUntil(Date.now() + REPLICA_DOWN_MS);
  await replica.startReplica();
  note('replica started again, accepting reads');
  return log;
}
