import { parseArgs } from 'node:util';
import { benchSearch } from './bench/search-bench';
import { benchSeed } from './bench/seed-bench';
import { benchStart } from './bench/start-bench';

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
  },
});
const which = positionals[0] ?? 'all';
const photos = Number(values.photos ?? 3000);
const db = values.db === 'postgres' ? 'postgres' : 'pglite';

if (!Number.isInteger(photos) || photos <= 0) {
  console.error(`Invalid --photos "${values.photos}": give a whole number, e.g. --photos 100000.`);
  process.exit(1);
}
if (which === 'start' || which === 'all') await benchStart();
if (which === 'seed' || which === 'all') await benchSeed(photos, db);
if (which === 'search')
  await benchSearch({ url: values.url, dataDir: values['data-dir'], timingsFile: values.timings });
if (!['start', 'seed', 'search', 'all'].includes(which)) {
  console.error(`Unknown benchmark "${which}". Use: start, seed, search.`);
  process.exit(1);
}
