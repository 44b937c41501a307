// @ts-check
// `npm start`: build what changed (web app with Vite, server bundle with esbuild), then migrate,
// seed on the first run and serve. Plain JavaScript on purpose: running the server from a
// bundle instead of through a TypeScript loader saves ~40 MB and a second of start-up.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { runAsServerProcess } from './server-process.mjs';

await runAsServerProcess();

/** @param {string} entry @returns {string[]} */
function listFiles(entry) {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((item) => !/\.test\.tsx?$/.test(item.name))
    .flatMap((item) => listFiles(path.join(entry, item.name)))
    .sort();
}

/** A hash of everything a build reads, so a fresh clone or an edit triggers a build. @param {string[]} inputs */
function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles)) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * Runs `make` unless `outDir` was built from the same sources.
 * @param {{ name: string, outDir: string, inputs: string[], make: () => Promise<void> | void }} target
 */
async function buildIfNeeded({ name, outDir, inputs, make }) {
  // Kept beside the output, not in it: dist/web is the web root, and everything in it is served.
  const stamp = path.join('dist', `.${name.replace(/\W+/g, '-')}-build-stamp`);
  const hash = sourceHash(inputs);
  if (existsSync(outDir) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log(`Building the ${name} (first start or sources changed)…`);
  await make();
  mkdirSync(outDir, { recursive: true });
  rmSync(path.join(outDir, '.build-stamp'), { force: true });
  writeFileSync(stamp, hash);
}

function buildWeb() {
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      // Always the production build of React and friends: a NODE_ENV of "test" (browser tests, the
      // benchmarks) made Vite bundle React's development build, 126 kB instead of 68 kB gzipped,
      // and the build stamp then kept serving it to every later start.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) {
    console.error('Backdrop could not start: the web app failed to build (see the errors above).');
    process.exit(1);
  }
}

async function buildServer() {
  // Imported here, not above: the parent process of runAsServerProcess never builds.
  const { build } = await import('esbuild');
  rmSync('dist/server', { recursive: true, force: true });
  await build({
    entryPoints: {
      main: 'src/server/main.ts',
      'pglite-init': 'src/server/db/pglite-init.ts',
      'pglite-worker': 'src/server/db/pglite-worker.ts',
      'faces-worker': 'src/server/media/faces/faces-worker.ts',
    },
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // The migrator reads SQL files next to the code that runs it.
  cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
}

const lock = 'package-lock.json';
await buildIfNeeded({
  name: 'web app',
  outDir: 'dist/web',
  // The build recipe is an input too: a change of how the web app is built rebuilds it.
  inputs: ['src/web', 'src/core', 'vite.config.ts', 'scripts/start.mjs', lock],
  make: buildWeb,
});
await buildIfNeeded({
  name: 'server',
  outDir: 'dist/server',
  inputs: ['src/server', 'src/core', lock],
  make: buildServer,
});

const { runServerProcess } = await import(path.resolve('dist/server/main.js'));
await runServerProcess(path.resolve('dist/web'));
