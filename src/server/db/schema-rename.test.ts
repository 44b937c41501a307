import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 24: a column renamed in the schema must fail the build wherever a query still names it.
 * The services are compiled in a scratch copy of src/server and src/core, once as they are and
 * once with the photos table's `photoStatus` renamed `status`; the compiler must point at each
 * service's use of the old name.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCHEMA = 'src/server/db/schema/catalogue.ts';
const SERVICES = [
  'src/server/features/cart/cart.service.ts',
  'src/server/features/wishlists/wishlist-reads.ts',
  'src/server/features/popular/popular.service.ts',
  'src/server/features/curation/curation.service.ts',
  'src/server/features/creators/creator.service.ts',
  'src/server/features/photos/original-file.ts',
  'src/server/http/page-meta.ts',
  'src/server/media/used-keys.ts',
];
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'backdrop-rename-'));
  await cp(path.join(ROOT, 'src/server'), path.join(scratch, 'src/server'), { recursive: true });
  await cp(path.join(ROOT, 'src/core'), path.join(scratch, 'src/core'), { recursive: true });
  await symlink(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'));
  const config = JSON.parse(await readFile(path.join(ROOT, 'tsconfig.json'), 'utf8'));
  await writeFile(path.join(scratch, 'tsconfig.json'), JSON.stringify({ ...config, include: SERVICES }));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The compiler's errors in the scratch copy, one line each (`file(line,col): error TSnnnn: …`). */
async function compile(): Promise<string[]> {
  try {
    await promisify(execFile)(process.execPath, [TSC, '--noEmit', '-p', 'tsconfig.json'], { cwd: scratch });
    return [];
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout ?? '';
    return stdout.split('\n').filter((line) => line.includes('error TS'));
  }
}

describe('the typed data layer', () => {
  it('fails the build in every service that still names a renamed column', { timeout: 180_000 }, async () => {
    expect(await compile()).toEqual([]);

    const schemaFile = path.join(scratch, SCHEMA);
    const schema = await readFile(schemaFile, 'utf8');
    expect(schema).toContain("photoStatus: text('photo_status')");
    await writeFile(
      schemaFile,
      schema.replace("photoStatus: text('photo_status')", "status: text('photo_status')"),
    );

    const errors = await compile();
    for (const service of SERVICES) {
      expect(errors.filter((line) => line.startsWith(service) && line.includes('photoStatus'))).not.toEqual(
        [],
      );
    }
  });
});
