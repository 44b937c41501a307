import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '..');

/** The server's source files, tests left out. */
function sources(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** `handle.raw(…)` and `handle.raw<T>(…)`, not sharp's `.raw()` nor drizzle's `sql.raw(…)`. */
const RAW_CALL = /(?<!sql)\.raw(<[^>(]*>)?\(\s*[^)\s]/g;

describe('hand-written SQL in the server (issue 24)', () => {
  const calls = sources().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(RAW_CALL)].map((match) => ({
      file: path.relative(SERVER, file),
      typed: match[1] !== undefined,
    })),
  );

  it('never asserts a row type: rows are typed by a schema (db/typed-rows.ts queryRows)', () => {
    expect(calls.filter((call) => call.typed)).toEqual([]);
  });

  it('is called plainly only by the typed-rows helper, the demo seed and the database client', () => {
    const allowed = (file: string) =>
      file === 'db/typed-rows.ts' ||
      file.startsWith('demo/') ||
      file === 'db/client.ts' ||
      file === 'db/migrate.ts';
    expect(calls.filter((call) => !allowed(call.file)).map((call) => call.file)).toEqual([]);
  });
});
