import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Starts `scripts/start.mjs` (or another Node entry) as `npm start` runs it, with these settings,
 * in `cwd` (another checkout, for a baseline) or here.
 */
export function launchNode(command: string[], env: Record<string, string>, cwd?: string): ChildProcess {
  return spawn(process.execPath, command, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once `url` answers below 500; throws if the process exits first or after ~5 minutes. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** SIGTERM, then waits for the exit (the server drains its connections first). */
export async function stop(child: ChildProcess): Promise<void> {
  // A child stopped by a signal keeps exitCode null: signalCode tells it has gone.
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
