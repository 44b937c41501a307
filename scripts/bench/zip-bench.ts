import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { DownloadLink } from '../../src/core/purchases';
import { openPglite } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { createLocalStore } from '../../src/server/storage/local-store';
import { apiClient } from '../../src/test/api-client';
import { signUpByLink } from '../../src/test/auth-helpers';
import { payForCart } from '../../src/test/checkout-flow';
import { createCartItem, createPhoto, createProject, createUser } from '../../src/test/factories';
import { createTestApp } from '../../src/test/test-app';

/**
 * `npm run bench -- zip [--photos 25]`: issue 22's first ZIP. A buyer pays for 25 photos whose
 * originals were never made (a fresh store, as right after a purchase), then opens the order's
 * ZIP over real HTTP: the time to the first byte (the budget: 1 s), to the end, and the same for a
 * second ZIP, whose originals now exist. The app runs in-process on an in-memory PGlite.
 */

export const ZIP_FIRST_BYTE_BUDGET_MS = 1000;

interface ZipTiming {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
}

async function timeZip(url: string, cookie: string): Promise<ZipTiming> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Cookie: cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`the ZIP answered ${response.status}`);
  let firstByteMs = -1;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (firstByteMs < 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
  }
  return { firstByteMs, totalMs: performance.now() - started, bytes };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function benchZip(options: { photos?: number } = {}): Promise<void> {
  const count = options.photos ?? 25;
  const handle = await openPglite(null);
  const storeDir = await mkdtemp(path.join(tmpdir(), 'backdrop-zip-bench-'));
  let failed = false;
  try {
    await runMigrations(handle);
    const app = await createTestApp(handle, { storage: createLocalStore(storeDir) });
    const request = apiClient(app);
    const creator = await createUser(handle);
    const buyer = await signUpByLink(app, 'zip-bench@example.test', 'Bea');
    const [user] = await handle.raw<{ id: string }>(
      `select id from "user" where email = 'zip-bench@example.test'`,
    );
    const buyerId = user?.id ?? '';
    const project = await createProject(handle, {
      userId: buyerId,
      name: 'Tide Line',
      company: 'Harbour Pictures',
    });
    for (let index = 0; index < count; index++) {
      const photo = await createPhoto(handle, { creatorId: creator.id });
      await createCartItem(handle, {
        userId: buyerId,
        photoId: photo.id,
        licenseType: 'background-dressing',
      });
    }
    const orderId = await payForCart(request, buyer, project.id);

    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const zipOnce = async () => {
        const link = await request<DownloadLink>('POST', '/api/purchases/download-links', buyer, {
          order_id: orderId,
        });
        return timeZip(`${base}${link.body.url}`, buyer);
      };
      const first = await zipOnce();
      const second = await zipOnce();
      console.log(`ZIP of ${count} photos (${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown CPU'}):`);
      console.log(
        `  first ZIP (originals drawn as it streams): first byte ${seconds(first.firstByteMs)}, complete ${seconds(first.totalMs)}, ${(first.bytes / 1e6).toFixed(1)} MB`,
      );
      console.log(
        `  second ZIP (originals stored):            first byte ${seconds(second.firstByteMs)}, complete ${seconds(second.totalMs)}`,
      );
      if (first.firstByteMs > ZIP_FIRST_BYTE_BUDGET_MS) {
        failed = true;
        console.error(`the first ZIP's first byte took over ${ZIP_FIRST_BYTE_BUDGET_MS} ms`);
      }
    } finally {
      server.close();
    }
  } finally {
    await handle.close();
    await rm(storeDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}
