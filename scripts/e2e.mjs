// @ts-check
// `npm run test:e2e`: the browser tests, in Debian's Chromium (Playwright cannot download its own
// browser here). Finds it through CHROMIUM_PATH, then /usr/bin/chromium; when it is missing and
// apt-get can run as root, installs Debian's package first; otherwise says how in one line.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    console.error(`CHROMIUM_PATH is set to "${configured}", which is not an executable file.`);
    process.exit(1);
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const canInstall = process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');
  if (canInstall) {
    console.log('Chromium is not installed: installing Debian\'s "chromium" package for the browser tests…');
    if (
      run('apt-get', ['update', '-qq']) &&
      run('apt-get', ['install', '-y', '-qq', 'chromium']) &&
      isExecutable(DEBIAN_CHROMIUM)
    )
      return DEBIAN_CHROMIUM;
  }
  console.error(
    'The browser tests need Chromium: install it with "sudo apt-get install -y chromium" (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}

const chromium = findChromium();
const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(result.status ?? 1);
