import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

// From source (tsx, tests) a worker's entry is TypeScript; in the server bundle it sits next to
// main.js as JavaScript (scripts/start.mjs builds each as an entry point of its own).
const RUNS_FROM_SOURCE = import.meta.url.endsWith('.ts');

/**
 * Starts the worker thread whose entry is `entry` without its extension (e.g.
 * `new URL('./faces-worker', import.meta.url)`). From source, the worker first registers tsx's
 * loader, then imports the TypeScript entry: a worker's own `--import tsx` is not applied to its
 * entry file on Node 20.
 */
export function startWorkerThread(entry: URL, options: WorkerOptions = {}): Worker {
  if (!RUNS_FROM_SOURCE) return new Worker(new URL(`${entry.href}.js`), options);
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const script = `import(${JSON.stringify(pathToFileURL(api).href)})
    .then(({ register }) => { register(); return import(${JSON.stringify(`${entry.href}.ts`)}); })`;
  return new Worker(script, { ...options, eval: true });
}
