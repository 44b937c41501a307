import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { vector } from '@electric-sql/pglite-pgvector';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPhoto, createUser } from '../../test/factories';
import { startS3Server } from '../../test/s3-server';
import { buyLines, createProduction, signUpShopper } from '../../test/shopper';
import { createTestApp } from '../../test/test-app';
import {
  adminQuery,
  adminUrl,
  createTestDatabase,
  TEST_DATABASES,
  type TestDatabase,
  uniqueDatabaseName,
  withDatabaseName,
} from '../../test/test-database';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { maintainClickPartitions } from '../features/analytics';
import { createLocalStore } from '../storage/local-store';
import type { ObjectStore } from '../storage/object-store';
import { BackupError } from './backup-error';
import { createBackup } from './create-backup';
import { knownMigrations, type Query, rowCounts } from './database-facts';
import { FILES_DIR, MANIFEST_FILE, type Manifest } from './manifest';
import { restoreBackup } from './restore-backup';

/** The tables whose every row is compared by checksum, beyond the counts of all tables. */
const KEY_TABLES = [
  '"user"',
  'orders',
  'order_items',
  'purchases',
  'photo_uploads',
  'releases',
  'photos',
  'click_events',
  'drizzle.__drizzle_migrations',
];

const PARTITIONS = `select c.relname::text as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
  where i.inhparent = 'click_events'::regclass order by 1`;

interface Snapshot {
  counts: Record<string, number>;
  checksums: Record<string, string>;
  partitions: string[];
  clickSequence: number;
}

async function snapshotOf(handle: DatabaseHandle): Promise<Snapshot> {
  const query = handle.raw as Query;
  const checksums: Record<string, string> = {};
  for (const table of KEY_TABLES) {
    const [row] = await query<{ sum: string }>(
      `select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${table} t`,
    );
    checksums[table] = row?.sum ?? '';
  }
  const [sequence] = await query<{ last: string }>('select last_value as last from click_events_id_seq');
  return {
    counts: await rowCounts(query),
    checksums,
    partitions: (await query<{ name: string }>(PARTITIONS)).map((row) => row.name),
    clickSequence: Number(sequence?.last),
  };
}

