import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
 *
 * `--baseline <dir>` also starts a checkout of earlier code (with its own node_modules, built and
 * seeded by its own `npm start`) on the next port and measures it in the same run, its Lighthouse
 * runs interleaved with ours page by page: on a shared machine the load changes from minute to
 * minute, and only figures taken side by side compare. `--port` moves our server (default 3970),
 * `--runs` sets the Lighthouse runs per page (default 3), `--save <dir>` keeps every Lighthouse
 * report (JSON) for a look at what the largest paint was and what it waited on.
 */
export interface WebBenchOptions {
  port?: number;
  baseline?: string;
  runs?: number;
  save?: string;
}

const DEFAULT_PORT = 3970;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];

async function homeJavaScriptKb(base: string): Promise<{ files: number; gzippedKb: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    // A generous wait: on a busy machine a first request for an image not drawn yet (the hero's
    // background) can hold the network busy past Playwright's 30 s default.
    await page.goto(`${base}/`, { waitUntil: 'networkidle', timeout: 180_000 });
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

/** Lighthouse runs per page by default; the median run is reported (Lighthouse's own advice on a noisy machine). */
const LIGHTHOUSE_RUNS = 3;

/** A server under test: ours, or the baseline checkout. */
interface Target {
  name: string;
  base: string;
  /** The demo buyer's cookies on this server. */
  cookie: string;
}

interface PageToMeasure {
  name: string;
  path: string;
  /** Measured signed in as the demo buyer (the photo page needs it). */
  signedIn: boolean;
}

/** The run with the median performance score. */
function medianRun(runs: LighthouseRow[]): LighthouseRow {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no Lighthouse runs');
  return { ...median, page: `${median.page} (runs: ${runs.map((run) => run.performance).join(', ')})` };
}

/**
 * `runs` Lighthouse runs of every page on every target, interleaved (run 1 of each page on each
 * target, then run 2, …), so ours and the baseline share the machine's load; the median per target
 * and page.
 */
async function lighthouseRows(
  pages: PageToMeasure[],
  targets: Target[],
  runs: number,
  save: string | undefined,
): Promise<Map<string, LighthouseRow[]>> {
  const collected = new Map<string, LighthouseRow[]>();
  const key = (target: Target, page: PageToMeasure) => `${target.name}\u0000${page.name}`;
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      for (const target of targets) {
        let retries = LIGHTHOUSE_RETRIES;
        for (;;) {
          const saveAs = save ? path.join(save, `${target.name}-${slug(page.name)}-${run}.json`) : undefined;
          const row = await lighthouseRun(target, page, saveAs);
          if (row.runtimeError && retries-- > 0) continue;
          collected.set(key(target, page), [...(collected.get(key(target, page)) ?? []), row]);
          break;
        }
      }
    }
  }
  const medians = new Map<string, LighthouseRow[]>();
  for (const target of targets)
    medians.set(
      target.name,
      pages.map((page) => medianRun(collected.get(key(target, page)) ?? [])),
    );
  return medians;
}

function slug(text: string): string {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** One Lighthouse run in a fresh Chromium (no cache, no state from the previous run). */
async function lighthouseRun(target: Target, page: PageToMeasure, saveAs?: string): Promise<LighthouseRow> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(`${target.base}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: page.signedIn ? { Cookie: target.cookie } : {},
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
    if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
    // A run that could not measure (a score of 0) says why, and is run again.
    if (lhr.runtimeError)
      console.log(
        `${target.name} ${page.path}: Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
      );
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      page: page.name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
    };
  } finally {
    chrome.kill();
  }
}

interface GridCost {
  photos: number;
  domNodes: number;
  heapMb: number;
}

/** Scrolls /photos to its end, measuring at the first point past 200 photos and at the end. */
async function gridCosts(base: string, cookie: string): Promise<GridCost[]> {
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

/** Starts `scripts/start.mjs` in `cwd` as `npm start` runs it, on `port`, and waits until it answers. */
async function startServer(cwd: string, port: number): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const app = launchNode(
    ['scripts/start.mjs'],
    {
      PORT: String(port),
      DATA_DIR: '.data-bench-web',
      DEMO_PHOTOS: '3000',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      APP_URL: base,
    },
    cwd,
  );
  await waitFor(`${base}/api/health`, app);
  return app;
}

export async function benchWeb(options: WebBenchOptions = {}): Promise<void> {
  const port = options.port ?? DEFAULT_PORT;
  const runs = options.runs ?? LIGHTHOUSE_RUNS;
  if (options.save) mkdirSync(options.save, { recursive: true });
  const apps: ChildProcess[] = [];
  try {
    // One after the other: each first start builds and seeds, and the two would share two cores.
    apps.push(await startServer(process.cwd(), port));
    if (options.baseline) apps.push(await startServer(path.resolve(options.baseline), port + 1));
    const targets: Target[] = [];
    for (const [index, name] of ['ours', 'baseline'].slice(0, apps.length).entries()) {
      const base = `http://127.0.0.1:${port + index}`;
      targets.push({ name, base, cookie: await signInDemoBuyer(base) });
    }
    const ours = targets[0];
    if (!ours) throw new Error('no server started');
    const js = new Map<string, { files: number; gzippedKb: number }>();
    for (const target of targets) js.set(target.name, await homeJavaScriptKb(target.base));
    const search = await (await fetch(`${ours.base}/api/photos/search?q=kitchen&limit=1`)).json();
    const photoid = (search as { items: { photoid: number }[] }).items[0]?.photoid ?? 1;
    const pages: PageToMeasure[] = [
      { name: 'home (guest)', path: '/', signedIn: false },
      { name: 'search q=kitchen (guest)', path: '/search?q=kitchen', signedIn: false },
      { name: `photo detail /photo/${photoid} (signed in)`, path: `/photo/${photoid}`, signedIn: true },
    ];
    const rows = await lighthouseRows(pages, targets, runs, options.save);
    const grid = await gridCosts(ours.base, ours.cookie);
    for (const target of targets) {
      const kb = js.get(target.name);
      console.log(
        `\n${target.name === 'ours' ? 'This code' : `Baseline (${options.baseline})`}: home page initial JavaScript: ${kb?.gzippedKb} kB gzipped in ${kb?.files} files\n`,
      );
      console.log('| page | performance | accessibility | best practices | SEO | CLS | LCP ms |');
      console.log('| --- | --- | --- | --- | --- | --- | --- |');
      for (const row of rows.get(target.name) ?? []) {
        console.log(
          `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.cls} | ${row.lcpMs} |`,
        );
      }
    }
    console.log('\n| grid scrolled (/photos, 1280×900) | photos loaded | DOM nodes | JS heap MB |');
    console.log('| --- | --- | --- | --- |');
    for (const [index, cost] of grid.entries()) {
      console.log(
        `| ${index === 0 ? 'past 200' : 'at the end'} | ${cost.photos} | ${cost.domNodes} | ${cost.heapMb} |`,
      );
    }
  } finally {
    for (const app of apps) await stop(app);
  }
}
