import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runStatement } from '../../test/one-statement';
import {
  DEMO_BUYER,
  freePort,
  humanToken,
  killLeftover,
  launchServer,
  type ServerProcess,
  waitUntilServing,
} from '../../test/server-process';
import { withDatabaseName } from '../../test/test-database';

const adminUrl = process.env.TEST_DATABASE_URL;
const DEMO_PHOTOS = 30;

/** ARCHITECTURE.md, scaling out: app processes keep no state of their own. */
describe.skipIf(!adminUrl)('two app processes on one PostgreSQL', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'backdrop-processes-'));
  const name = `backdrop_processes_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) killLeftover(server);
    await Promise.all(servers.map((server) => server.exited));
    if (adminUrl) await runStatement(adminUrl, `drop database if exists ${name} with (force)`);
    rmSync(temp, { recursive: true, force: true });
  });

  it('start together on a fresh database, seed it once and share sessions', async () => {
    if (!adminUrl) return;
    await runStatement(adminUrl, `create database ${name}`);
    const databaseUrl = withDatabaseName(adminUrl, name);
    const ports = [await freePort(), await freePort()];
    // Development mode without AUTH_SECRET: each process would generate a secret of its own.
    for (const [index, port] of ports.entries()) {
      servers.push(
        launchServer(port, {
          NODE_ENV: 'development',
          AUTH_SECRET: '',
          DATABASE_URL: databaseUrl,
          DATA_DIR: path.join(temp, `data-${index}`),
          DEMO_PHOTOS: String(DEMO_PHOTOS),
        }),
      );
    }
    const [first, second] = servers;
    if (!first || !second) throw new Error('two servers expected');
    await Promise.all(servers.map((server) => waitUntilServing(server)));

    const [counts] = await runStatement<{ photos: number; creators: number; seeds: number }>(
      databaseUrl,
      `select (select count(*)::int from photos) as photos,
              (select count(*)::int from profiles where storefront_name is not null) as creators,
              (select count(*)::int from app_meta where key = 'demo_catalogue') as seeds`,
    );
    // The seed's 40 storefronts and the demo contributor's, once: one process seeded, the other found it done.
    expect(counts).toEqual({ photos: DEMO_PHOTOS, creators: 41, seeds: 1 });

    // Raw: two real server processes over the network (and better-auth's sign-in, outside ApiType).
    const signIn = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: first.url,
        'x-captcha-response': await humanToken(first.url),
      },
      body: JSON.stringify(DEMO_BUYER),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .join('; ');
    const me = await fetch(`${second.url}/api/me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(DEMO_BUYER.email);

    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
  });
});
