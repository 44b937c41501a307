// @ts-check
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/**
 * glibc gives each thread that allocates its own malloc arena, up to 8 per core, and an arena
 * keeps what was freed in it. libvips renders images on many threads, so after a few minutes of
 * browsing 19 arenas held ~230 MB the server never used again. MALLOC_ARENA_MAX=2 bounds the
 * arenas; a fixed MALLOC_MMAP_THRESHOLD_ of 128 kB keeps every pixel buffer (megabytes each) in
 * its own mapping, handed back to the system when freed, where glibc would otherwise raise the
 * threshold after the first large free and keep later buffers in the heap. Measured over five
 * minutes of browsing: peak RSS 552 MB with neither, 435 MB with the first, 371 MB with both
 * (docs/benchmarks.md). glibc reads them only when a process starts and Node 20 cannot replace
 * its own process image, so on Linux, unless MALLOC_ARENA_MAX is set already, `npm start` runs
 * itself once more as a child with them set (and a smaller V8 young generation), passes signals on
 * and exits as the child does. The parent holds nothing but Node itself (~45 MB).
 *
 * @returns {Promise<void>} resolves at once when nothing needs doing; otherwise never (the process exits with the child)
 */
export function runWithBoundedMalloc() {
  if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX) return Promise.resolve();
  // A young generation of 3 × 8 MB instead of 3 × 16 MB: the server's garbage is small and
  // short-lived. Over five minutes of browsing the peak was 410 MB with 16, 370 with 4 and 353 with
  // 8; 4 cost ~20 µs of CPU per cheap request in scavenges, 8 keeps most of that.
  const v8 = ['--max-semi-space-size=8'];
  const child = spawn(process.execPath, [...v8, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { MALLOC_MMAP_THRESHOLD_: '131072', ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    // The server treats a repeated signal as the first (a terminal's Ctrl-C reaches both processes).
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1));
  });
  return new Promise(() => {});
}
