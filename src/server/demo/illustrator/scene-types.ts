import type { SceneName } from './image-key';
import type { Palette } from './palette';
import type { Rng } from './prng';

/** What a backdrop tells the scene about where and how big people stand in it. */
export interface Backdrop {
  /** Markup drawn behind the people. */
  back: string;
  /** Markup drawn in front of them (a table edge, a car door). */
  front: string;
  /** `<defs>` content the markup refers to. */
  defs: string;
  baseY: number;
  adultHeight: number;
  shadows: boolean;
  /** Waist-up framing: the group keeps its heads in place when it is shrunk to fit. */
  close: boolean;
  /** What the people wear when the scene asks for more than everyday clothes. */
  attire?: Attire;
}

/**
 * Clothes that tell the occasion at thumbnail size: a white dress and a dark suit at a wedding,
 * caps and gowns at a graduation, paper hats at a birthday.
 */
export type Attire =
  | 'everyday'
  | 'wedding'
  | 'graduation'
  | 'party-hats'
  | 'swimwear'
  | 'winter'
  | 'costume'
  | 'formal';

export interface BackdropInput {
  rng: Rng;
  palette: Palette;
  width: number;
  height: number;
  people: number;
}

export type BackdropDrawer = (input: BackdropInput) => Backdrop;

/** Backdrops by the scene they draw; a scene missing from every table falls back to a near one. */
export type SceneBackdrops = Partial<Record<SceneName, BackdropDrawer>>;

/**
 * Full-length people standing on a floor line, or a closer waist-up snapshot where the feet are
 * below the frame; the closer framing suits rooms and studios.
 */
export function standing(
  input: BackdropInput,
  floorY: number,
  closeChance: number,
  size: readonly [number, number] = [0.56, 0.66],
) {
  const { rng, width, height, people } = input;
  // Close framing only when the group fits the width without shrinking (one person in a tall frame).
  const fits = Math.floor((width * 0.9) / (height * 0.38));
  if (people > 0 && people <= fits && rng.chance(closeChance)) {
    const adultHeight = height * rng.range(1.15, 1.35);
    return { baseY: height * 0.96 + adultHeight * 0.5, adultHeight, shadows: false, close: true };
  }
  const baseY = Math.max(floorY + height * 0.06, height * rng.range(0.86, 0.95));
  return { baseY, adultHeight: height * rng.range(size[0], size[1]), shadows: true, close: false };
}
