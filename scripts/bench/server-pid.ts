import { readFileSync } from 'node:fs';

/**
 * The process that serves, for a `scripts/start.mjs` the benchmark launched: on Linux `npm start`
 * runs itself once more as a child with MALLOC_ARENA_MAX set (scripts/bounded-malloc.mjs), and
 * that child is the server whose memory and CPU count. The parent's own RSS is reported beside it.
 */
export function serverPidOf(launchedPid: number): number {
  try {
    const children = readFileSync(`/proc/${launchedPid}/task/${launchedPid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return (
      children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('start.mjs')) ??
      launchedPid
    );
  } catch {
    return launchedPid;
  }
}
