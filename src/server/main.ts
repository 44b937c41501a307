import { mkdir } from 'node:fs/promises';
import { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { createApp } from './app';
import { createAuthServices } from './auth/auth-services';
import { resolveAuthSecret } from './auth/secret';
import { type Config, ConfigError, loadConfig, loadDotEnv } from './config';
import { type DatabaseHandle, DatabaseStartError, openDatabase, STATEMENT_TIMEOUT_MS } from './db/client';
import { runMigrations } from './db/migrate';
import { openReadReplica, type ReadReplica } from './db/read-replica';
import { withStartupLock } from './db/startup-lock';
import { photos } from './db/tables';
import { isDemoSeeded, SeedError, seedDemoCatalogue } from './demo/seed-demo';
import { startAnalyticsSchedule, stopClickEvents } from './features/analytics';
import { tusOf } from './features/uploads/tus';
import { isLoopbackHost } from './http/client-address';
import { type ConnectionDrain, trackConnections } from './http/connection-drain';
import { createJobHandlers } from './jobs/handlers';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { createLogger, type Logger } from './logger';
import { derivedImages } from './media/derive/derived-images';
import { stopSharedFaceDetector } from './media/faces/detector';
import { createMediaStore } from './media/media-store';
import { createUsedKeys, loadWarmImageKeys, photoKeyLookups } from './media/used-keys';
import { warmCatalogue } from './media/warm-catalogue';
import { createPaymentProvider } from './payments/payment-services';
import { createObjectStore } from './storage/storage-services';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

async function seedOnFirstStart(config: Config, handle: DatabaseHandle, logger: Logger): Promise<void> {
  if (config.demoPhotos === 0 || config.isProduction || (await isDemoSeeded(handle))) return;
  if ((await handle.db.$count(photos)) > 0) return;
  const started = Date.now();
  logger.info({ photos: config.demoPhotos }, 'seeding the demo catalogue (first start only)');
  const result = await seedDemoCatalogue(handle, { photos: config.demoPhotos, demoAccounts: true });
  logger.info({ ...result, ms: Date.now() - started }, 'demo catalogue ready');
}

/**
 * Thumbnails drawn ahead after the first screens': the most popular photos', which the home page,
 * the popular page and most searches show first. Every photo has its own image (decision 001), so
 * drawing the whole demo catalogue would keep both cores busy for a minute after each first start;
 * the rest are drawn when first asked for (~40 ms each).
 */
const WARM_THUMBNAILS = 600;

/** Distinct image keys of the newest and the most popular live photos. */
async function imageKeysOfFirstScreens(handle: DatabaseHandle): Promise<string[]> {
  const firstScreen = (order: SQL) =>
    handle.db
      .select({ imageKey: photos.imageKey })
      .from(photos)
      .where(eq(photos.photoStatus, 'live'))
      .orderBy(order, asc(photos.id))
      .limit(150);
  const [popular, newest] = await Promise.all([
    firstScreen(sql`${photos.popularity} desc nulls last`),
    firstScreen(sql`${photos.createdAt} desc nulls last`),
  ]);
  return [...new Set([...popular, ...newest].map((row) => row.imageKey))];
}

/** How long a stopping server waits for its requests; under the usual 30 s before a SIGKILL. */
const DRAIN_TIMEOUT_MS = 20_000;

/**
 * How long a stopping server keeps listening, answering as usual (with `Connection: close`, and
 * 503 on /api/health) before its listener closes: clients that connect just after the signal are
 * answered rather than reset (issue 29 item 4); after it, new connections are refused. Short, so
 * the listener closes within about 1.5 s.
 */
const DRAIN_GRACE_MS = 1000;

/**
 * Opens the database for serving after migrating and seeding it. Processes started together on
 * a fresh database take turns: the first migrates and seeds. On PostgreSQL that work runs on a
 * pool of its own, closed afterwards, because building indexes over a large catalogue takes far
 * longer than the statement budget requests get. PGlite (one process, one connection, no
 * statement_timeout) keeps the handle it opened.
 */
async function openPreparedDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  // On PGlite this is the serving handle (its queue's budget); on PostgreSQL maintenance ignores it.
  const first = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    queue: config.databaseUrl ? undefined : queueOf(config),
    pgliteThread: true,
  });
  try {
    await withStartupLock(first, async () => {
      await runMigrations(first);
      await seedOnFirstStart(config, first, logger);
    });
  } catch (error) {
    await first.close();
    throw error;
  }
  if (first.kind === 'pglite') return first;
  await first.close();
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    queue: queueOf(config),
  });
}

/** The serving handle's admission queue (db/admission.ts), from DB_QUEUE_BUDGET_MS and DB_QUEUE_MAX_WAITING. */
function queueOf(config: Config) {
  return { queueBudgetMs: config.dbQueue.budgetMs, queueMaxWaiting: config.dbQueue.maxWaiting };
}

