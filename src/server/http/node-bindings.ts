import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** What @hono/node-server passes as `c.env`; absent for in-process requests (tests, `app.request`). */
interface NodeBindings {
  incoming?: Pick<IncomingMessage, 'socket' | 'complete' | 'method'>;
  outgoing?: Pick<ServerResponse, 'setHeader'>;
}

function bindingsOf(c: Context): NodeBindings {
  return (c.env ?? {}) as NodeBindings;
}

/** The peer address of the request's socket, when it came over one. */
export function socketAddressOf(c: Context): string | undefined {
  return bindingsOf(c).incoming?.socket?.remoteAddress;
}

/**
 * Sets headers every answer of a request carries, whatever its handler answers. Over a socket they
 * go on Node's own response — a plain object that Node merges into the answer as it writes it,
 * the handler's own headers winning — so that the answer need not become a web `Headers`: undici's
 * validates and sorts on every call, a fifth of a cheap request's time. In process (tests) they go
 * on Hono's answer once the handler has made it, and likewise never replace the handler's own.
 */
export function withResponseHeaders(
  c: Context,
  headers: readonly (readonly [string, string])[],
  next: () => Promise<void>,
): Promise<void> {
  const outgoing = bindingsOf(c).outgoing;
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  return next().then(() => {
    const answer = c.res.headers;
    for (const [name, value] of headers) if (!answer.has(name)) answer.set(name, value);
  });
}

/**
 * Sets one header on the answer a handler is about to make, where it costs least (see above); a
 * later header of the same name, from the handler or Hono, replaces it.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  const outgoing = bindingsOf(c).outgoing;
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}

/**
 * Closes a connection whose request body was not all read when its answer went out (a 401, 403 or
 * 413 given before reading it): the answer says `Connection: close` instead of keep-alive. Node
 * and @hono/node-server then discard what is left of the body, but give up after half a second
 * of back-pressure and drop the connection they had called keep-alive; a proxy reusing it sent the
 * next request, another user's, into a closed socket (issue 29 item 1). Answers to requests read
 * whole, and every GET, keep their connection.
 */
export async function closeWhenBodyUnread(c: Context, next: () => Promise<void>): Promise<void> {
  await next();
  const incoming = bindingsOf(c).incoming;
  if (!incoming || incoming.complete || incoming.method === 'GET' || incoming.method === 'HEAD') return;
  c.res.headers.set('Connection', 'close');
}
