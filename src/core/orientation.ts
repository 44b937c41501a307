export type Orientation = 'square' | 'horizontal' | 'vertical';

/** spec §9: width/height from 0.95 to 1.05, both inclusive, counts as square. */
export const SQUARE_RATIO_MIN = 0.95;
export const SQUARE_RATIO_MAX = 1.05;

const isSize = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * spec §2 (photo detail layout): square when width/height is within 0.95–1.05, horizontal when
 * wider, vertical when taller. A missing (or unusable: zero, negative, NaN) size counts as square.
 */
export function orientationOf(
  width: number | null | undefined,
  height: number | null | undefined,
): Orientation {
  if (!isSize(width) || !isSize(height)) return 'square';
  const ratio = width / height;
  if (ratio < SQUARE_RATIO_MIN) return 'vertical';
  if (ratio > SQUARE_RATIO_MAX) return 'horizontal';
  return 'square';
}
