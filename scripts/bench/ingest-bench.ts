import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { openPglite } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { enqueueJob } from '../../src/server/jobs/enqueue';
import { createJobRunner, type JobHandlers } from '../../src/server/jobs/runner';
import {
  DERIVE_UPLOAD,
  deriveUploadHandler,
  deriveUploadKey,
} from '../../src/server/media/derive/derive-upload';
import { createLocalStore } from '../../src/server/storage/local-store';
import { createUser } from '../../src/test/factories';

/**
 * `npm run bench -- ingest [--photos 200] [--concurrency 1]`: issue 26's ingest. Real
 * 12-megapixel JPEGs (face-api's packaged sample photographs upscaled to 4243 × 2828 with film
 * grain, each a little brighter or warmer so no two share a hash) are put in a local store as
 * masters with received upload rows; then the server's own job runner derives them. Reported:
 * photos per second, p95 per photo, and the process's peak RSS while deriving. Targets: ≥ 4
 * photos/s on a 2-core machine, RSS ≤ 600 MB. In-memory PGlite, as `npm start` runs.
 */

export const INGEST_TARGET_PER_SECOND = 4;
export const INGEST_RSS_BUDGET_MB = 600;

const WIDTH = 4243;
const HEIGHT = 2828;

/** The six samples at 12 MP with grain, as raw pixels (made once; each photo varies one). */
async function bases(): Promise<{ data: Buffer; info: OutputInfo }[]> {
  const made = [];
  for (let n = 1; n <= 6; n++) {
    const grain = await sharp({
      create: {
        width: WIDTH,
        height: HEIGHT,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 14 },
      },
    })
      .raw()
      .toBuffer();
    made.push(
      await sharp(`node_modules/@vladmandic/face-api/demo/sample${n}.jpg`)
        .resize(WIDTH, HEIGHT, { fit: 'cover', kernel: 'lanczos3' })
        .composite([
          { input: grain, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'soft-light' },
        ])
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
  }
  return made;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The masters, made once per machine and kept in the temp directory (a few minutes of CPU). */
async function ensureMasters(count: number): Promise<string> {
  const dir = path.join(tmpdir(), `backdrop-ingest-masters-v1`);
  await mkdir(dir, { recursive: true });
  const file = (i: number) => path.join(dir, `IMG_${String(i).padStart(4, '0')}.jpg`);
  const missing = [];
  for (let i = 0; i < count; i++) if (!existsSync(file(i))) missing.push(i);
  if (missing.length === 0) return dir;
  console.log(`Making ${missing.length} 12-megapixel JPEGs from the six packaged samples (kept in ${dir})…`);
  const started = performance.now();
  const samples = await bases();
  for (const i of missing) {
    const base = samples[i % samples.length];
    if (!base) throw new Error('no sample');
    const step = Math.floor(i / samples.length);
    const jpeg = await sharp(base.data, {
      raw: { width: base.info.width, height: base.info.height, channels: 3 },
    })
      .modulate({ brightness: 0.9 + (step % 20) * 0.01, hue: (step % 7) * 2 })
      .jpeg({ quality: 90 })
      .toBuffer();
    await writeFile(`${file(i)}.tmp`, jpeg);
    await rename(`${file(i)}.tmp`, file(i));
  }
  console.log(`  made in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return dir;
}

export interface IngestResult {
  count: number;
  ready: number;
  failedAttempts: number;
  seconds: number;
  medianMs: number;
  p95Ms: number;
  peakRssMb: number;
  rssBeforeMb: number;
  averageMasterMb: number;
  /** CPU time (user + system, all threads) of the process per photo: what the work costs whatever the load. */
  cpuMsPerPhoto: number;
}

/** The measurement, in a process of its own so the masters' making does not count in its RSS. */
export async function runIngest(
  mastersDir: string,
  count: number,
  concurrency: number,
): Promise<IngestResult> {
  const handle = await openPglite(null);
  const storeDir = await mkdtemp(path.join(tmpdir(), 'backdrop-ingest-bench-'));
  try {
    await runMigrations(handle);
    const storage = createLocalStore(storeDir);
    const creator = await createUser(handle, { storefrontName: 'Bench Archive' });
    const batchId = randomUUID();
    const names = (await readdir(mastersDir))
      .filter((name) => name.endsWith('.jpg'))
      .sort()
      .slice(0, count);
    let masterBytes = 0;
    for (const name of names) {
      const jpeg = await readFile(path.join(mastersDir, name));
      masterBytes += jpeg.length;
      const id = randomUUID();
      const masterKey = `masters/${id}.jpg`;
      await storage.put(masterKey, jpeg, 'image/jpeg');
      await handle.db.transaction(async (tx) => {
        await tx.execute(
          `insert into photo_uploads (id, batch_id, uploaded_by, creator_id, file_name, declared_size, state, master_key)
           values ('${id}', '${batchId}', '${creator.id}', '${creator.id}', '${name}', ${jpeg.length}, 'received', '${masterKey}')`,
        );
        await enqueueJob(tx, { kind: DERIVE_UPLOAD, key: deriveUploadKey(id), payload: { uploadId: id } });
      });
    }

    const durations: number[] = [];
    const derive = deriveUploadHandler({ handle, storage });
    const handlers: JobHandlers = {
      [DERIVE_UPLOAD]: async (payload, context) => {
        const started = performance.now();
        await derive(payload, context);
        durations.push(performance.now() - started);
      },
    };
    // The masters read above are garbage now: collected, so the peak is the derivation's own.
    (globalThis as { gc?: () => void }).gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let failedAttempts = 0;
    const runner = createJobRunner(handle, {
      handlers,
      concurrency,
      pollMs: 100,
      onError: (error) => {
        failedAttempts++;
        if (failedAttempts <= 3) console.error(error);
      },
    });
    for (;;) {
      const [left] = await handle.raw<{ n: number }>(
        // Only derivations: each also queues its photo's face detection, which this bench leaves out.
        `select count(*)::int as n from jobs where kind = '${DERIVE_UPLOAD}' and state in ('queued', 'running')`,
      );
      if (!left || left.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    await runner.stop();
    clearInterval(sampler);
    const [ready] = await handle.raw<{ n: number }>(
      `select count(*)::int as n from photo_uploads where state = 'ready'`,
    );
    durations.sort((a, b) => a - b);
    return {
      count: names.length,
      ready: ready?.n ?? 0,
      failedAttempts,
      seconds,
      medianMs: durations[Math.floor(durations.length / 2)] ?? 0,
      p95Ms: durations[Math.min(durations.length - 1, Math.ceil(durations.length * 0.95) - 1)] ?? 0,
      peakRssMb: mb(peakRss),
      rssBeforeMb: mb(rssBefore),
      averageMasterMb: masterBytes / Math.max(1, names.length) / 1e6,
      cpuMsPerPhoto: (cpu.user + cpu.system) / 1000 / Math.max(1, names.length),
    };
  } finally {
    await handle.close();
    await rm(storeDir, { recursive: true, force: true });
  }
}

export async function benchIngest(options: { photos?: number; concurrency?: number } = {}): Promise<void> {
  const count = options.photos ?? 200;
  const concurrency = options.concurrency ?? 1;
  const mastersDir = await ensureMasters(count);
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join('scripts', 'bench', 'ingest-run.ts'),
      mastersDir,
      String(count),
      String(concurrency),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 },
  );
  if (child.status !== 0) throw new Error(`the measuring process failed (${child.status})`);
  const result = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as IngestResult;
  const perSecond = result.count / result.seconds;
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${mb(totalmem())} MB, Node ${process.version}; job concurrency ${concurrency}, libvips threads per image ${sharp.concurrency()}`,
  );
  console.log(
    `  ${result.count} masters of 4243 × 2828 px, ${result.averageMasterMb.toFixed(1)} MB each on average; ready: ${result.ready}${result.failedAttempts ? `, ${result.failedAttempts} failed attempts` : ''}`,
  );
  console.log(
    `  throughput: ${perSecond.toFixed(2)} photos/s (${result.seconds.toFixed(1)} s; target ≥ ${INGEST_TARGET_PER_SECOND})`,
  );
  console.log(`  per photo: median ${result.medianMs.toFixed(0)} ms, p95 ${result.p95Ms.toFixed(0)} ms`);
  console.log(
    `  CPU per photo: ${result.cpuMsPerPhoto.toFixed(0)} ms, so ${((cpus().length * 1000) / result.cpuMsPerPhoto).toFixed(2)} photos/s if every core did nothing else (load average now ${loadavg()[0]?.toFixed(1)})`,
  );
  console.log(
    `  peak RSS while deriving: ${result.peakRssMb} MB (${result.rssBeforeMb} MB before; budget ≤ ${INGEST_RSS_BUDGET_MB})`,
  );
  if (perSecond < INGEST_TARGET_PER_SECOND || result.peakRssMb > INGEST_RSS_BUDGET_MB) process.exitCode = 1;
}
