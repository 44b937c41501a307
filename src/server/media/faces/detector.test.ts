import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { samplePhoto } from '../../../test/test-images';
import { createFaceDetector, UnreadableImageError } from './detector';
import { mosaic } from './group-fixture';

const SLOW = 90_000;

describe('the face detector worker', () => {
  const detector = createFaceDetector();
  afterAll(() => detector.close());

  it(
    'scans off the event loop: timers keep firing while a group photo is scanned',
    async () => {
      await detector.warm();
      const group = await mosaic(6, 3, 640);
      let ticks = 0;
      const timer = setInterval(() => {
        ticks++;
      }, 5);
      const started = performance.now();
      const before = performance.eventLoopUtilization();
      const faces = await detector.detect(group.bytes);
      // How busy this thread's loop was during the scan: near 1 had the scan run here. Unlike
      // the gap between two timer ticks, it does not grow when other processes take the cores
      // (CI once saw a 27 s scan on a machine at load 11, and gaps over 150 ms).
      const loop = performance.eventLoopUtilization(before);
      const took = performance.now() - started;
      clearInterval(timer);
      expect(faces.length).toBeGreaterThanOrEqual(20);
      // One SSD pass alone takes ~200 ms; in this thread the timer would wait for each.
      expect(took).toBeGreaterThan(500);
      expect(loop.utilization).toBeLessThan(0.5);
      expect(ticks).toBeGreaterThan(0);
      expect(detector.lastRss()).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'answers requests in turn, each with its own faces, and refuses what is no picture',
    async () => {
      const blank = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ffffff' } })
        .jpeg()
        .toBuffer();
      const [portraits, none, broken] = await Promise.allSettled([
        detector.detect(await readFile(samplePhoto(1))),
        detector.detect(blank),
        detector.detect(Buffer.from('GIF89a but not really')),
      ]);
      expect(portraits.status === 'fulfilled' && portraits.value.length).toBe(3);
      expect(none.status === 'fulfilled' && none.value).toEqual([]);
      expect(broken.status).toBe('rejected');
      expect(broken.status === 'rejected' && broken.reason).toBeInstanceOf(UnreadableImageError);
    },
    SLOW,
  );

  it(
    'starts a new worker after being closed',
    async () => {
      await detector.close();
      const faces = await detector.detect(await readFile(samplePhoto(4)));
      expect(faces).toHaveLength(4);
    },
    SLOW,
  );

  it(
    'ends an idle worker, freeing its memory, and starts again on the next photo',
    async () => {
      const quick = createFaceDetector({ idleMs: 300 });
      try {
        await quick.warm();
        expect(quick.running()).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(quick.running()).toBe(false);
        expect(await quick.detect(await readFile(samplePhoto(4)))).toHaveLength(4);
        expect(quick.running()).toBe(true);
      } finally {
        await quick.close();
      }
    },
    SLOW,
  );
});
