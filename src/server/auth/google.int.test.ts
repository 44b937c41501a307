import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// Raw requests (app.request) throughout: better-auth's social sign-in and callback, which ApiType leaves out.

/** Google sign-in, as far as it goes without the network: the button's switch and the redirect. */
describe('Google sign-in', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(() => db.drop());

  it('is off without GOOGLE_CLIENT_ID/SECRET: no button, no provider', async () => {
    const app = await createTestApp(db.handle);
    expect(await (await app.request('/api/auth/config')).json()).toEqual({
      google: false,
      humanCheck: { kind: 'local' },
    });
    const response = await app.request('/api/auth/sign-in/social', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ provider: 'google', callbackURL: '/profile' }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('sends the browser to Google with our client id, callback, state and PKCE when configured', async () => {
    const app = await createTestApp(db.handle, {
      env: {
        GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'test-secret',
      },
    });
    expect(await (await app.request('/api/auth/config')).json()).toMatchObject({ google: true });
    const response = await app.request('/api/auth/sign-in/social', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ provider: 'google', callbackURL: '/profile' }),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const authorize = new URL(url);
    expect(authorize.origin).toBe('https://accounts.google.com');
    expect(authorize.searchParams.get('client_id')).toBe('test-client.apps.googleusercontent.com');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')).toContain('email');
  });

  it('refuses a callback whose state it did not issue', async () => {
    const app = await createTestApp(db.handle, {
      env: {
        GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'test-secret',
      },
    });
    const response = await app.request('/api/auth/callback/google?code=forged&state=not-ours');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('error=');
    expect(
      response.headers.getSetCookie().some((cookie) => cookie.startsWith('better-auth.session_token=')),
    ).toBe(false);
  });
});
