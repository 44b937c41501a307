import { parseArgs } from 'node:util';
import { benchAdmin } from './bench/admin-bench';
import { benchCheckout } from './bench/checkout-bench';
import { benchEvents } from './bench/events-bench';
import { benchFaceDetection } from './bench/faces-detect-bench';
import { benchHttp } from './bench/http-bench';
import { benchIngest } from './bench/ingest-bench';
import { benchLoad } from './bench/load-bench';
import { benchPeople } from './bench/people-bench';
import { benchRelevance } from './bench/relevance-bench';
import { benchSearch } from './bench/search-bench';
import { benchSeed } from './bench/seed-bench';
import { benchStart } from './bench/start-bench';
import { benchWeb } from './bench/web-bench';
import { benchZip } from './bench/zip-bench';

// `npm run bench -- <start|seed> [options]`; with no name, the start and default-seed benchmarks.
const { positionals, values } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: {
    photos: { type: 'string' },
    db: { type: 'string' },
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    timings: { type: 'string' },
    browse: { type: 'boolean' },
    'browse-seconds': { type: 'string' },
    // web: a checkout of earlier code measured in the same run, our server's port, Lighthouse runs
    // per page, a folder for the Lighthouse reports.
    baseline: { type: 'string' },
    port: { type: 'string' },
    runs: { type: 'string' },
    save: { type: 'string' },
    // ingest: background jobs run at once (issue 26).
    concurrency: { type: 'string' },
    // admin: only the lists whose name contains one of these (e.g. `--only photos`, `--only kitchen,family`).
    only: { type: 'string' },
    // events: unprocessed events the aggregator folds (default 10,000,000 on PostgreSQL, 1,000,000
    // on PGlite), and the seconds of HTTP load.
    events: { type: 'string' },
    seconds: { type: 'string' },
    // load: simulated users (default 200; `--connections` is its older name).
    users: { type: 'string' },
    connections: { type: 'string' },
  },
});
const which = positionals[0] ?? 'all';
const photos = Number(values.photos ?? 3000);
const db = values.db === 'postgres' ? 'postgres' : 'pglite';

if (!Number.isInteger(photos) || photos <= 0) {
  console.error(`Invalid --photos "${values.photos}": give a whole number, e.g. --photos 100000.`);
  process.exit(1);
}
// `--browse` adds five minutes of browsing to the start benchmark (`--browse-seconds N` to change).
const browseSeconds = values.browse ? Number(values['browse-seconds'] ?? 300) : undefined;
if (browseSeconds !== undefined && !(browseSeconds > 0)) {
  console.error(
    `Invalid --browse-seconds "${values['browse-seconds']}": give a number of seconds, e.g. 300.`,
  );
  process.exit(1);
}
if (which === 'start' || which === 'all') await benchStart({ browseSeconds });
if (which === 'seed' || which === 'all') await benchSeed(photos, db);
if (which === 'web') {
  const port = values.port === undefined ? undefined : Number(values.port);
  const runs = values.runs === undefined ? undefined : Number(values.runs);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65535)) {
    console.error(`Invalid --port "${values.port}": give a port number, e.g. 3970.`);
    process.exit(1);
  }
  if (runs !== undefined && !(Number.isInteger(runs) && runs > 0)) {
    console.error(`Invalid --runs "${values.runs}": give a whole number of runs, e.g. 5.`);
    process.exit(1);
  }
  await benchWeb({ port, runs, baseline: values.baseline, save: values.save });
}
if (which === 'search')
  await benchSearch({ url: values.url, dataDir: values['data-dir'], timingsFile: values.timings });
if (which === 'http') await benchHttp();
if (which === 'relevance') await benchRelevance();
// `--url`: the PostgreSQL server's admin connection, on which a throw-away database is made.
if (which === 'checkout') await benchCheckout({ url: values.url });
// issue 25: the back office's lists at 1M photos and 100k accounts (`--url` a seeded database).
if (which === 'admin')
  await benchAdmin({
    url: values.url,
    only: values.only,
    runs: values.runs ? Number(values.runs) : undefined,
  });
// issue 22: time to the first byte of the first ZIP of 25 photos (`--photos N` for another count).
if (which === 'zip') await benchZip({ photos: values.photos ? photos : 25 });
// issue 26: 200 12-megapixel JPEGs derived by the job runner (`--concurrency N` jobs at once).
if (which === 'ingest') {
  const concurrency = Number(values.concurrency ?? 1);
  if (!(Number.isInteger(concurrency) && concurrency > 0)) {
    console.error(`Invalid --concurrency "${values.concurrency}": give a whole number, e.g. 2.`);
    process.exit(1);
  }
  await benchIngest({ photos: values.photos ? photos : 200, concurrency });
}
// issue 27: face detection per photo on one core, then clustering 100k faces and Similar people
// at 1M photos (`--db postgres`; `--only detect|cluster|similar` for one part).
if (which === 'faces') {
  const only = values.only;
  if (only !== undefined && !['detect', 'cluster', 'similar'].includes(only)) {
    console.error(`Invalid --only "${only}": give detect, cluster or similar.`);
    process.exit(1);
  }
  if (only === undefined || only === 'detect') await benchFaceDetection();
  if (only === undefined || only === 'cluster') await benchPeople({ db, parts: ['a'] });
  if ((only === undefined || only === 'similar') && db === 'postgres')
    await benchPeople({ db, parts: ['c'] });
}
// issue 28: click events accepted over HTTP, lost on SIGTERM, and aggregated (`--db postgres`).
if (which === 'events') {
  const events = values.events === undefined ? undefined : Number(values.events);
  const seconds = values.seconds === undefined ? undefined : Number(values.seconds);
  if (events !== undefined && !(Number.isInteger(events) && events > 0)) {
    console.error(`Invalid --events "${values.events}": give a whole number, e.g. 1000000.`);
    process.exit(1);
  }
  if (seconds !== undefined && !(seconds > 0)) {
    console.error(`Invalid --seconds "${values.seconds}": give a number of seconds, e.g. 10.`);
    process.exit(1);
  }
  await benchEvents({ db, events, seconds });
}
// issue 29: U users on the storefront mix, open loop then closed loop, D s each (`--users`,
// `--seconds`); `--url` runs PostgreSQL with two processes, then the embedded database
// (`--only postgres|embedded` for one); `--baseline <checkout>` measures another checkout first.
if (which === 'load') {
  const users = Number(values.users ?? values.connections ?? 200);
  const seconds = Number(values.seconds ?? 60);
  const only = values.only;
  if (!(Number.isInteger(users) && users > 0)) {
    console.error(`Invalid --users "${values.users ?? values.connections}": give a whole number, e.g. 200.`);
    process.exit(1);
  }
  if (!(seconds > 0)) {
    console.error(`Invalid --seconds "${values.seconds}": give a number of seconds, e.g. 60.`);
    process.exit(1);
  }
  if (only !== undefined && only !== 'postgres' && only !== 'embedded') {
    console.error(`Invalid --only "${only}": give postgres or embedded.`);
    process.exit(1);
  }
  await benchLoad({ users, seconds, url: values.url, only, baseline: values.baseline });
}
if (
  ![
    'start',
    'seed',
    'search',
    'http',
    'web',
    'relevance',
    'checkout',
    'zip',
    'admin',
    'ingest',
    'faces',
    'events',
    'load',
    'all',
  ].includes(which)
) {
  console.error(
    `Unknown benchmark "${which}". Use: start, seed, search, http, web, relevance, checkout, zip, admin, ingest, faces, events, load.`,
  );
  process.exit(1);
}
