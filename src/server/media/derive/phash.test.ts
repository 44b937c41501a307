import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { samplePhoto } from '../../../test/test-images';
import { differenceHash, HASH_HEIGHT, HASH_WIDTH, hammingDistance, NEAR_DUPLICATE_BITS } from './phash';

const greyOf = (input: Buffer | string, edit: (image: Sharp) => Sharp = (image) => image) =>
  edit(sharp(input)).resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill' }).greyscale().raw().toBuffer();

describe('difference hash', () => {
  it('sets one bit per brighter-left neighbour pair, most significant first, as a signed 64-bit value', () => {
    // Every row falls from left to right: every bit set → -1 as a signed 64-bit integer.
    const falling = new Uint8Array(HASH_WIDTH * HASH_HEIGHT).map((_, i) => 255 - (i % HASH_WIDTH) * 20);
    expect(differenceHash(falling)).toBe(-1n);
    expect(differenceHash(new Uint8Array(72))).toBe(0n);
    const firstOnly = new Uint8Array(72);
    firstOnly[0] = 10;
    expect(differenceHash(firstOnly)).toBe(BigInt.asIntN(64, 1n << 63n));
    expect(() => differenceHash(new Uint8Array(64))).toThrow('72 grey pixels');
  });

  it('counts differing bits', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
  });

  it('keeps a re-encoded, resized photograph within a few bits and sets different ones apart', async () => {
    const original = differenceHash(await greyOf(samplePhoto(1)));
    const smaller = await sharp(samplePhoto(1)).resize(500).jpeg({ quality: 60 }).toBuffer();
    const brighter = (image: Sharp) => image.modulate({ brightness: 1.1 });
    expect(hammingDistance(original, differenceHash(await greyOf(smaller)))).toBeLessThanOrEqual(
      NEAR_DUPLICATE_BITS,
    );
    expect(
      hammingDistance(original, differenceHash(await greyOf(samplePhoto(1), brighter))),
    ).toBeLessThanOrEqual(NEAR_DUPLICATE_BITS);
    for (const other of [2, 3, 4, 5, 6] as const) {
      expect(hammingDistance(original, differenceHash(await greyOf(samplePhoto(other))))).toBeGreaterThan(
        NEAR_DUPLICATE_BITS * 2,
      );
    }
  });
});
