import type { Server, ServerResponse } from 'node:http';

/** Node's listen backlog (511) and then some: bounds the accepting under a flood of connections. */
const MAX_ACCEPT_TURNS = 1024;

/**
 * And a time bound on it: while clients keep connecting, a busy process would otherwise keep its
 * listener open for as long as they do (issue 29 item 4: 12 s). The kernel's queue no longer
 * grows by then (stopQueueingConnections), so this is the time to take in what it held.
 */
const DEFAULT_ACCEPT_WINDOW_MS = 1000;

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
async function acceptBacklog(server: Server, windowMs: number): Promise<void> {
  const endAt = performance.now() + windowMs;
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
      if (accepted === before || performance.now() > endAt) break;
    }
  } finally {
    server.off('connection', count);
  }
  // The connection accepted last has been read in the quiet poll; one more for good measure.
  await nextCheck();
}

/**
 * Shrinks the kernel's accept queue for the listening socket to its minimum (listen() again with
 * a backlog of 0, which Linux applies to a socket already listening): connections already queued
 * stay and are taken in, while a new one finds the queue full and its handshake is not completed
 * (the client retries it, then is refused once the listener closes) instead of being queued only
 * to be reset by the close. Node has no public call for it: the handle's own `listen` is used when
 * present, and nothing is done otherwise.
 */
function stopQueueingConnections(server: Server): void {
  const handle: unknown = Reflect.get(server, '_handle');
  const listen: unknown = handle && typeof handle === 'object' ? Reflect.get(handle, 'listen') : undefined;
  if (typeof listen === 'function') listen.call(handle, 0);
}

/** Calls back once the requests already sent on an open connection have been read. */
function afterPendingIo(callback: () => void): void {
  setImmediate(() => setImmediate(callback));
}

export interface DrainOptions {
  /**
   * Time the listener stays open after draining begins, serving as usual (every answer with
   * `Connection: close`, /api/health with 503): load balancers and clients that watch health
   * stop sending new connections before the listener closes. Connections still in the kernel's
   * backlog when it closes are reset whatever the server does, so this is what keeps a client
   * that connects just after the signal from seeing a reset. Default 0.
   */
  graceMs?: number;
  /** The longest the backlog is taken in after the grace, while clients keep connecting. */
  acceptWindowMs?: number;
}

export interface ConnectionDrain {
  /** True from the moment `drain` is called. */
  readonly draining: boolean;
  /**
   * Answers with `Connection: close` from now, keeps listening for `graceMs`, then stops
   * accepting connections, answers every request already accepted (read, or waiting on an open
   * connection), and closes idle keep-alive connections. Resolves once no connection is left;
   * after `timeoutMs` (counted after the grace) the remaining ones are cut (`forced`).
   */
  drain(timeoutMs: number, options?: DrainOptions): Promise<{ forced: boolean }>;
}

/**
 * Graceful shutdown for a Node HTTP server. `server.close()` alone resets requests that had
 * arrived but were not read yet: it closes the listening socket (the kernel resets connections
 * still in its backlog) and destroys accepted connections whose first bytes are unparsed.
 */
export function trackConnections(server: Server): ConnectionDrain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // From the end of the grace: the listener is closing, idle connections may go.
  let closingListener = false;
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
      // keep-alive timeout. Not before the backlog is taken in: a connection accepted meanwhile,
      // whose request is not read yet, looks idle too, and closing it would reset its request.
      if (closingListener) afterPendingIo(() => server.closeIdleConnections());
    });
  });

  const closeGracefully = async (timeoutMs: number, options: DrainOptions): Promise<{ forced: boolean }> => {
    draining = true;
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    if (options.graceMs) await new Promise((resolve) => setTimeout(resolve, options.graceMs));
    stopQueueingConnections(server);
    await acceptBacklog(server, options.acceptWindowMs ?? DEFAULT_ACCEPT_WINDOW_MS);
    closingListener = true;
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
    drain(timeoutMs, options = {}) {
      drained ??= closeGracefully(timeoutMs, options);
      return drained;
    },
  };
}
