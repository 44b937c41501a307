import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePhoto } from '../../../test/test-images';
import { detectFacesInBytes, loadModels, toFractions, UnreadableImage, unitLength } from './detect-core';
import { boxIou, type DetectedFace, type FaceBoxFractions } from './face-types';
import { SAMPLE_FACES } from './group-fixture';

const SLOW = 60_000;

function expectWellFormed(faces: DetectedFace[]) {
  for (const face of faces) {
    const { x, y, width, height } = face.box;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
    expect(x + width).toBeLessThanOrEqual(1);
    expect(y + height).toBeLessThanOrEqual(1);
    expect(face.score).toBeGreaterThan(0);
    expect(face.score).toBeLessThanOrEqual(1);
    expect(face.embedding).toHaveLength(128);
    const length = Math.sqrt(face.embedding.reduce((sum, v) => sum + v * v, 0));
    expect(length).toBeCloseTo(1, 5);
  }
}

/** How many of the marked faces a detection overlaps (intersection over union above 0.4). */
function matched(found: DetectedFace[], marked: FaceBoxFractions[]): number {
  return marked.filter((box) => found.some((face) => boxIou(face.box, box) > 0.4)).length;
}

describe('face detection on the packaged photographs', () => {
  beforeAll(async () => {
    await loadModels();
  }, SLOW);

  it(
    'finds every marked face on the six samples, and nothing else',
    async () => {
      for (const n of [1, 2, 3, 4, 5, 6] as const) {
        const faces = await detectFacesInBytes(await readFile(samplePhoto(n)));
        expectWellFormed(faces);
        expect(faces, `sample ${n}`).toHaveLength(SAMPLE_FACES[n].length);
        expect(matched(faces, SAMPLE_FACES[n]), `sample ${n}`).toBe(SAMPLE_FACES[n].length);
      }
    },
    SLOW,
  );

  it(
    'gives boxes on the upright picture when the file is stored turned, with an EXIF orientation',
    async () => {
      // Pixels turned a quarter anticlockwise, and orientation 6 (turn clockwise to show): upright is sample 1.
      const turned = await sharp(await sharp(samplePhoto(1)).resize(1200).rotate(270).toBuffer())
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      expect((await sharp(turned).metadata()).orientation).toBe(6);
      const faces = await detectFacesInBytes(turned);
      expectWellFormed(faces);
      expect(matched(faces, SAMPLE_FACES[1])).toBe(SAMPLE_FACES[1].length);
    },
    SLOW,
  );

  it(
    'finds the faces on a black-and-white and on a sepia scan',
    async () => {
      const grey = await sharp(samplePhoto(5)).resize(1400).toColourspace('b-w').jpeg().toBuffer();
      expect((await sharp(grey).metadata()).channels).toBe(1);
      const greyFaces = await detectFacesInBytes(grey);
      expectWellFormed(greyFaces);
      expect(matched(greyFaces, SAMPLE_FACES[5])).toBeGreaterThanOrEqual(4);

      const sepia = await sharp(samplePhoto(6))
        .resize(1400)
        .recomb([
          [0.393, 0.769, 0.189],
          [0.349, 0.686, 0.168],
          [0.272, 0.534, 0.131],
        ])
        .jpeg()
        .toBuffer();
      const sepiaFaces = await detectFacesInBytes(sepia);
      expectWellFormed(sepiaFaces);
      expect(matched(sepiaFaces, SAMPLE_FACES[6])).toBeGreaterThanOrEqual(3);
    },
    SLOW,
  );

  it(
    'finds no face on a blank picture, and keeps a face cut by the edge inside the picture',
    async () => {
      const blank = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#d8d2c4' } })
        .png()
        .toBuffer();
      expect(await detectFacesInBytes(blank)).toEqual([]);

      // Sample 3's left face cut through the middle by the picture's left edge.
      const face = SAMPLE_FACES[3][0] as FaceBoxFractions;
      const meta = await sharp(samplePhoto(3)).metadata();
      const left = Math.round((face.x + face.width * 0.35) * (meta.width ?? 0));
      const cut = await sharp(samplePhoto(3))
        .extract({ left, top: 0, width: (meta.width ?? 0) - left, height: meta.height ?? 0 })
        .jpeg()
        .toBuffer();
      const faces = await detectFacesInBytes(cut);
      expectWellFormed(faces);
      expect(faces.length).toBeGreaterThanOrEqual(2);
    },
    SLOW,
  );

  it('refuses bytes that are no picture with a sentence', async () => {
    await expect(detectFacesInBytes(Buffer.from('not a picture at all'))).rejects.toThrow(UnreadableImage);
    await expect(detectFacesInBytes(Buffer.from('not a picture at all'))).rejects.toThrow(
      /could not be read as a picture/,
    );
  });
});

describe('box and embedding arithmetic', () => {
  it('clamps a box that passes the picture edge', () => {
    const cut = toFractions({ x: -20, y: 90, width: 60, height: 30 }, 100, 100);
    expect(cut.x).toBe(0);
    expect(cut.y).toBeCloseTo(0.9, 5);
    expect(cut.width).toBeCloseTo(0.4, 5);
    expect(cut.height).toBeCloseTo(0.1, 5);
    expect(cut.y + cut.height).toBeLessThanOrEqual(1);
    const box = toFractions({ x: 70, y: 10, width: 50, height: 20 }, 100, 100);
    expect(box.x + box.width).toBeLessThanOrEqual(1);
  });

  it('scales an embedding to unit length', () => {
    expect(unitLength([3, 4])).toEqual([0.6, 0.8]);
    expect(unitLength([0, 0])).toEqual([0, 0]);
  });
});
