import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on right now (the system picks it; taken again at once by the caller). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port assigned');
  return address.port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What the process wrote to stderr so far, for failure messages. */
  stderr(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** `node --import tsx src/server/main.ts` on 127.0.0.1:port, logs silenced, APP_URL its own address. */
export function launchServer(port: number, env: Record<string, string>): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url, stderr: () => stderr, exited };
}

/** Waits (bounded) until the server answers its health check; fails early if it exits. */
export async function waitUntilServing(server: ServerProcess, attempts = 600): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}: ${server.stderr()}`);
    }
    const ok = await fetch(`${server.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${server.url} did not answer: ${server.stderr()}`);
}

/** Kills a process a failed test left running, so it cannot outlive the run. */
export function killLeftover(server: ServerProcess | undefined): void {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
  }
}

/** A fresh token from the local human check, as the sign-in form gets one. */
export async function humanToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/human-check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
  });
  if (!response.ok) throw new Error(`human check answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export const DEMO_BUYER = { email: 'buyer@backdrop.test', password: 'backdrop-buyer' };
