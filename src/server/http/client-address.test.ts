import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, isFromLoopbackSocket, isLoopback } from './client-address';

async function ask(hops: number, socket: string | null, forwarded?: string) {
  const app = new Hono().get('/', (c) =>
    c.json({ address: clientAddress(c, hops), loopback: isFromLoopbackSocket(c) }),
  );
  const env = socket === null ? undefined : { incoming: { socket: { remoteAddress: socket } } };
  const response = await app.request(
    '/',
    { headers: forwarded ? { 'X-Forwarded-For': forwarded } : {} },
    env,
  );
  return (await response.json()) as { address: string; loopback: boolean };
}

describe('clientAddress', () => {
  it('is the socket peer, whatever X-Forwarded-For says, without TRUST_PROXY', async () => {
    expect(await ask(0, '203.0.113.9', '127.0.0.1')).toEqual({ address: '203.0.113.9', loopback: false });
    expect(await ask(0, '::ffff:198.51.100.4')).toEqual({ address: '198.51.100.4', loopback: false });
  });

  it('counts in-process requests (no socket) as loopback', async () => {
    expect(await ask(0, null)).toEqual({ address: '127.0.0.1', loopback: true });
  });

  it('believes only as many forwarded entries as there are trusted proxies', async () => {
    // The client wrote "1.1.1.1" itself; the proxy appended the address it saw.
    expect((await ask(1, '10.0.0.2', '1.1.1.1, 203.0.113.9')).address).toBe('203.0.113.9');
    expect((await ask(2, '10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.3')).address).toBe('203.0.113.9');
    expect((await ask(1, '10.0.0.2')).address).toBe('10.0.0.2');
    expect((await ask(1, '10.0.0.2', 'not-an-address')).address).toBe('10.0.0.2');
  });

  it('never lets a forwarded header make a request loopback', async () => {
    expect((await ask(1, '203.0.113.9', '127.0.0.1')).loopback).toBe(false);
  });
});

describe('isLoopback', () => {
  it('knows 127.0.0.0/8 and ::1', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '::', '0.0.0.0', '128.0.0.1', 'localhost'].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
