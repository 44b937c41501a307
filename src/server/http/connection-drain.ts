import type { Server, ServerResponse } from 'node:http';

/** Node's listen backlog (511) and then some: bounds the accepting under a flood of connections. */
const MAX_ACCEPT_TURNS = 1024;

/**
 * Resolves in the next check phase. Awaited from a check phase, that is the next loop iteration,
 * after one more poll phase for I/O.
 */
const nextCheck = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Takes in every connection waiting in the listen backlog, and reads what was sent on it, before
 * the listening socket closes (the kernel would reset them). Node accepts one connection per
 * poll phase, so this waits for a poll phase that accepts none.
 */
async function acceptBacklog(server: Server): Promise<void> {
  let accepted = 0;
  const count = () => {
    accepted++;
  };
  server.on('connection', count);
  try {
    // Ends the current iteration: the turns below each start after a fresh poll phase.
    await nextCheck();
    for (let turn = 0; turn < MAX_ACCEPT_TURNS; turn++) {
      const before = accepted;
      await nextCheck();
      if (accepted === before) break;
    }
  } finally {
    server.off('connection', count);
  }
  // The connection accepted last has been read in the quiet poll; one more for good measure.
  await nextCheck();
}

/** Calls back once the requests already sent on an open connection have been read. */
function afterPendingIo(callback: () => void): void {
  setImmediate(() => setImmediate(callback));
}

export interface ConnectionDrain {
  /** True from the moment `drain` is called. */
  readonly draining: boolean;
  /**
   * Stops accepting connections, answers every request already accepted (read, or waiting on
   * an open connection), each with `Connection: close`, and closes idle keep-alive connections.
   * Resolves once no connection is left; after `timeoutMs` the remaining ones are cut (`forced`).
   */
  drain(timeoutMs: number): Promise<{ forced: boolean }>;
}

/**
 * Graceful shutdown for a Node HTTP server. `server.close()` alone resets requests that had
 * arrived but were not read yet: it closes the listening socket (the kernel resets connections
 * still in its backlog) and destroys accepted connections whose first bytes are unparsed.
 */
export function trackConnections(server: Server): ConnectionDrain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let drained: Promise<{ forced: boolean }> | null = null;

  // Prepended, so it runs before the app's listener can write the response head.
  server.prependListener('request', (_request, response: ServerResponse) => {
    // While draining, every answer is its connection's last: the client takes its next request elsewhere.
    if (draining) response.setHeader('Connection', 'close');
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      // An answer whose head left before draining could not say `close`; once its connection is
      // idle (and anything already sent on it has been read), close it rather than wait for the
      // keep-alive timeout.
      if (draining) afterPendingIo(() => server.closeIdleConnections());
    });
  });

  const closeGracefully = async (timeoutMs: number): Promise<{ forced: boolean }> => {
    draining = true;
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    await acceptBacklog(server);
    // Stops listening and closes the connections that are idle now; resolves when the rest end.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<true>((resolve) => {
      timer = setTimeout(() => resolve(true), timeoutMs);
    });
    const forced = await Promise.race([closed.then(() => false), timedOut]);
    clearTimeout(timer);
    if (forced) {
      server.closeAllConnections();
      await closed;
    }
    return { forced };
  };

  return {
    get draining() {
      return draining;
    },
    drain(timeoutMs) {
      drained ??= closeGracefully(timeoutMs);
      return drained;
    },
  };
}
