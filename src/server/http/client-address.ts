import { isIP } from 'node:net';
import type { Context } from 'hono';
import { socketAddressOf } from './node-bindings';

/** What an in-process request (no socket: tests, `app.request`) counts as. */
const IN_PROCESS = '127.0.0.1';

function socketAddress(c: Context): string {
  return normalise(socketAddressOf(c) ?? IN_PROCESS);
}

/** `::ffff:10.0.0.5` is an IPv4 peer on a dual-stack socket: one client, one spelling. */
function normalise(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * The address of the client: the one place that decides it (rate limits, lock-out counters, logs,
 * development aids). Without TRUST_PROXY it is the socket's peer and any X-Forwarded-For is ignored,
 * because a client can write that header itself. Behind `hops` proxies, the socket is the nearest
 * proxy and each proxy appended the address it saw, so the client is `hops` entries from the right
 * end of [...X-Forwarded-For, socket]: entries further left were written by the client itself.
 */
export function clientAddress(c: Context, trustProxyHops: number): string {
  const socket = socketAddress(c);
  if (trustProxyHops <= 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => normalise(entry))
    .filter((entry) => isIP(entry) !== 0);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustProxyHops)] ?? socket;
}

/** Whether an address is this machine's own (127.0.0.0/8 or ::1). */
export function isLoopback(address: string): boolean {
  const plain = normalise(address);
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/** Whether the request's socket peer is this machine: proxies and forwarded headers never count. */
export function isFromLoopbackSocket(c: Context): boolean {
  return isLoopback(socketAddress(c));
}

/** Whether a listen address (HOST) reaches only this machine. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopback(host);
}
