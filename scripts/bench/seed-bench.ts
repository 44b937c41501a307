import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';

/**
 * `npm run bench -- seed --photos N [--db pglite|postgres]`: time `npm run seed` into a
 * fresh database (a new DATA_DIR, or a new PostgreSQL database on BENCH_DATABASE_URL's server).
 */
export async function benchSeed(photos: number, db: 'pglite' | 'postgres'): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', DATA_DIR: '.data-bench-seed' };
  let dropDatabase = async () => {};
  if (db === 'postgres') {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `backdrop_bench_${Date.now()}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(text);
      await client.end();
    };
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = () => admin(`drop database if exists ${name} with (force)`);
  } else {
    rmSync('.data-bench-seed', { recursive: true, force: true });
  }
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed.ts', '--photos', String(photos)],
    {
      env,
      stdio: 'inherit',
    },
  );
  const seconds = (performance.now() - started) / 1000;
  await dropDatabase();
  rmSync('.data-bench-seed', { recursive: true, force: true });
  if (result.status !== 0) throw new Error('seed failed');
  console.log(
    `seed --photos ${photos} on ${db}: ${seconds.toFixed(1)} s (${Math.round(photos / seconds)} photos/s)`,
  );
}
