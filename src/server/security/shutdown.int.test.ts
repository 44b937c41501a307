import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEMO_BUYER,
  freePort,
  humanToken,
  killLeftover,
  launchServer,
  type ServerProcess,
  waitUntilServing,
} from '../../test/server-process';

const temp = mkdtempSync(path.join(tmpdir(), 'backdrop-shutdown-'));
let server: ServerProcess | undefined;
afterAll(() => {
  killLeftover(server);
  rmSync(temp, { recursive: true, force: true });
});

type Outcome =
  | { kind: 'answered'; status: number; headers: IncomingHttpHeaders; body: string }
  | { kind: 'reset'; error: string };

interface Sent {
  /** Resolves once the whole request is in the kernel's hands (connected and written). */
  written: Promise<void>;
  outcome: Promise<Outcome>;
  reusedSocket: () => boolean;
}

/** One HTTP request; a connection reset or a cut-off answer is an outcome, not an exception. */
function send(
  url: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string; agent?: Agent },
): Sent {
  let markWritten = () => {};
  const written = new Promise<void>((resolve) => {
    markWritten = resolve;
  });
  // Raw: a real server process, with requests held open across its shutdown.
  const req = request(`${url}${options.path}`, {
    method: options.method ?? 'GET',
    headers: options.headers,
    // A connection of its own unless the test hands one over.
    agent: options.agent ?? false,
  });
  const outcome = new Promise<Outcome>((resolve) => {
    req.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'reset', error: error.code ?? error.message }),
    );
    req.once('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.once('error', (error) => resolve({ kind: 'reset', error: error.message }));
      res.once('end', () =>
        resolve(
          res.complete
            ? { kind: 'answered', status: res.statusCode ?? 0, headers: res.headers, body }
            : { kind: 'reset', error: 'answer cut off' },
        ),
      );
    });
  });
  req.end(options.body ?? '', () => markWritten());
  return { written, outcome, reusedSocket: () => req.reusedSocket };
}

function signIn(url: string, token: string): Sent {
  const body = JSON.stringify(DEMO_BUYER);
  return send(url, {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      Origin: url,
      'x-captcha-response': token,
    },
    body,
  });
}

describe('graceful shutdown', () => {
  it('answers every request that had arrived when SIGTERM came, resets none, then exits 0', async () => {
    const port = await freePort();
    server = launchServer(port, { DATA_DIR: path.join(temp, 'data'), DEMO_PHOTOS: '20' });
    const { url, child } = server;
    await waitUntilServing(server);
    const tokens = await Promise.all(Array.from({ length: 6 }, () => humanToken(url)));

    // A kept-alive connection that has already served one request.
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await send(url, { path: '/api/photos/count', agent: keepAlive }).outcome;
    expect(first).toMatchObject({ kind: 'answered', status: 200 });
    for (let turn = 0; turn < 100 && Object.keys(keepAlive.freeSockets).length === 0; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
    }

    // Stopped, the server reads nothing: the kernel completes the connections and keeps the
    // requests, which is how a burst looks to a server busy when SIGTERM arrives.
    child.kill('SIGSTOP');
    const burst = tokens.map((token) => signIn(url, token));
    const health = send(url, { path: '/api/health' });
    const queued = send(url, { path: '/api/photos/count', agent: keepAlive });
    const all = [...burst, health, queued];
    await Promise.all(all.map((sent) => sent.written));
    child.kill('SIGTERM');
    child.kill('SIGCONT');

    const outcomes = await Promise.all(all.map((sent) => sent.outcome));
    expect(outcomes.filter((outcome) => outcome.kind === 'reset')).toEqual([]);
    for (const outcome of outcomes) {
      expect(outcome.kind === 'answered' && [200, 503].includes(outcome.status)).toBe(true);
    }
    // Accepted before draining began, so answered in full: sign-ins made their sessions.
    for (const outcome of await Promise.all(burst.map((sent) => sent.outcome))) {
      expect(outcome).toMatchObject({ kind: 'answered', status: 200, headers: { connection: 'close' } });
      expect(outcome.kind === 'answered' && String(outcome.headers['set-cookie'])).toContain(
        'better-auth.session_token=',
      );
    }
    const healthOutcome = await health.outcome;
    expect(healthOutcome).toMatchObject({ kind: 'answered', status: 503, headers: { connection: 'close' } });
    expect(healthOutcome.kind === 'answered' && JSON.parse(healthOutcome.body)).toMatchObject({
      status: 'draining',
    });
    expect(queued.reusedSocket()).toBe(true);
    expect(await server.exited).toBe(0);
    keepAlive.destroy();
  });
});
