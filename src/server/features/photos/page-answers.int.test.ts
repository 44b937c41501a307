import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKey, PAGE_ANSWERS_ELEMENT_ID } from '../../../core/page-answers';
import { SERVED_SHELL_ELEMENT_ID } from '../../../core/served-shell';
import { signUpByLink } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';

// Raw requests (app.request) throughout: served pages, and the API at the exact address a page's answers are keyed by.

const webRoot = mkdtempSync(path.join(tmpdir(), 'backdrop-answers-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Backdrop</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** The answers block of a served page, or undefined when it has none. */
function answersIn(page: string): Record<string, unknown> | undefined {
  const block = new RegExp(
    `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(page);
  return block ? JSON.parse(block[1] ?? '') : undefined;
}

/** The served page's stand-in (server/http/page-shells.ts), or undefined when it has none. */
function shellIn(page: string): string | undefined {
  const start = page.indexOf(`<div id="${SERVED_SHELL_ELEMENT_ID}"`);
  return start < 0 ? undefined : page.slice(start, page.indexOf('<div id="root">'));
}

describe.each(TEST_DATABASES)('API answers in the served page on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let member = '';
  let photoid = 0;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle, { webRoot });
    const creatorId = (await createUser(db.handle)).id;
    // A tall kitchen and an older wide one: on a phone the wide one is the larger picture of the
    // first row, though the newest come first.
    for (const [title, width, height, created_at] of [
      ['Kitchen table homework', 1600, 2400, '2024-05-01T00:00:00Z'],
      ['Baking day in the kitchen', 3000, 1000, '2020-05-01T00:00:00Z'],
      ['Beach picnic', 2400, 1600, '2024-05-01T00:00:00Z'],
    ] as const) {
      photoid = (await createPhoto(db.handle, { creatorId, title, width, height, created_at })).photoid;
    }
    member = await signUpByLink(app, 'answers@example.com', 'Ann');
  });
  afterAll(() => db.drop());

  const get = (url: string, cookie?: string) =>
    app.request(url, { headers: cookie ? { Cookie: cookie } : {} });

  it("carries a landing search's first page exactly as the API answers it, for guests and members", async () => {
    for (const [cookie, limit] of [
      [undefined, 24],
      [member, 75],
    ] as const) {
      const answers = answersIn(await (await get('/search?q=kitchen', cookie)).text());
      const address = `/api/photos/search?q=kitchen&sort=relevance&limit=${limit}&offset=0`;
      const api = await (await get(address, cookie)).json();
      expect(api.items.length, String(limit)).toBe(2);
      expect(answers, String(limit)).toEqual({ [answerKey(address)]: api });
    }
  });

  it('asks for the first photos of the grid ahead of the app, with the set the grid will use', async () => {
    const page = await (await get('/search?q=kitchen')).text();
    const preloads = page.match(/<link rel="preload" as="image" [^>]+>/g) ?? [];
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toMatch(
      /imagesrcset="\/media\/[^"]+ \d+w, \/media\/[^"]+ \d+w" imagesizes="\(min-width: 1024px\)/,
    );
  });

  it("asks for the largest of them on a phone first, whatever the results' order (issue 22)", async () => {
    const page = await (await get('/search?q=kitchen&sort=newest')).text();
    const preloaded = [...page.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    const api = await (await get('/api/photos/search?q=kitchen&sort=newest&limit=24&offset=0')).json();
    const [tall, wide] = api.items;
    expect([tall.title, wide.title]).toEqual(['Kitchen table homework', 'Baking day in the kitchen']);
    expect(preloaded).toEqual([wide.thumbnail_url, tall.thumbnail_url]);
  });

  it("draws a landing search's first rows before the app runs, for guests and members", async () => {
    const guest = await (await get('/search?q=kitchen')).text();
    const shell = shellIn(guest);
    expect(shell).toContain('Results for &quot;kitchen&quot;');
    const api = await (await get('/api/photos/search?q=kitchen&sort=relevance&limit=24&offset=0')).json();
    for (const item of api.items) expect(shell).toContain(`src="${item.thumbnail_url}"`);
    // Two of two matches: the guest sees the whole list, so no banner.
    expect(shell).not.toContain('You&#39;re viewing');
    expect(shellIn(await (await get('/search?q=kitchen', member)).text())).toContain(
      `src="${api.items[0].thumbnail_url}"`,
    );
    for (const url of ['/search?q=nomatchatall', '/search?q=kitchen&decade=1970s', '/collections']) {
      expect(shellIn(await (await get(url)).text()), url).toBeUndefined();
    }
  });

  it('carries the sort the URL names, and nothing for random order, filters or a refused search', async () => {
    const newest = answersIn(await (await get('/search?q=kitchen&sort=newest')).text());
    expect(Object.keys(newest ?? {})).toEqual([
      answerKey('/api/photos/search?q=kitchen&sort=newest&limit=24&offset=0'),
    ]);
    for (const url of [
      '/search',
      '/search?q=kitchen&sort=random',
      '/search?q=kitchen&decade=1970s',
      `/search?q=${'x'.repeat(600)}`,
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(answersIn(await response.text()), url).toBeUndefined();
    }
  });

  it("carries a member's photo detail as the API answers it, and nothing for guests or unknown photos", async () => {
    const page = await (await get(`/photo/${photoid}`, member)).text();
    const api = await (await get(`/api/photos/${photoid}`, member)).json();
    expect(answersIn(page)).toEqual({ [`/api/photos/${photoid}`]: api });
    expect(page).toContain(
      `<link rel="preload" as="image" href="${api.photo.preview_url}" fetchpriority="high" />`,
    );
    expect(shellIn(page)).toContain(`<img src="${api.photo.preview_url}" alt=""`);
    expect(answersIn(await (await get(`/photo/${photoid}`)).text())).toBeUndefined();
    expect(shellIn(await (await get(`/photo/${photoid}`)).text())).toBeUndefined();
    for (const url of ['/photo/99999999', '/photo/abc', '/photo-uuid/%E0%A4%A']) {
      const response = await get(url, member);
      expect(response.status, url).toBe(200);
      expect(answersIn(await response.text()), url).toBeUndefined();
    }
  });
});
