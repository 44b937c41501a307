import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runStatement } from './one-statement';

/**
 * A PostgreSQL primary and a streaming replica of it (pg_basebackup), each a cluster of its own
 * in one temporary folder on a port of its own, for the read-replica test and the soak
 * (`npm run soak`). The machine's shared server is left alone: its pg_hba.conf allows no
 * replication, and a base backup of it would copy every other database on it.
 */
const run = promisify(execFile);

/** Where Debian puts the server binaries; undefined when they are not installed. */
export const POSTGRES_BIN = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin'].find((dir) =>
  existsSync(path.join(dir, 'pg_basebackup')),
);
export const NO_POSTGRES_BIN_REASON =
  'PostgreSQL server binaries (pg_basebackup, initdb, pg_ctl) are not installed';

const AS_ROOT = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, the binaries run as the postgres user. */
function pgBin(name: string, args: string[]) {
  const file = path.join(POSTGRES_BIN ?? '', name);
  return AS_ROOT ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Polls `probe` until it answers something other than undefined (a throw counts as not yet). */
export async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ReplicaCluster {
  dir: string;
  /** The `postgres` database of each cluster: another database's URL differs only in its path. */
  primaryUrl: string;
  replicaUrl: string;
  /**
   * The first call copies the primary (pg_basebackup) and starts the copy as a hot standby; later
   * calls start it again after `stopReplica`. Resolves once it accepts reads.
   */
  startReplica(): Promise<void>;
  /** `fast` (clients told, a clean shutdown) or `immediate` (as a crash would). */
  stopReplica(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops what runs and removes the folder; never throws, may be called twice. */
  remove(): Promise<void>;
}

/**
 * Makes the primary (initdb, started) in a new temporary folder; its replica comes with
 * `startReplica`, once the primary holds what the copy should start with. `ports` (primary,
 * replica) default to free ones.
 */
export async function startPrimaryCluster(
  options: { ports?: [number, number]; prefix?: string } = {},
): Promise<ReplicaCluster> {
  if (!POSTGRES_BIN) throw new Error(NO_POSTGRES_BIN_REASON);
  const dir = await mkdtemp(path.join(tmpdir(), options.prefix ?? 'backdrop-replica-'));
  const cluster = (name: string) => path.join(dir, name);
  const running = new Set<string>();
  const stopCluster = async (name: string, mode: 'fast' | 'immediate') => {
    if (!running.has(name)) return;
    await pgBin('pg_ctl', ['-D', cluster(name), '-m', mode, '-w', 'stop']);
    running.delete(name);
  };
  const remove = async () => {
    for (const name of [...running].reverse()) await stopCluster(name, 'immediate').catch(() => {});
    await rm(dir, { recursive: true, force: true });
  };

  try {
    if (AS_ROOT) await chown(dir, ...(await postgresIds()));
    const [primaryPort, replicaPort] = options.ports ?? [await freePort(), await freePort()];
    const settings = [
      `port = ${primaryPort}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${dir}'`,
      'shared_buffers = 16MB',
      'fsync = off',
      'wal_level = replica',
      'max_wal_senders = 4',
      '',
    ].join('\n');
    await pgBin('initdb', [
      '-D',
      cluster('primary'),
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await appendFile(path.join(cluster('primary'), 'postgresql.conf'), settings);
    await pgBin('pg_ctl', ['-D', cluster('primary'), '-l', cluster('primary.log'), '-w', 'start']);
    running.add('primary');
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
    let copied = false;

    const startReplica = async () => {
      if (!copied) {
        // -R writes standby.signal and primary_conninfo: a hot standby streaming from the primary.
        await pgBin('pg_basebackup', [
          ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
          ...['-D', cluster('replica'), '-R', '-X', 'stream', '--no-sync'],
          // A spread checkpoint would keep the backup waiting for most of a minute.
          '--checkpoint=fast',
        ]);
        await appendFile(path.join(cluster('replica'), 'postgresql.auto.conf'), `port = ${replicaPort}\n`);
        copied = true;
      }
      await pgBin('pg_ctl', ['-D', cluster('replica'), '-l', cluster('replica.log'), '-w', 'start']);
      running.add('replica');
      await until(
        async () =>
          (await runStatement<{ r: boolean }>(replicaUrl, 'select pg_is_in_recovery() as r'))[0]?.r
            ? true
            : undefined,
        'the replica to accept reads',
      );
    };

    return {
      dir,
      primaryUrl,
      replicaUrl,
      startReplica,
      stopReplica: (mode = 'fast') => stopCluster('replica', mode),
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return [Number(uid.trim()), Number(gid.trim())];
}
