import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import sharp from 'sharp';

/**
 * Real photographs for upload journeys: the six sample photographs shipped inside
 * `@vladmandic/face-api` (MIT), each cut into a left and a right half, so twelve different
 * pictures (different bytes and different perceptual hashes), never drawings.
 */
const SAMPLES = [1, 2, 3, 4, 5, 6].map((n) =>
  join('node_modules/@vladmandic/face-api/demo', `sample${n}.jpg`),
);

/** Writes `count` (≤ 12) JPEGs named `{prefix}-NN.jpg` into a fresh folder and returns their paths. */
export async function samplePhotos(count: number, prefix = 'archive'): Promise<string[]> {
  if (count > SAMPLES.length * 2) throw new Error(`only ${SAMPLES.length * 2} sample photos exist`);
  const dir = join(
    tmpdir(),
    `backdrop-samples-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
  );
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (let index = 0; index < count; index++) {
    const source = SAMPLES[Math.floor(index / 2)] as string;
    const { width = 0, height = 0 } = await sharp(source).metadata();
    const half = Math.floor(width / 2);
    const file = join(dir, `${prefix}-${String(index + 1).padStart(2, '0')}.jpg`);
    const jpeg = await sharp(source)
      .extract({ left: index % 2 === 0 ? 0 : width - half, top: 0, width: half, height })
      .jpeg({ quality: 90 })
      .toBuffer();
    // Bytes after the end-of-image marker (every reader ignores them) make each call's files its
    // own: the server refuses a file it already has, and specs of one run share a server.
    writeFileSync(file, Buffer.concat([jpeg, Buffer.from(`backdrop-e2e ${path.basename(dir)}`)]));
    files.push(file);
  }
  return files;
}
