import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authPost, fromAddress, humanToken, signInByLink } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../test/test-database';

// Raw requests (app.request) throughout: the development aids (outbox, /dev/mail, human check) from chosen socket addresses and proxies; the outbox and pages are outside ApiType.

const OFFICE_PEER = '192.168.1.23';

describe.each(TEST_DATABASES)('development aids answer only this machine, on %s', (kind) => {
  let db: TestDatabase;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'backdrop-dev-aids-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.drop();
    rmSync(webRoot, { recursive: true, force: true });
  });
  beforeEach(() => db.reset());

  it('does not hand an admin sign-in link to a guest on the network (finding 1)', async () => {
    const app = await createTestApp(db.handle, { webRoot });
    await createUser(db.handle, { email: 'admin@backdrop.test', role: 'admin' });
    // The attack: ask for the admin's sign-in link, then read it from the outbox.
    expect((await authPost(app, '/sign-in/magic-link', { email: 'admin@backdrop.test' })).status).toBe(200);
    const outbox = await app.request('/api/dev/outbox?to=admin@backdrop.test', {}, fromAddress(OFFICE_PEER));
    expect(outbox.status).toBe(404);
    expect(await outbox.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for GET /api/dev/outbox' },
    });
    // The person at the keyboard still reads their mail.
    const local = await app.request('/api/dev/outbox?to=admin@backdrop.test', {}, fromAddress('127.0.0.1'));
    expect(local.status).toBe(200);
    expect(((await local.json()) as { total: number }).total).toBe(1);
    expect((await app.request('/api/dev/outbox', {}, fromAddress('::1'))).status).toBe(200);
  });

  it('refuses the local human check and the outbox page to other machines', async () => {
    const app = await createTestApp(db.handle, { webRoot });
    const human = await app.request('/api/human-check', { method: 'POST' }, fromAddress(OFFICE_PEER));
    expect(human.status).toBe(404);
    expect((await app.request('/api/human-check', { method: 'POST' }, fromAddress('127.0.0.1'))).status).toBe(
      200,
    );
    expect((await app.request('/dev/mail', {}, fromAddress(OFFICE_PEER))).status).toBe(404);
    const page = await app.request('/dev/mail', {}, fromAddress('127.0.0.1'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('does not take a forwarded address for this machine', async () => {
    const app = await createTestApp(db.handle);
    // A proxy on this machine forwarding a stranger: the socket is loopback, the client is not.
    const proxied = await app.request(
      '/api/dev/outbox',
      { headers: { 'X-Forwarded-For': '203.0.113.50' } },
      fromAddress('127.0.0.1'),
    );
    expect(proxied.status).toBe(404);
    // Behind a trusted proxy, the forwarded address decides, in both directions.
    const behindProxy = await createTestApp(db.handle, { env: { TRUST_PROXY: '1' } });
    const stranger = await behindProxy.request(
      '/api/dev/outbox',
      { headers: { 'X-Forwarded-For': '203.0.113.50' } },
      fromAddress('127.0.0.1'),
    );
    expect(stranger.status).toBe(404);
    const spoofed = await behindProxy.request(
      '/api/dev/outbox',
      { headers: { 'X-Forwarded-For': '127.0.0.1' } },
      fromAddress(OFFICE_PEER),
    );
    expect(spoofed.status).toBe(404);
  });

  it('a local human-check token still signs a person in from this machine', async () => {
    const app = await createTestApp(db.handle);
    await createUser(db.handle, { email: 'member@example.test' });
    expect(await humanToken(app)).toMatch(/\./);
    expect(await signInByLink(app, 'member@example.test')).toContain('better-auth.session_token=');
  });
});
