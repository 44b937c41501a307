import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/server-process';
import { describeStartFailure, startServer } from './main';

const temp = mkdtempSync(path.join(tmpdir(), 'backdrop-main-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const node = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

async function health(url: string): Promise<{ status: string; database: string; photos: number }> {
  // Raw: a real server process over the network, not the in-process app the typed client calls.
  const response = await fetch(`${url}/api/health`);
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; database: string; photos: number };
}

describe('server start-up', () => {
  it('seeds the demo catalogue on the first start only and keeps the data across restarts', async () => {
    const env = {
      DATA_DIR: path.join(temp, 'data'),
      // A port of its own: other test files, or another run of the suite, run side by side.
      PORT: String(await freePort()),
      DEMO_PHOTOS: '40',
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
    };
    const first = await startServer(env);
    const firstHealth = await health(first.url);
    expect(firstHealth).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(firstHealth.photos).toBeGreaterThan(30);
    await first.close();

    const second = await startServer(env);
    expect(await health(second.url)).toEqual(firstHealth);
    await second.close();
  });

  it('stops cleanly on SIGTERM and finds its data after a restart', async () => {
    const port = await freePort();
    const env = { DATA_DIR: path.join(temp, 'sigterm'), PORT: String(port), DEMO_PHOTOS: '20' };
    const launch = (): ChildProcess =>
      spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
        stdio: 'ignore',
      });
    const waitForHealth = async (child: ChildProcess) => {
      for (let attempt = 0; attempt < 600; attempt++) {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
        try {
          return await health(`http://127.0.0.1:${port}`);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      throw new Error('server did not answer');
    };
    const first = launch();
    const before = await waitForHealth(first);
    const exited = new Promise<number | null>((resolve) => first.once('exit', (code) => resolve(code)));
    first.kill('SIGTERM');
    expect(await exited).toBe(0);

    const second = launch();
    expect(await waitForHealth(second)).toEqual(before);
    const exitedAgain = new Promise<number | null>((resolve) => second.once('exit', (code) => resolve(code)));
    second.kill('SIGTERM');
    expect(await exitedAgain).toBe(0);
  });

  it('explains an unreachable DATABASE_URL in one line', async () => {
    const failure = await startServer({
      DATABASE_URL: 'postgres://postgres:hunter2@127.0.0.1:1/none',
      LOG_LEVEL: 'silent',
    }).catch((error: unknown) => describeStartFailure(error));
    expect(failure).toMatch(
      /^Backdrop could not start: Cannot connect to DATABASE_URL postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/none/,
    );
    expect(failure).not.toContain('hunter2');
  });

  it('explains a DATA_DIR that cannot be written', async () => {
    const file = path.join(temp, 'not-a-folder');
    writeFileSync(file, 'x');
    const failure = await startServer({ DATA_DIR: file, DATABASE_URL: '', LOG_LEVEL: 'silent' }).catch(
      (error: unknown) => describeStartFailure(error),
    );
    expect(failure).toMatch(
      /^Backdrop could not start: DATA_DIR ".*not-a-folder" cannot be written \(\w+\)\. Set DATA_DIR/,
    );
  });

  it('stops the process with one line per configuration problem, no stack trace', () => {
    const result = node(['src/server/main.ts'], { PORT: 'abc', NODE_ENV: 'staging' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Configuration error: NODE_ENV must be development, production or test (got "staging").',
      'Configuration error: PORT must be a whole number between 1 and 65535 (got "abc").',
    ]);
  });

  it('stops the seed with one line on a non-numeric --photos', () => {
    const result = node(['scripts/seed.ts', '--photos', 'many'], { DATA_DIR: path.join(temp, 'seed') });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid --photos "many": give a whole number from 0 to 2000000, e.g. --photos 3000.',
    );
  });
});
