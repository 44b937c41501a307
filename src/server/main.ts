import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuthServices } from './auth/auth-services';
import { type Config, ConfigError, loadConfig, loadDotEnv } from './config';
import { type DatabaseHandle, DatabaseStartError, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { isDemoSeeded, SeedError, seedDemoCatalogue } from './demo/seed-demo';
import { isLoopbackHost } from './http/client-address';
import { createLogger, type Logger } from './logger';
import { createMediaStore } from './media/media-store';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

async function seedOnFirstStart(config: Config, handle: DatabaseHandle, logger: Logger): Promise<void> {
  if (config.demoPhotos === 0 || config.isProduction || (await isDemoSeeded(handle))) return;
  const [row] = await handle.raw<{ n: number }>('select count(*)::int as n from photos');
  if (row && row.n > 0) return;
  const started = Date.now();
  logger.info({ photos: config.demoPhotos }, 'seeding the demo catalogue (first start only)');
  const result = await seedDemoCatalogue(handle, { photos: config.demoPhotos, demoAccounts: true });
  logger.info({ ...result, ms: Date.now() - started }, 'demo catalogue ready');
}

/** Distinct image keys of the newest and the most popular live photos. */
async function imageKeysOfFirstScreens(handle: DatabaseHandle): Promise<string[]> {
  const rows = await handle.raw<{ image_key: string }>(
    `select image_key from (
       (select image_key from photos where photo_status = 'live' order by popularity desc nulls last, id limit 150)
       union all
       (select image_key from photos where photo_status = 'live' order by created_at desc nulls last, id limit 150)
     ) first_screens group by image_key`,
  );
  return rows.map((row) => row.image_key);
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
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(handle);
    await seedOnFirstStart(config, handle, logger);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const mediaDir = path.resolve(config.dataDir, 'media');
  await mkdir(mediaDir, { recursive: true });
  const media = createMediaStore({
    dir: mediaDir,
    onWarmError: (error) => logger.warn({ err: error }, 'pre-rendering a thumbnail failed'),
  });
  const authServices = await createAuthServices(config, handle, logger);
  const app = createApp({ config, handle, logger, webRoot, ...authServices }, { media });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(instance),
    );
    instance.once('error', reject);
  }).catch(async (error: NodeJS.ErrnoException) => {
    await handle.close();
    if (error.code === 'EADDRINUSE') {
      throw new StartError(
        `Port ${config.port} on ${config.host} is already in use. Stop the other server or set PORT to a free port.`,
      );
    }
    throw error;
  });
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  if (!config.isProduction && !isLoopbackHost(config.host)) {
    logger.warn(
      `HOST=${config.host} serves other machines in ${config.env} mode: the development aids (mail outbox, local human check, test payments) still answer only this machine (127.0.0.1 / ::1).`,
    );
  }
  logger.info(
    { url, database: handle.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    'Backdrop is running',
  );
  // Thumbnails render on first request anyway; drawing the first screens' ahead, one at a time, makes them instant.
  const warming = media.warm(await imageKeysOfFirstScreens(handle));

  let closing: Promise<void> | null = null;
  return {
    url,
    close: () => {
      closing ??= (async () => {
        warming.stop();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await warming.done;
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
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Run directly (npm run dev): API only; Vite serves the web app.
  await runServerProcess();
}