async function bytesOf(store: ObjectStore, key: string): Promise<Buffer> {
  const object = await store.read(key);
  if (!object) throw new Error(`no object ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function filesOf(store: ObjectStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const { key } of await store.list('')) {
    files[key] = createHash('sha256')
      .update(await bytesOf(store, key))
      .digest('hex');
  }
  return files;
}

/** A PGlite data directory under `dataDir`, loaded from the run's migrated template. */
async function pgliteDataDirFromTemplate(dataDir: string): Promise<void> {
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const template = new Blob([new Uint8Array(await readFile(inject('pgliteTemplateFile')))]);
  const client = await PGlite.create({
    dataDir: dir,
    loadDataDir: template,
    extensions: { pg_trgm, unaccent, vector },
  });
  await client.close();
}

function configFor(env: { DATA_DIR: string; DATABASE_URL?: string } & Record<string, string>): Config {
  return loadConfig({ NODE_ENV: 'test', DEMO_PHOTOS: '0', ...env });
}

/** Issue 29 item 7: a backup of orders, purchases, uploads, originals and releases restores whole. */
describe.each(TEST_DATABASES)('backup and restore on %s', (kind) => {
  const folders: string[] = [];
  const databases: string[] = [];
  let source: TestDatabase | null = null;
  let handle: DatabaseHandle;
  let sourceDir = '';
  let sourceConfig: Config;
  let sourceStore: ObjectStore;
  let before: Snapshot;
  let sourceFiles: Record<string, string>;
  let backupDir = '';
  let manifest: Manifest;
  let s3: Awaited<ReturnType<typeof startS3Server>> | null = null;

  const folder = async (name: string) => {
    const made = await mkdtemp(path.join(tmpdir(), `backdrop-${name}-`));
    folders.push(made);
    return made;
  };

  /** An empty place to restore into: a fresh PostgreSQL database, or a fresh DATA_DIR. */
  const emptyTarget = async (env: Record<string, string> = {}): Promise<Config> => {
    const dataDir = await folder('restore');
    if (kind === 'pglite') return configFor({ ...env, DATA_DIR: dataDir });
    const name = uniqueDatabaseName('backdrop_restore');
    await adminQuery(`create database ${name}`);
    databases.push(name);
    return configFor({ ...env, DATA_DIR: dataDir, DATABASE_URL: withDatabaseName(adminUrl(), name) });
  };

  const openTarget = (config: Config) =>
    config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);

  const restoreError = async (options: Parameters<typeof restoreBackup>[0]) => {
    const error = await restoreBackup(options).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(BackupError);
    return (error as BackupError).message;
  };

  beforeAll(async () => {
    sourceDir = await folder('source');
    if (kind === 'pglite') {
      await pgliteDataDirFromTemplate(sourceDir);
      handle = await openPglite(sourceDir);
      sourceConfig = configFor({ DATA_DIR: sourceDir });
    } else {
      source = await createTestDatabase('postgres');
      handle = source.handle;
      sourceConfig = configFor({ DATA_DIR: sourceDir, DATABASE_URL: source.url ?? '' });
    }
    sourceStore = createLocalStore(sourceDir);
    const app = await createTestApp(handle, { storage: sourceStore });

    // Orders and purchases, through checkout and the test provider.
    const creator = await createUser(handle);
    const photos = [];
    for (let index = 0; index < 3; index++) {
      photos.push(await createPhoto(handle, { creatorId: creator.id, title: `Harbour wall ${index}` }));
    }
    const buyer = await signUpShopper(app, handle, 'buyer@example.test', 'Bea');
    const project = await createProduction(handle, buyer);
    await buyLines(handle, buyer, project.id, [{ photoId: photos[0]?.id ?? '', licenseType: 'hero-usage' }]);
    await buyLines(handle, buyer, project.id, [
      { photoId: photos[1]?.id ?? '' },
      { photoId: photos[2]?.id ?? '' },
    ]);

    // Originals of the photos, an upload with its master, a release with its PDF.
    for (const [index, photo] of photos.entries()) {
      await sourceStore.put(
        `originals/${photo.image_key}.jpg`,
        Buffer.from(`jpeg bytes ${index}`),
        'image/jpeg',
      );
    }
    const uploadId = randomUUID();
    const master = Buffer.alloc(300_000, 7);
    await sourceStore.putStream(`masters/${uploadId}`, Readable.from([master]), 'image/jpeg', master.length);
    await handle.raw(
      `insert into photo_uploads (id, batch_id, uploaded_by, creator_id, file_name, declared_size, state, master_key)
       values ($1, $2, $3, $3, 'harbour.jpg', $4, 'received', $5)`,
      [uploadId, randomUUID(), creator.id, master.length, `masters/${uploadId}`],
    );
    const releaseId = randomUUID();
    const pdf = Buffer.from('%PDF-1.7 signed release');
    await sourceStore.put(`releases/${releaseId}.pdf`, pdf, 'application/pdf');
    await handle.raw(
      `insert into releases (id, creator_id, kind, signer, signer_role, signed_on, covers, file_key, file_name,
         content_type, file_size, content_sha256)
       values ($1, $2, 'person', 'Ann Lee', 'the person shown', '1972-05-01', 'Ann on the wall', $3, 'release.pdf',
         'application/pdf', $4, $5)`,
      [
        releaseId,
        creator.id,
        `releases/${releaseId}.pdf`,
        pdf.length,
        createHash('sha256').update(pdf).digest('hex'),
      ],
    );

    // Click events in this month's partition and in the default one (an old month).
    await maintainClickPartitions(handle, { retentionMonths: 13 });
    await handle.raw(
      `insert into click_events (event_type, entity_id, entity_type, created_at)
       values ('photo_view', $1, 'photo', now()), ('photo_view', $1, 'photo', now()),
              ('photo_view', $1, 'photo', '2020-01-15T10:00:00Z')`,
      [photos[0]?.id],
    );

    before = await snapshotOf(handle);
    sourceFiles = await filesOf(sourceStore);
    if (kind === 'pglite') await handle.close();
    if (kind === 'postgres') s3 = await startS3Server('backdrop-restored');
  }, 180_000);

  afterAll(async () => {
    if (kind === 'postgres') await source?.drop();
    await s3?.close();
    for (const name of databases) await adminQuery(`drop database if exists ${name} with (force)`);
    for (const made of folders) await rm(made, { recursive: true, force: true });
  });

  it('backs up, restores into an empty place, and finds every row and every file again', async () => {
    // PostgreSQL is backed up while its handle stays open (a running server); PGlite closed.
    const result = await createBackup({
      config: sourceConfig,
      out: path.join(await folder('backups'), 'nightly'),
    });
    backupDir = result.dir;
    manifest = result.manifest;
    expect(manifest.database.kind).toBe(kind);
    // Every migration of this version, the newest last (read from the journal, so a new one needs no edit here).
    expect(manifest.database.migrations).toEqual([...(await knownMigrations())]);
    expect(manifest.database.rowCounts).toEqual(before.counts);
    expect(manifest.database.rowCounts['public.orders']).toBe(2);
    expect(manifest.database.rowCounts['public.purchases']).toBe(3);
    expect(manifest.database.rowCounts['public.photo_uploads']).toBe(1);
    expect(manifest.database.rowCounts['public.click_events_default']).toBe(1);
    expect(Object.fromEntries(manifest.files.map((file) => [file.key, file.sha256]))).toEqual(sourceFiles);
    expect(Object.keys(sourceFiles)).toHaveLength(5);

    // On PostgreSQL the files go to S3 (s3rver), as the configuration's S3_* say.
    const target = await emptyTarget(
      s3
        ? {
            S3_ENDPOINT: s3.endpoint,
            S3_BUCKET: s3.bucket,
            S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
            S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
          }
        : {},
    );
    const targetStore = s3 ? s3.store : createLocalStore(target.dataDir);
    const summary = await restoreBackup({ config: target, from: backupDir });
    expect(summary).toMatchObject({
      files: 5,
      tables: Object.keys(before.counts).length,
      previousDatabase: null,
    });

    const restored = await openTarget(target);
    try {
      const after = await snapshotOf(restored);
      expect(after).toEqual(before);
      expect(after.partitions).toContain('click_events_default');
      expect(after.partitions.length).toBeGreaterThan(1);
    } finally {
      await restored.close();
    }
    expect(await filesOf(targetStore)).toEqual(sourceFiles);

    // What a target that is not empty answers: a refusal that changes nothing, then --force.
    const refused = await restoreError({ config: target, from: backupDir });
    expect(refused).toMatch(
      /^The target is not empty \(.*database.* and .*holds files\)\. .*--force.*Nothing was changed\.$/,
    );
    const replaced = await restoreBackup({ config: target, from: backupDir, force: true });
    if (kind === 'pglite') expect(replaced.previousDatabase).toMatch(/pglite\.replaced-/);
    const again = await openTarget(target);
    try {
      expect((await snapshotOf(again)).counts).toEqual(before.counts);
    } finally {
      await again.close();
    }
  }, 180_000);

  it('refuses a damaged backup before changing anything: a changed file, a missing file, a bad manifest', async () => {
    const copy = path.join(await folder('damaged'), 'copy');
    await cp(backupDir, copy, { recursive: true });
    const target = await emptyTarget();
    const targetStore = createLocalStore(target.dataDir);
    const master = manifest.files.find((file) => file.key.startsWith('masters/'))?.key ?? '';
    const masterFile = path.join(copy, FILES_DIR, ...master.split('/'));

    const bytes = await readFile(masterFile);
    bytes[1000] = (bytes[1000] ?? 0) ^ 0xff;
    await writeFile(masterFile, bytes);
    expect(await restoreError({ config: target, from: copy, storage: targetStore })).toBe(
      `The backup at ${copy} is damaged, so nothing was restored: ${master} does not match its SHA-256.`,
    );

    await unlink(masterFile);
    expect(await restoreError({ config: target, from: copy, storage: targetStore })).toMatch(
      `${master} is missing`,
    );

    const dump = path.join(copy, manifest.database.file);
    await writeFile(dump, 'not a dump');
    expect(await restoreError({ config: target, from: copy, storage: targetStore })).toMatch(
      `the database dump (${manifest.database.file}) has 10 bytes instead of ${manifest.database.size}`,
    );

    await writeFile(
      path.join(copy, MANIFEST_FILE),
      JSON.stringify({
        ...manifest,
        app: { version: '0.2.0', commit: 'c0ffee0123456789' },
        database: { ...manifest.database, migrations: [...manifest.database.migrations, '0042_future'] },
      }),
    );
    expect(await restoreError({ config: target, from: copy, storage: targetStore })).toBe(
      'This backup was made by a newer version of Backdrop (commit c0ffee012345): its database has migrations this version does not know (0042_future). Restore it with that version or a later one. Nothing was changed.',
    );

    await writeFile(path.join(copy, MANIFEST_FILE), '{"format": "backdrop-backup", "files": [');
    expect(await restoreError({ config: target, from: copy, storage: targetStore })).toBe(
      `The backup at ${copy} is damaged: its manifest.json is not valid JSON.`,
    );
    await writeFile(
      path.join(copy, MANIFEST_FILE),
      JSON.stringify({ ...manifest, files: [{ ...manifest.files[0], key: '../../etc/passwd' }] }),
    );
    expect(await restoreError({ config: target, from: copy, storage: targetStore })).toMatch(
      /is damaged or not a Backdrop backup: manifest\.json files\.0\.key must be a storage key/,
    );
    await unlink(path.join(copy, MANIFEST_FILE));
    expect(await restoreError({ config: target, from: copy, storage: targetStore })).toMatch(
      `${copy} is not a Backdrop backup: it has no manifest.json.`,
    );
    expect(
      await restoreError({ config: target, from: path.join(copy, 'nowhere'), storage: targetStore }),
    ).toBe(`There is no backup at ${path.join(copy, 'nowhere')}: no such file or folder.`);

    // Nothing reached the target: no database tables, no data directory, no files.
    expect(await targetStore.list('')).toEqual([]);
    if (target.databaseUrl) {
      const restored = await openPostgres(target.databaseUrl);
      try {
        expect(await rowCounts(restored.raw as Query)).toEqual({});
      } finally {
        await restored.close();
      }
    } else {
      expect(existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);
    }
  });

  it('refuses a backup of the other kind of database, in words', async () => {
    const other =
      kind === 'pglite'
        ? configFor({ DATA_DIR: await folder('other'), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
        : configFor({ DATA_DIR: await folder('other') });
    expect(await restoreError({ config: other, from: backupDir })).toBe(
      kind === 'pglite'
        ? 'This backup holds the embedded database (PGlite), but the configuration points at PostgreSQL. Unset DATABASE_URL to restore it into DATA_DIR; restoring across the two kinds is not supported. Nothing was changed.'
        : 'This backup holds PostgreSQL, but the configuration points at the embedded database (PGlite). Set DATABASE_URL to an empty PostgreSQL database to restore it; restoring across the two kinds is not supported. Nothing was changed.',
    );
  });

  it.runIf(kind === 'pglite')(
    'refuses to copy the embedded database while a server has it open',
    async () => {
      const open = await openPglite(sourceDir);
      try {
        const out = path.join(await folder('busy'), 'backup');
        const error = await createBackup({ config: sourceConfig, out }).catch((thrown: unknown) => thrown);
        expect(error).toBeInstanceOf(BackupError);
        expect((error as Error).message).toMatch(/is open in another process .*stop it, then run this again/);
        expect(existsSync(out)).toBe(false);
        expect(existsSync(`${out}.partial`)).toBe(false);
      } finally {
        await open.close();
      }
    },
  );

  it.runIf(kind === 'postgres')('says so when pg_dump is not installed', async () => {
    const path_ = process.env.PATH;
    process.env.PATH = await folder('empty-path');
    try {
      const error = await createBackup({
        config: sourceConfig,
        out: path.join(await folder('nopg'), 'b'),
      }).catch((thrown: unknown) => thrown);
      expect((error as Error).message).toMatch(
        /^pg_dump was not found\. Install the PostgreSQL client tools/,
      );
    } finally {
      process.env.PATH = path_;
    }
  });
});
