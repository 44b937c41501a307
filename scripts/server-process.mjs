// @ts-check
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/**
 * Settings the server's process needs from its very start, which Node reads only then: on Linux,
 * `npm start` runs itself once more as a child with them (unless it is that child already), passes
 * signals on and exits as the child does. The parent holds nothing but Node itself (~45 MB).
 *
 * Memory (glibc). Each thread that allocates gets its own malloc arena, up to 8 per core, and an
 * arena keeps what was freed in it. libvips renders images on many threads, so after a few minutes
 * of browsing 19 arenas held ~230 MB the server never used again. MALLOC_ARENA_MAX=2 bounds the
 * arenas; a fixed MALLOC_MMAP_THRESHOLD_ of 128 kB keeps every pixel buffer (megabytes each) in
 * its own mapping, handed back to the system when freed, where glibc would otherwise raise the
 * threshold after the first large free and keep later buffers in the heap. Measured over five
 * minutes of browsing: peak RSS 552 MB with neither, 435 MB with the first, 371 MB with both
 * (docs/benchmarks.md). A value already in the environment is kept.
 *
 * V8. A young generation of 3 × 8 MB instead of 3 × 16 MB: the server's garbage is small and
 * short-lived (over five minutes of browsing the peak was 410 MB with 16, 370 with 4 and 353 with
 * 8; 4 cost ~20 µs of CPU per cheap request in scavenges). And `--no-liftoff`: the embedded
 * database (PGlite) and the face detector (tfjs) are WebAssembly, which V8 first runs from quickly
 * made baseline code and optimises later in the background; a wasm function already running (a
 * query, a convolution) keeps its slow code until its next call. Under 200 users the embedded
 * database answered the first 30 s at a p95 of 5–8 s, then 100 ms; optimised from the first call,
 * p95 74 ms throughout, 250 MB less at the peak, a face scan 610 → 511 ms; start-up +1.3 s
 * (docs/benchmarks.md, 2026-11-27). And `--heap-growing-percent=50`: after a full collection V8 lets
 * the old generation grow to about three times what survived before the next one, on a machine
 * with memory to spare; under 200 users as fast as they can go, requests that wait half a second
 * are promoted and the main thread's heap swung between 120 and 360 MB (peak RSS 583 MB). Growing
 * by half instead keeps it under about 180 MB: peak RSS 362 MB, the same answers a second
 * (docs/benchmarks.md, 2026-11-27 afternoon).
 */
const V8_FLAGS = ['--max-semi-space-size=8', '--no-liftoff', '--heap-growing-percent=50'];

/** @returns {Promise<void>} resolves at once when nothing needs doing; otherwise never (the process exits with the child) */
export function runAsServerProcess() {
  if (process.platform !== 'linux' || V8_FLAGS.every((flag) => process.execArgv.includes(flag)))
    return Promise.resolve();
  const child = spawn(process.execPath, [...V8_FLAGS, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_ARENA_MAX: '2',
      ...process.env,
    },
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
