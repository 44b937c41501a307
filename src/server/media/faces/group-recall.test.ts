import { beforeAll, describe, expect, it } from 'vitest';
import { detectFacesInBytes, loadModels } from './detect-core';
import { mosaic, recall } from './group-fixture';

const SLOW = 90_000;

describe('small faces in group photos', () => {
  beforeAll(async () => {
    await loadModels();
  }, SLOW);

  it(
    'finds at least 9 in 10 of the hand-marked faces of 50–75 px in a group of 22',
    async () => {
      const group = await mosaic(6, 3, 640);
      expect(group.faces).toHaveLength(22);
      const faces = await detectFacesInBytes(group.bytes);
      const { hit, of } = recall(faces, group);
      expect(of).toBe(22);
      expect(hit / of).toBeGreaterThanOrEqual(0.9);
      // Few false faces besides.
      expect(faces.length).toBeLessThanOrEqual(of + 2);
    },
    SLOW,
  );

  it(
    'copes with a crowd of about 60 faces of 39–59 px',
    async () => {
      const group = await mosaic(16, 4, 512);
      expect(group.faces.length).toBeGreaterThanOrEqual(55);
      const faces = await detectFacesInBytes(group.bytes);
      const { hit, of } = recall(faces, group);
      expect(hit / of).toBeGreaterThanOrEqual(0.9);
      for (const face of faces) {
        expect(face.box.x + face.box.width).toBeLessThanOrEqual(1);
        expect(face.box.y + face.box.height).toBeLessThanOrEqual(1);
        expect(face.embedding).toHaveLength(128);
      }
    },
    SLOW,
  );
});
