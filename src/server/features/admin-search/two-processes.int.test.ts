import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runStatement } from '../../../test/one-statement';
import {
  freePort,
  humanToken,
  killLeftover,
  launchServer,
  type ServerProcess,
  waitUntilServing,
} from '../../../test/server-process';
import { withDatabaseName } from '../../../test/test-database';

const adminUrl = process.env.TEST_DATABASE_URL;
const DEMO_ADMIN = { email: 'admin@backdrop.test', password: 'backdrop-admin' };

/**
 * Issue 25 item 5: a change made through one app process reaches searches on another process
 * sharing the database, without a restart. Raw fetches: two real server processes over the network.
 * (The ranking settings' 2-second reread is tested with two app instances, each with its own
 * cache, in admin-search.int.test.ts.)
 */
describe.skipIf(!adminUrl)('search settings across two app processes on one PostgreSQL', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'backdrop-search-settings-'));
  const name = `backdrop_search_settings_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) killLeftover(server);
    await Promise.all(servers.map((server) => server.exited));
    if (adminUrl) await runStatement(adminUrl, `drop database if exists ${name} with (force)`);
    rmSync(temp, { recursive: true, force: true });
  });

  it('a synonym added through one process is used by the other’s next search', async () => {
    if (!adminUrl) return;
    await runStatement(adminUrl, `create database ${name}`);
    const databaseUrl = withDatabaseName(adminUrl, name);
    for (const [index, port] of [await freePort(), await freePort()].entries())
      servers.push(
        launchServer(port, {
          NODE_ENV: 'development',
          AUTH_SECRET: 'two-processes-share-one-secret-of-32-chars',
          DATABASE_URL: databaseUrl,
          DATA_DIR: path.join(temp, `data-${index}`),
          DEMO_PHOTOS: '30',
        }),
      );
    const [first, second] = servers;
    if (!first || !second) throw new Error('two servers expected');
    // One after the other: the second finds the demo seeded.
    await waitUntilServing(first);
    await waitUntilServing(second);

    const signIn = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: first.url,
        'x-captcha-response': await humanToken(first.url),
      },
      body: JSON.stringify(DEMO_ADMIN),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .join('; ');
    const onFirst = (route: string, method: string, body: unknown) =>
      fetch(`${first.url}/api/admin/${route}`, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: first.url, Cookie: cookie },
        body: JSON.stringify(body),
      });
    const searchOnSecond = async (q: string) =>
      (await (await fetch(`${second.url}/api/photos/search?q=${q}`)).json()) as { total: number };

    // Synonyms are read by every search: the other process finds the new one at once. The head is
    // a word the small demo catalogue has photos of.
    const totals = await Promise.all(
      ['family', 'christmas', 'kitchen', 'portrait'].map(async (word) => ({
        word,
        ...(await searchOnSecond(word)),
      })),
    );
    const head = totals.find((found) => found.total > 0);
    if (!head) throw new Error('the demo catalogue has none of the words');
    expect((await searchOnSecond('kerstmis')).total).toBe(0);
    expect((await onFirst('synonyms', 'POST', { term: 'kerstmis', synonym_of: head.word })).status).toBe(201);
    expect((await searchOnSecond('kerstmis')).total).toBe(head.total);

    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
  });
});
