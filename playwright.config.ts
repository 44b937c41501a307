import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Debian's Chromium (`apt-get install chromium`); `npx playwright install` cannot work here.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A throwaway data folder per run: migrations and a small demo catalogue, like a first start.
    command: `rm -rf .data-e2e-${port} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The browser visits 127.0.0.1: links in mails and cookies must name the same host.
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: `.data-e2e-${port}`,
      DEMO_PHOTOS: '300',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Download links expire in seconds here, so a test can see one stop working.
      DOWNLOAD_LINK_SECONDS: '6',
      // Accounts made through the API each come from an address of their own in 127/8 (loopback, so
      // the outbox and human check still answer): one run makes more accounts than one address may
      // ask sign-in links for in ten minutes (auth.ts), as an office behind one NAT would not.
      TRUST_PROXY: '1',
      // Tax in one country only (issue 22): the tests that bill the United Kingdom pay none.
      TAX_RATES: 'DE:19',
      // The search's hand-written statements are held to their declared rows here too (db/typed-rows.ts).
      CHECK_SQL_ROWS: '1',
    },
  },
});
