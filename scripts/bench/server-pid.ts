import { readFileSync } from 'node:fs';

/**
 * The process that serves, for a `scripts/start.mjs` the benchmark launched: on Linux `npm start`
 * runs itself once more as a child with its process settings (scripts/server-process.mjs), and
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

/** A process's resident memory in MB, from /proc (0 once it has ended). */
export function rssMbOf(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
  } catch {
    return 0;
  }
}
