import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhoto, createUser } from '../../test/factories';
import { runStatement } from '../../test/one-statement';
import {
  freePort,
  NO_POSTGRES_BIN_REASON,
  POSTGRES_BIN,
  type ReplicaCluster,
  startPrimaryCluster,
  until,
} from '../../test/replica-cluster';
import { signUpShopper } from '../../test/shopper';
import { TEST_AUTH_SECRET } from '../../test/test-app';
import { typedClient } from '../../test/typed-client';
import { createApp } from '../app';
import { createAuthServices } from '../auth/auth-services';
import { loadConfig } from '../config';
import { startServer } from '../main';
import { type DatabaseHandle, openPostgres } from './client';
import { runMigrations } from './migrate';
import { openReadReplica, type ReadReplica } from './read-replica';
import { PRIMARY_COOKIE } from './read-replica-routing';

/**
 * Decision 024 against a real streaming replica: this file makes its own PostgreSQL 15 primary
 * and a replica of it (pg_basebackup) on two free ports in a temporary folder, and removes both
 * afterwards. The shared server on 5432 is left alone: its pg_hba.conf allows no replication.
 */

describe.skipIf(!POSTGRES_BIN)(
  `catalogue reads on a streaming replica${POSTGRES_BIN ? '' : ` (skipped: ${NO_POSTGRES_BIN_REASON})`}`,
  () => {
    let pair: ReplicaCluster | undefined;
    let dir = '';
    let primaryUrl = '';
    let replicaUrl = '';
    let primary: DatabaseHandle | undefined;
    let replica: ReadReplica | undefined;
    let app: ReturnType<typeof createApp>;
    const logs: { level: number; msg: string }[] = [];
    let photo = { id: '', photoid: 0, title: '' };

    beforeAll(async () => {
      pair = await startPrimaryCluster();
      ({ dir, primaryUrl, replicaUrl } = pair);

      const setup = await openPostgres(primaryUrl, { max: 2 });
      try {
        await runMigrations(setup);
        const creatorId = (await createUser(setup)).id;
        const created = await createPhoto(setup, {
          creatorId,
          title: 'Lighthouse at dusk',
          tags: ['lighthouse'],
        });
        photo = { id: created.id, photoid: created.photoid, title: created.title };
      } finally {
        await setup.close();
      }
      await pair.startReplica();

      primary = await openPostgres(primaryUrl, { max: 4 });
      const sink = new Writable({
        write(chunk, _encoding, done) {
          logs.push(JSON.parse(String(chunk)));
          done();
        },
      });
      const logger = pino({ level: 'info' }, sink);
      replica = await openReadReplica(replicaUrl, primary, logger, {
        checkEveryMs: 200,
        retryAfterMs: 60_000,
        maxLagMs: 120_000,
      });
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: '.data-test',
        AUTH_SECRET: TEST_AUTH_SECRET,
        APP_URL: 'http://localhost:3000',
        RATE_LIMITS: 'off',
        DATABASE_URL: primaryUrl,
        DATABASE_READ_URL: replicaUrl,
      });
      const services = await createAuthServices(config, primary, logger);
      app = createApp({ config, handle: primary, catalogue: replica.handle, logger, ...services });
    }, 120_000);

    afterAll(async () => {
      await replica?.close();
      await primary?.close();
      await pair?.remove();
    }, 60_000);

    const guest = () => typedClient(app, null);
    const titles = async (client: ReturnType<typeof typedClient>, q: string) => {
      const response = await client.photos.search.$get({ query: { q } });
      expect(response.status).toBe(200);
      return (await response.json()).items.map((item) => item.title);
    };

    it('serves a search from the replica: a photo written while its replay is paused is not found yet', async () => {
      expect(await titles(guest(), 'lighthouse')).toEqual(['Lighthouse at dusk']);
      const before = replica?.status().replicaReads ?? 0;
      expect(before).toBeGreaterThan(0);
      await runStatement(replicaUrl, 'select pg_wal_replay_pause()');
      const creatorId = (await createUser(primary as DatabaseHandle)).id;
      await createPhoto(primary as DatabaseHandle, { creatorId, title: 'Harbour crane', tags: ['crane'] });
      expect(await titles(guest(), 'crane')).toEqual([]);
      // The same search on the primary finds it: only the replica could have answered the guest.
      const onPrimary = await primary?.raw<{ title: string }>(
        `select title from photos where title = 'Harbour crane'`,
      );
      expect(onPrimary).toHaveLength(1);
      expect(replica?.status()).toMatchObject({ usable: true, primaryReads: 0 });
    });

    it("reads an admin's own edit from the primary at once, while other browsers still see the replica", async () => {
      const admin = await signUpShopper(app, primary as DatabaseHandle, 'boss@example.test', 'Ada');
      await primary?.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
      const [{ version } = { version: 1 }] =
        (await primary?.raw<{ version: number }>('select version from photos where id = $1', [photo.id])) ??
        [];
      const saved = await admin.client.studio.photos[':photoid'].$patch({
        param: { photoid: String(photo.photoid) },
        json: { version, title: 'Lighthouse in the storm' },
      });
      expect(saved.status).toBe(200);
      const cookie = saved.headers.getSetCookie().find((line) => line.startsWith(`${PRIMARY_COOKIE}=`));
      expect(cookie).toMatch(/Max-Age=10; Path=\/; HttpOnly; SameSite=Lax/);

      const detailTitle = async (cookies: string) => {
        const response = await typedClient(app, cookies).photos[':key'].$get({ param: { key: photo.id } });
        expect(response.status).toBe(200);
        return (await response.json()).photo.title;
      };
      // The admin's browser sends the cookie back: the primary answers with the new title.
      expect(await detailTitle(`${admin.cookie}; ${PRIMARY_COOKIE}=1`)).toBe('Lighthouse in the storm');
      expect(await titles(typedClient(app, `${admin.cookie}; ${PRIMARY_COOKIE}=1`), 'storm')).toEqual([
        'Lighthouse in the storm',
      ]);
      // Without it (another browser, or ten seconds later) the paused replica still has the old one.
      expect(await detailTitle(admin.cookie)).toBe(photo.title);
    });

    it('always reads a cart from the primary, and a cart change marks no browser', async () => {
      const buyer = await signUpShopper(app, primary as DatabaseHandle, 'buyer@example.test', 'Bo');
      const [crane] =
        (await primary?.raw<{ id: string }>(`select id from photos where title = 'Harbour crane'`)) ?? [];
      const added = await buyer.client.cart.$post({ json: { photo_id: crane?.id ?? '' } });
      expect(added.status).toBe(201);
      expect(added.headers.getSetCookie().some((line) => line.startsWith(`${PRIMARY_COOKIE}=`))).toBe(false);
      // The photo is not on the paused replica, yet the cart shows it: carts are read on the primary.
      const cart = await (await buyer.client.cart.$get()).json();
      expect(JSON.stringify(cart)).toContain(crane?.id);
    });

    it('leaves a replica that falls behind for the primary, and comes back to it once it catches up', async () => {
      const lines: { level: number; msg: string }[] = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      });
      // Replay is still paused since the first test, with the crane's insert received but not replayed.
      const strict = await openReadReplica(
        replicaUrl,
        primary as DatabaseHandle,
        pino({ level: 'info' }, sink),
        {
          checkEveryMs: 100,
          retryAfterMs: 100,
          maxLagMs: 500,
        },
      );
      try {
        await until(async () => (strict.status().usable ? undefined : true), 'the lag to be noticed', 5000);
        const rows = await strict.handle.raw<{ title: string }>(
          `select title from photos where title = 'Harbour crane'`,
        );
        expect(rows).toHaveLength(1);
        await runStatement(replicaUrl, 'select pg_wal_replay_resume()');
        await until(async () => (strict.status().usable ? true : undefined), 'the replica to catch up', 5000);
        expect(lines.filter((line) => line.level >= 30).map((line) => line.msg)).toEqual([
          'read replica is lagging: catalogue reads go to the primary until it is back',
          'read replica is back: catalogue reads use it again',
        ]);
      } finally {
        await strict.close();
      }
    });

    it('is opened by the server when DATABASE_READ_URL is set, and closed when it stops', async () => {
      const readers = async () =>
        Number(
          (
            await runStatement<{ n: string }>(
              replicaUrl,
              `select count(*) as n from pg_stat_activity where application_name = 'backdrop-catalogue-reads'`,
            )
          )[0]?.n,
        );
      const before = await readers();
      const server = await startServer({
        NODE_ENV: 'test',
        PORT: String(await freePort()),
        DATA_DIR: path.join(dir, 'server'),
        DATABASE_URL: primaryUrl,
        DATABASE_READ_URL: replicaUrl,
        DEMO_PHOTOS: '0',
        JOB_CONCURRENCY: '0',
        LOG_LEVEL: 'silent',
      });
      try {
        const response = await fetch(`${server.url}/api/photos/search?q=crane`);
        expect(response.status).toBe(200);
        expect(await readers()).toBeGreaterThan(before);
      } finally {
        await server.close();
      }
      await until(
        async () => ((await readers()) === before ? true : undefined),
        'the server to close its replica pool',
        5000,
      );
    });

    it('answers from the primary when the replica stops, with one warning for the incident', async () => {
      await pair?.stopReplica('immediate');
      for (let i = 0; i < 3; i++) expect(await titles(guest(), 'crane')).toEqual(['Harbour crane']);
      const photoPage = await typedClient(app, null).photos.facets.$get({ query: { q: 'lighthouse' } });
      expect(photoPage.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 600));
      const warnings = logs.filter((line) => line.level === 40);
      expect(warnings.map((line) => line.msg)).toEqual([
        'read replica does not answer: catalogue reads go to the primary until it is back',
      ]);
      expect(replica?.status()).toMatchObject({ usable: false });
      expect(replica?.status().primaryReads).toBeGreaterThan(0);
    });
  },
);
