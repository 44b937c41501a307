import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { stop, waitFor } from '../bench/app-server';
import { rssMbOf, serverPidOf } from '../bench/server-pid';

/**
 * One app process as `npm start` runs it (scripts/start.mjs), with its log (stdout and stderr,
 * JSON lines) in a file of the soak's folder, and its memory read from /proc.
 */
export class AppProcess {
  private child: ChildProcess | undefined;
  /** Every RSS sample of the serving process, in MB, with the time it was taken. */
  readonly rssSamples: { at: number; mb: number }[] = [];
  /** Exits the soak did not cause (a crash): each fails the run. */
  readonly unexpectedExits: string[] = [];
  private expectingExit = false;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts it and resolves once /api/health answers. */
  async start(): Promise<void> {
    const log = openSync(this.logFile, 'a');
    try {
      this.child = spawn(process.execPath, [path.resolve('scripts/start.mjs')], {
        env: { ...process.env, ...this.env, PORT: String(this.port) },
        stdio: ['ignore', log, log],
      });
    } finally {
      closeSync(log);
    }
    this.expectingExit = false;
    this.child.once('exit', (code, signal) => {
      if (!this.expectingExit) this.unexpectedExits.push(`exited with ${signal ?? code}`);
    });
    await waitFor(`${this.url}/api/health`, this.child);
  }

  /** As a crash would: SIGKILL to the server and to start.mjs's parent process, no draining. */
  killHard(): void {
    const child = this.child;
    if (!child?.pid) return;
    this.expectingExit = true;
    const server = serverPidOf(child.pid);
    if (server !== child.pid) process.kill(server, 'SIGKILL');
    child.kill('SIGKILL');
  }

  /** SIGTERM (the server drains), then waits for it to exit. */
  async stop(): Promise<void> {
    this.expectingExit = true;
    if (this.child) await stop(this.child);
  }

  /** Synchronous last resort for an exit handler. */
  killNow(): void {
    try {
      this.killHard();
    } catch {
      // already gone
    }
  }

  /** The serving process's RSS now, in MB (0 while it is down); kept as a sample. */
  sampleRss(): number {
    const pid = this.child?.pid;
    if (!pid || this.child?.exitCode !== null || this.child.signalCode !== null) return 0;
    const mb = rssMbOf(serverPidOf(pid));
    if (mb > 0) this.rssSamples.push({ at: Date.now(), mb });
    return mb;
  }

  peakRss(): number {
    return Math.max(0, ...this.rssSamples.map((sample) => sample.mb));
  }
}
