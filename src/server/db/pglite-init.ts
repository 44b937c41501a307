import { PGlite } from '@electric-sql/pglite';

// Run as a short-lived child process by openPglite: creating a new PGlite data directory runs
// initdb, which needs ~900 MB of WebAssembly memory that a process never gives back. Doing it
// here keeps the server's own peak within its budget; the memory ends with this process.
const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: pglite-init <data-dir>');
  process.exit(2);
}
const client = await PGlite.create({ dataDir });
await client.close();
