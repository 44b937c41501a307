import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, listenOnLoopback } from '../../test/listening-app';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

interface EarlyAnswer {
  /** The status line and `Connection` header of the answer given before the body was sent. */
  status: number;
  connection: string;
  /** What became of the next request sent on the same connection. */
  next: 'answered' | 'closed';
}

/**
 * A request whose answer comes before its body is read, as a client behind a proxy sees it: the
 * headers go first, the answer arrives, then the body follows and the next request on the same
 * connection. Over a raw socket: `app.request` has none, and Node's own client would open a new
 * connection when it sees one closed.
 */
function earlyAnswerThenNext(
  port: number,
  request: { method: string; path: string; bodyBytes: number; origin: string },
): Promise<EarlyAnswer> {
  const { method, path, bodyBytes, origin } = request;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let first: Omit<EarlyAnswer, 'next'> | null = null;
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (!first && received.includes('\r\n\r\n')) {
        const head = received.slice(0, received.indexOf('\r\n\r\n')).split('\r\n');
        first = {
          status: Number(head[0]?.split(' ')[1]),
          connection: (head.find((line) => /^connection:/i.test(line)) ?? '')
            .replace(/^connection:\s*/i, '')
            .toLowerCase(),
        };
        received = '';
        socket.write(Buffer.alloc(bodyBytes, 'x'));
        socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      } else if (first && /HTTP\/1\.1 200/.test(received)) {
        socket.destroy();
        resolve({ ...first, next: 'answered' });
      }
    });
    socket.on('close', () => {
      if (first) resolve({ ...first, next: 'closed' });
      else reject(new Error(`closed before any answer: ${received.slice(0, 80)}`));
    });
    socket.on('error', () => {});
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n\r\n`,
    );
  });
}

/**
 * Issue 29 item 1: an answer given before the request's body was read (401, 403, 413) said
 * `Connection: keep-alive` and then the server closed the connection; behind a proxy that reuses
 * upstream connections, the next request on it (another user's) failed with "other side closed".
 * An answer that keeps the connection must keep it, or say `Connection: close`.
 */
const SITE = 'http://localhost:3000';

describe('connections answered before their body is read', () => {
  let db: TestDatabase;
  let server: ListeningApp;
  let port = 0;

  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    const app = await createTestApp(db.handle, { env: { APP_URL: SITE } });
    server = await listenOnLoopback(app);
    port = server.port;
  });
  afterAll(async () => {
    await server.close();
    await db.drop();
  });

  const cart = '/api/cart';
  const cases = [
    {
      name: 'a guest adding 500 kB to the cart',
      method: 'POST',
      path: cart,
      bodyBytes: 500_000,
      origin: SITE,
      status: 401,
    },
    {
      name: 'a body over the 1 MB limit',
      method: 'POST',
      path: cart,
      bodyBytes: 1_100_000,
      origin: SITE,
      status: 413,
    },
    {
      name: 'a write from another site',
      method: 'POST',
      path: cart,
      bodyBytes: 200_000,
      origin: 'https://elsewhere.example',
      status: 403,
    },
    {
      name: 'a guest removing a cart line with a body',
      method: 'DELETE',
      path: `${cart}/00000000-0000-4000-8000-000000000000`,
      bodyBytes: 100_000,
      origin: SITE,
      status: 401,
    },
  ];

  for (const { name, status, ...request } of cases) {
    it(`keeps its word after ${name} (${status})`, async () => {
      for (let round = 0; round < 5; round++) {
        const outcome = await earlyAnswerThenNext(port, request);
        expect(outcome.status).toBe(status);
        if (outcome.connection !== 'close')
          expect(outcome, `round ${round}`).toMatchObject({ next: 'answered' });
      }
    });
  }
});
