import { runStatement } from '../../src/test/one-statement';
import { POSTGRES_BIN, type ReplicaCluster, startPrimaryCluster } from '../../src/test/replica-cluster';

/**
 * The soak's database: a fresh one (`backdrop_soak_<pid>`) on a PostgreSQL primary of the soak's
 * own, with a streaming replica of it, both in a temporary folder (src/test/replica-cluster.ts).
 * Without the server binaries it falls back to a fresh database on the server `--url` names,
 * with no replica (the replica's chaos step is then skipped).
 */
export interface SoakDatabase {
  name: string;
  databaseUrl: string;
  /** The same database on the replica; undefined without one. */
  readUrl: string | undefined;
  /** The replica's chaos step; undefined without one. */
  replica: Pick<ReplicaCluster, 'stopReplica' | 'startReplica'> | undefined;
  where: string;
  /** Drops the database (or removes the clusters); never throws, may run twice. */
  remove(): Promise<void>;
}

/** `onRemove` is told how to remove what exists as soon as it does, for an interrupted set-up. */
export async function prepareDatabase(
  options: { adminUrl: string; pgPorts: [number, number] | undefined },
  onRemove: (remove: () => Promise<void>) => void,
): Promise<SoakDatabase> {
  const name = `backdrop_soak_${process.pid}`;
  const inDatabase = (url: string) => {
    const at = new URL(url);
    at.pathname = `/${name}`;
    return at.toString();
  };

  if (!POSTGRES_BIN) {
    let removed = false;
    const remove = async () => {
      if (removed) return;
      removed = true;
      await runStatement(options.adminUrl, `drop database if exists ${name} with (force)`).catch((error) =>
        console.error(`could not drop ${name}: ${error}`),
      );
    };
    onRemove(remove);
    await runStatement(options.adminUrl, `create database ${name}`);
    return {
      name,
      databaseUrl: inDatabase(options.adminUrl),
      readUrl: undefined,
      replica: undefined,
      where: `${new URL(options.adminUrl).host} (no PostgreSQL server binaries here: no replica)`,
      remove,
    };
  }

  const cluster = await startPrimaryCluster({ ports: options.pgPorts, prefix: 'backdrop-soak-' });
  onRemove(() => cluster.remove());
  try {
    await runStatement(cluster.primaryUrl, `create database ${name}`);
    await cluster.startReplica();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return {
    name,
    databaseUrl: inDatabase(cluster.primaryUrl),
    readUrl: inDatabase(cluster.replicaUrl),
    replica: cluster,
    where: `own primary ${new URL(cluster.primaryUrl).host} + streaming replica ${new URL(cluster.replicaUrl).host} in ${cluster.dir}`,
    remove: () => cluster.remove(),
  };
}
