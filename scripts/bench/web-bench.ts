import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { launchNode, stop, waitFor } from './app-server';
import { signInDemoBuyer } from './demo-buyer';

/**
 * `npm run bench -- web`: what a visitor's browser pays. Our server runs as `npm start` runs it
 * (built bundle, PGlite, the 3,000-photo demo). Three measurements:
 * 1. the home page's initial JavaScript, gzipped, as Chromium loads it (every script fetched
 *    before the page is idle);
 * 2. Lighthouse (mobile emulation, its default) on home, search and a photo detail (signed in),
 *    three runs each, the median reported with all three scores;
 * 3. a grid of the whole catalogue scrolled to its end: DOM nodes and JS heap at 200 photos and
 *    at the end, which virtualisation keeps within 1.5× of each other.
 */
const PORT = 3970;
const base = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];

async function homeJavaScriptKb(): Promise<{ files: number; gzippedKb: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    // Gzip each file as the server sends it (level 9 would flatter; the server uses the default).
    let bytes = 0;
    for (const url of scripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      bytes += gzipSync(body).byteLength;
    }
    return { files: scripts.length, gzippedKb: Math.round(bytes / 102.4) / 10 };
  } finally {
    await browser.close();
  }
}

interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  /** Lighthouse's own failure (e.g. NO_NAVSTART, a trace it could not record): the run says nothing. */
  runtimeError?: string;
}

/** Runs Lighthouse may give up on (it then asks to be run again) before the page counts as failing. */
const LIGHTHOUSE_RETRIES = 3;

/** Lighthouse runs per page; the median run is reported (Lighthouse's own advice on a noisy machine). */
const LIGHTHOUSE_RUNS = 3;

/** The run with the median performance score. */
function medianRun(runs: LighthouseRow[]): LighthouseRow {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no Lighthouse runs');
  return { ...median, page: `${median.page} (runs: ${runs.map((run) => run.performance).join(', ')})` };
}

async function lighthouseRows(pages: [string, string][], cookie: string): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const [name, path] of pages) {
    const runs: LighthouseRow[] = [];
    let retries = LIGHTHOUSE_RETRIES;
    while (runs.length < LIGHTHOUSE_RUNS) {
      const [row] = await lighthouseRuns([[name, path]], cookie);
      if (!row) throw new Error(`no Lighthouse run for ${path}`);
      if (row.runtimeError && retries-- > 0) continue;
      runs.push(row);
    }
    rows.push(medianRun(runs));
  }
  return rows;
}

async function lighthouseRuns(pages: [string, string][], cookie: string): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const rows: LighthouseRow[] = [];
  try {
    for (const [name, path] of pages) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        extraHeaders: { Cookie: cookie },
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      // A run that could not measure (a score of 0) says why, and is run again.
      if (lhr.runtimeError)
        console.log(`${path}: Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      rows.push({
        page: name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

interface GridCost {
  photos: number;
  domNodes: number;
  heapMb: number;
}

/** Scrolls /photos to its end, measuring at the first point past 200 photos and at the end. */
async function gridCosts(cookie: string): Promise<GridCost[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: base };
      }),
    );
    const page = await context.newPage();
    let loaded = 0;
    page.on('response', async (response) => {
      if (!response.url().includes('/api/photos/search') || !response.ok()) return;
      const body = (await response.json().catch(() => null)) as { items?: unknown[] } | null;
      loaded += body?.items?.length ?? 0;
    });
    const cdp = await context.newCDPSession(page);
    const measure = async (): Promise<GridCost> => {
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
      return { photos: loaded, domNodes, heapMb: Math.round(heap.usedSize / 1024 / 102.4) / 10 };
    };
    await page.goto(`${base}/photos`, { waitUntil: 'networkidle' });
    const costs: GridCost[] = [];
    const end = page.getByText(/Showing all [\d,]+ photos/);
    for (let step = 0; step < 2000 && !(await end.isVisible()); step++) {
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(120);
      if (costs.length === 0 && loaded >= 200) costs.push(await measure());
    }
    await page.waitForLoadState('networkidle');
    costs.push(await measure());
    return costs;
  } finally {
    await browser.close();
  }
}

export async function benchWeb(): Promise<void> {
  const app = launchNode(['scripts/start.mjs'], {
    PORT: String(PORT),
    DATA_DIR: '.data-bench-web',
    DEMO_PHOTOS: '3000',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    APP_URL: base,
  });
  try {
    await waitFor(`${base}/api/health`, app);
    const cookie = await signInDemoBuyer(base);
    const js = await homeJavaScriptKb();
    const search = await (await fetch(`${base}/api/photos/search?q=kitchen&limit=1`)).json();
    const photoid = (search as { items: { photoid: number }[] }).items[0]?.photoid ?? 1;
    const rows = await lighthouseRows(
      [
        ['home (guest)', '/'],
        ['search q=kitchen (guest)', '/search?q=kitchen'],
      ],
      '',
    );
    rows.push(
      ...(await lighthouseRows(
        [[`photo detail /photo/${photoid} (signed in)`, `/photo/${photoid}`]],
        cookie,
      )),
    );
    const grid = await gridCosts(cookie);
    console.log(`\nHome page initial JavaScript: ${js.gzippedKb} kB gzipped in ${js.files} files\n`);
    console.log('| page | performance | accessibility | best practices | SEO | CLS | LCP ms |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) {
      console.log(
        `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.cls} | ${row.lcpMs} |`,
      );
    }
    console.log('\n| grid scrolled (/photos, 1280×900) | photos loaded | DOM nodes | JS heap MB |');
    console.log('| --- | --- | --- | --- |');
    for (const [index, cost] of grid.entries()) {
      console.log(
        `| ${index === 0 ? 'past 200' : 'at the end'} | ${cost.photos} | ${cost.domNodes} | ${cost.heapMb} |`,
      );
    }
  } finally {
    await stop(app);
  }
}
