import { SingleBar } from 'cli-progress';
import { ConfigError, loadConfig, loadDotEnv } from '../src/server/config';
import { DatabaseStartError, openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { withStartupLock } from '../src/server/db/startup-lock';
import { resetCatalogue } from '../src/server/demo/reset';
import { SeedError, seedDemoCatalogue } from '../src/server/demo/seed-demo';
import { parseSeedArgs, SeedArgsError } from './seed-args';
import { describePhase } from './seed-phases';

async function main(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2));
  loadDotEnv();
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = Date.now();
  try {
    // Another process may be starting on the same database: only one migrates at a time.
    await withStartupLock(handle, () => runMigrations(handle));
    if (args.reset) await resetCatalogue(handle);
    const bar = new SingleBar({
      format:
        'Seeding |{bar}| {percentage}% | {value}/{total} photos | {duration_formatted} elapsed, ETA {eta_formatted}',
      hideCursor: true,
      // In CI logs and pipes, print a line every 5 s instead of redrawing.
      noTTYOutput: true,
      notTTYSchedule: 5000,
    });
    bar.start(args.photos, 0);
    const result = await seedDemoCatalogue(handle, {
      photos: args.photos,
      seed: args.seed,
      demoAccounts: args.accounts && !config.isProduction,
      onProgress: (done) => bar.update(done),
      onPhase: (step) => {
        // The bar ends with the photos; what follows (minutes at 1M photos) gets a line a step.
        if (bar.isActive) bar.stop();
        console.log(describePhase(step, Date.now() - started));
      },
    });
    if (bar.isActive) bar.stop();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${result.photos} photos (${result.livePhotos} live) from ${result.creators} creators into ${handle.kind} in ${seconds} s.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DatabaseStartError ||
    error instanceof SeedError ||
    error instanceof SeedArgsError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(known ? message : `Seed failed: ${message}`);
  // An unexpected failure keeps its stack for whoever debugs it, after the readable line.
  if (!known && error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
