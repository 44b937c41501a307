import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { mailIds, waitForMailLink } from './outbox';

/** The demo accounts of the seed (README) and the legacy account of the e2e server. */
export const DEMO = {
  buyer: { email: 'buyer@backdrop.test', password: 'backdrop-buyer', firstName: 'Morgan' },
  admin: { email: 'admin@backdrop.test', password: 'backdrop-admin' },
  contributor: {
    email: 'contributor@backdrop.test',
    password: 'backdrop-contributor',
    storefront: 'The Okafor Family Archive',
  },
  legacy: { email: 'legacy@backdrop.test', firstName: 'Lee' },
} as const;

/** An address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** The local human check (the e2e server runs without Turnstile). */
export async function verifyHuman(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Verify you are human' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
}

/** Signs in on /auth with "Use password instead"; the caller checks where it lands. */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/auth')) await page.goto('/auth?mode=login');
  await page.getByRole('button', { name: 'Use password instead' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await verifyHuman(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Logs out through the desktop header's account menu. */
export async function logOut(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Account menu' }).click();
  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/**
 * An address in 127/8 that no other account of the run uses: the e2e server trusts one proxy
 * (playwright.config.ts), so each account asks for its link from an address of its own, still
 * loopback for the development aids.
 */
function loopbackAddressOfOwn(): string {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint8Array(3));
  return `127.${a}.${b}.${Math.max(1, c)}`;
}

async function humanToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/human-check', { data: {} });
  expect(response.status(), 'POST /api/human-check').toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Creates an account the way sign-up does (a one-time link with the agreement), through the API
 * and the outbox rather than the screen: for tests about something else. `request` keeps its own
 * cookies, so the page stays signed out.
 */
export async function createAccount(
  request: APIRequestContext,
  baseURL: string,
  person: { email: string; firstName: string; lastName?: string },
): Promise<void> {
  const seen = await mailIds(request, person.email);
  const response = await request.post('/api/auth/sign-in/magic-link', {
    headers: {
      'x-captcha-response': await humanToken(request),
      origin: baseURL,
      'x-forwarded-for': loopbackAddressOfOwn(),
    },
    data: {
      email: person.email,
      name: [person.firstName, person.lastName].filter(Boolean).join(' '),
      callbackURL: '/profile',
      metadata: {
        first_name: person.firstName,
        ...(person.lastName ? { last_name: person.lastName } : {}),
        agreement_type: 'standard',
        agreement_accepted: true,
        agreement_date: new Date().toISOString(),
      },
    },
  });
  expect(response.status(), 'POST /api/auth/sign-in/magic-link').toBe(200);
  const { link } = await waitForMailLink(request, person.email, { seen, linkPath: /magic-link\/verify/ });
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.status(), 'the link signs in and redirects').toBe(302);
}

/**
 * Signs a demo account in through the API, for tests about something else than signing in: the
 * page's context shares the cookie jar of `page.request`, so the page is signed in afterwards.
 *
 * A session made earlier in the run is reused while the server still accepts it: password sign-in
 * is limited to 8 attempts per account and address in 15 minutes (account-limits.ts), and one
 * run signs the same demo buyer in far more often than that.
 */
export async function signInThroughApi(
  page: Page,
  baseURL: string,
  account: { email: string; password: string },
): Promise<void> {
  const cached = readSessionCache(baseURL)[account.email];
  if (cached) {
    await page.context().addCookies(cached);
    const me = await page.request.get('/api/me');
    if (me.ok() && (await me.json()).user?.email === account.email) return;
    await page.context().clearCookies();
  }
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { 'x-captcha-response': await humanToken(page.request), origin: baseURL },
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), 'POST /api/auth/sign-in/email').toBe(200);
  const cookies = await page.context().cookies(baseURL);
  writeSessionCache(baseURL, { ...readSessionCache(baseURL), [account.email]: cookies });
}

type SessionCookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** One file per server address, in the temporary folder: the cache outlives a restarted worker. */
function sessionCachePath(baseURL: string): string {
  return join(tmpdir(), `backdrop-e2e-sessions-${baseURL.replace(/\W+/g, '-')}.json`);
}

function readSessionCache(baseURL: string): Record<string, SessionCookies> {
  try {
    return JSON.parse(readFileSync(sessionCachePath(baseURL), 'utf8'));
  } catch {
    return {};
  }
}

function writeSessionCache(baseURL: string, cache: Record<string, SessionCookies>): void {
  writeFileSync(sessionCachePath(baseURL), JSON.stringify(cache));
}
