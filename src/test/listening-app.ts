import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';

export interface ListeningApp {
  port: number;
  /** Ends every connection, then the listener. */
  close(): Promise<void>;
}

/**
 * The app behind serve()'s plain HTTP/1.1 server, as main.ts makes it, on a free loopback port:
 * for tests of what only a real socket shows (keep-alive, resets, overload answers).
 */
export async function listenOnLoopback(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  } satisfies ListeningApp;
}