/** config → database → migrations → first-start seed → app → listen. */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  webRoot?: string,
): Promise<RunningServer> {
  const config = loadConfig(env);
  const logger = createLogger({
    level: config.logLevel,
    pretty: !config.isProduction && process.stdout.isTTY,
  });
  const handle = await openPreparedDatabase(config, logger);
  // Catalogue reads on the replica when DATABASE_READ_URL is set (decision 024); it may be down.
  const replica: ReadReplica | null = config.databaseReadUrl
    ? await openReadReplica(config.databaseReadUrl, handle, logger, {
        statementTimeoutMs: STATEMENT_TIMEOUT_MS,
      })
    : null;
  const mediaDir = path.resolve(config.dataDir, 'media');
  await mkdir(mediaDir, { recursive: true });
  // Only keys some photo uses are ever drawn; any other answers 404 (see used-keys.ts).
  const usedKeys = createUsedKeys(photoKeyLookups(handle));
  const storage = await createObjectStore(config, config.dataDir);
  const media = createMediaStore({
    dir: mediaDir,
    isUsedKey: usedKeys.has,
    uploaded: derivedImages(storage),
    onWarmError: (error, file) => logger.warn({ err: error, file }, 'pre-rendering an image failed'),
  });
  const authServices = await createAuthServices(config, handle, logger);
  const secret = await resolveAuthSecret({ authSecret: config.authSecret, dataDir: config.dataDir, handle });
  const payments = createPaymentProvider(config, handle, secret, logger);
  let connections: ConnectionDrain | undefined;
  const isDraining = () => connections?.draining ?? false;
  const deps = {
    config,
    handle,
    ...(replica ? { catalogue: replica.handle } : {}),
    logger,
    webRoot,
    ...authServices,
    payments,
    storage,
    isDraining,
  };
  const app = createApp(deps, { media });
  // Uploads left unfinished for a day are removed now and every hour (issue 26 item 1).
  tusOf(deps);

  const server = await new Promise<Server>((resolve, reject) => {
    const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      // serve() makes a plain HTTP/1.1 server unless given another createServer.
      instance instanceof Server ? resolve(instance) : reject(new StartError('Not an HTTP/1.1 server.')),
    );
    instance.once('error', reject);
  }).catch(async (error: NodeJS.ErrnoException) => {
    await replica?.close();
    await handle.close();
    if (error.code === 'EADDRINUSE') {
      throw new StartError(
        `Port ${config.port} on ${config.host} is already in use. Stop the other server or set PORT to a free port.`,
      );
    }
    throw error;
  });
  const drain = trackConnections(server);
  connections = drain;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  if (!config.isProduction && !isLoopbackHost(config.host)) {
    logger.warn(
      `HOST=${config.host} serves other machines in ${config.env} mode: the development aids (mail outbox, local human check, test payments) still answer only this machine (127.0.0.1 / ::1).`,
    );
  }
  logger.info(
    {
      url,
      database: handle.kind,
      readReplica: replica
        ? replica.status().usable
          ? 'in use'
          : 'not answering: reads go to the primary'
        : undefined,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
    },
    'Backdrop is running',
  );
  // The home page's backgrounds, the first screens' thumbnails, then the rest of the catalogue's,
  // behind every visitor's request (see warm-catalogue.ts).
  const loadRest = () => loadWarmImageKeys(handle, WARM_THUMBNAILS);
  const warming = warmCatalogue(media, loadRest, await imageKeysOfFirstScreens(handle), (error) =>
    logger.warn({ err: error }, 'listing the thumbnails to pre-render failed'),
  );

  // Background jobs (derivation of uploads): survive restarts, run once across processes.
  const jobs: JobRunner | null =
    config.jobConcurrency > 0
      ? createJobRunner(handle, {
          handlers: createJobHandlers({ handle, storage }),
          concurrency: config.jobConcurrency,
          onError: (error, job) =>
            logger.warn(
              { err: error, job: job ? { id: job.id, kind: job.kind, attempt: job.attempts } : undefined },
              'a background job failed',
            ),
        })
      : null;

  // Click events: folded into click_analytics every minute, monthly partitions kept (issue 28).
  const analytics = startAnalyticsSchedule(handle, {
    retentionMonths: config.analyticsRetentionMonths,
    logger,
  });

  let closing: Promise<void> | null = null;
  return {
    url,
    close: () => {
      closing ??= (async () => {
        warming.stop();
        // No job is claimed from now; the one in progress finishes, or is given back for the next start.
        const stoppingJobs = jobs?.stop(DRAIN_TIMEOUT_MS / 2);
        logger.info('stopping: answering the requests already received');
        const { forced } = await drain.drain(DRAIN_TIMEOUT_MS, { graceMs: DRAIN_GRACE_MS });
        if (forced) logger.warn(`connections still busy after ${DRAIN_TIMEOUT_MS / 1000} s were closed`);
        await warming.done;
        await stoppingJobs;
        await analytics.stop();
        // Every event answered 202 is written before the database closes.
        await stopClickEvents(handle);
        await stopSharedFaceDetector();
        await replica?.close();
        await handle.close();
        logger.info('stopped cleanly');
      })();
      return closing;
    },
  };
}

export class StartError extends Error {
  override name = 'StartError';
}

/** Errors a person can fix: one clear line each, never a bare stack trace. */
export function describeStartFailure(error: unknown): string {
  if (error instanceof ConfigError) return error.problems.join('\n');
  if (error instanceof DatabaseStartError || error instanceof SeedError || error instanceof StartError) {
    return `Backdrop could not start: ${error.message}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `Backdrop could not start: ${message}`;
}

/** Runs until SIGTERM/SIGINT, then closes the server and the database (PGlite flushes to disk). */
export async function runServerProcess(webRoot?: string): Promise<void> {
  let running: RunningServer;
  try {
    loadDotEnv();
    running = await startServer(process.env, webRoot);
  } catch (error) {
    console.error(describeStartFailure(error));
    if (
      !(error instanceof ConfigError || error instanceof DatabaseStartError || error instanceof StartError)
    ) {
      console.error(error);
    }
    process.exit(1);
  }
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  // `on`, not `once`: a repeated signal (npm start's parent passes on what a terminal also sends
  // to this process) must not end the process before its requests are answered; close() is idempotent.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Run directly (npm run dev): API only; Vite serves the web app.
  await runServerProcess();
}
