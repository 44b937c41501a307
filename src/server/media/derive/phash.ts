/**
 * A 64-bit difference hash (dHash) of a picture: shrink to 9 × 8 grey pixels and keep one bit
 * per neighbour pair, set when the left one is brighter. Re-encoding, resizing and small colour
 * changes flip few bits; a different picture flips about half. Stored as a signed 64-bit integer
 * (PostgreSQL `bigint`), compared with `bit_count((a # b)::bit(64))`.
 */

export const HASH_WIDTH = 9;
export const HASH_HEIGHT = 8;

/** Near-duplicates are at most this many bits apart (of 64). */
export const NEAR_DUPLICATE_BITS = 6;

/** The dHash of 9 × 8 grey pixels (row by row, one byte each), as a signed 64-bit integer. */
export function differenceHash(grey: Uint8Array): bigint {
  if (grey.length !== HASH_WIDTH * HASH_HEIGHT) {
    throw new Error(`A difference hash needs ${HASH_WIDTH * HASH_HEIGHT} grey pixels, not ${grey.length}.`);
  }
  let hash = 0n;
  for (let y = 0; y < HASH_HEIGHT; y++) {
    for (let x = 0; x < HASH_WIDTH - 1; x++) {
      const left = grey[y * HASH_WIDTH + x] ?? 0;
      const right = grey[y * HASH_WIDTH + x + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (diff) {
    diff &= diff - 1n;
    count++;
  }
  return count;
}
