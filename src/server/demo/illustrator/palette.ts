import type { Mood } from './image-key';
import type { Rng } from './prng';

/**
 * Colours a scene is painted with before its tone (mono, sepia, faded) is applied. Moods pick the
 * walls and clothes; skin and hair are independent of mood so every group is varied.
 */
export interface Palette {
  walls: readonly [string, ...string[]];
  floors: readonly [string, ...string[]];
  skyTop: string;
  skyBottom: string;
  grass: readonly [string, ...string[]];
  clothes: readonly [string, ...string[]];
  /** Lamp light, sunsets, the glow of a room. */
  light: string;
}

export const PALETTES: Record<Mood, Palette> = {
  warm: {
    walls: ['#e8c9a0', '#d9a66b', '#c98f5a', '#f0d8b0', '#b5744a', '#e3b98a'],
    floors: ['#8a5a3b', '#6e4a2f', '#a0704a'],
    skyTop: '#e9a56b',
    skyBottom: '#f7e2b5',
    grass: ['#8f9a4a', '#a89a4e', '#7f8a3e'],
    clothes: ['#b5482f', '#d98b3a', '#e3c16f', '#7a3b2a', '#c9703f', '#f2e2c4', '#5b4a3a', '#8c2f1e'],
    light: '#ffd27a',
  },
  cool: {
    walls: ['#b8c7cf', '#9fb3bd', '#cfd8d6', '#8aa1ad', '#dfe6e8', '#a9bfb8'],
    floors: ['#6d7a80', '#5a6468', '#8b8f88'],
    skyTop: '#6f9cc9',
    skyBottom: '#d4e4ef',
    grass: ['#5f8a5a', '#6f9a7a', '#4f7a5a'],
    clothes: ['#2f4f6f', '#4f7a9a', '#9ab7c9', '#3e5a4a', '#d9e2e6', '#5e6b7a', '#1f2f3f', '#7a8fa0'],
    light: '#e6f0ff',
  },
  neutral: {
    walls: ['#d8d0c4', '#c9c2b8', '#e6e0d6', '#b9b2a6', '#cfc6b0'],
    floors: ['#7a6e62', '#8e8274', '#5f564d'],
    skyTop: '#8fb0cc',
    skyBottom: '#e2e6e6',
    grass: ['#7a8a5a', '#6b7f57', '#84905f'],
    clothes: ['#4a4a52', '#8a7a6a', '#c4b8a4', '#2e3440', '#a33b3b', '#e6e2da', '#5a6a4a', '#3b5a7a'],
    light: '#fff1d6',
  },
  vibrant: {
    walls: ['#f2d14b', '#e8785a', '#6ab3e0', '#f0f0e8', '#8fcf7f', '#f29ac2'],
    floors: ['#b03a2e', '#3a6ab0', '#c98a2e', '#7a4a2a'],
    skyTop: '#2f8fe0',
    skyBottom: '#a8dcf7',
    grass: ['#3fa34a', '#5cbf4a', '#2f9a3f'],
    clothes: ['#e63946', '#1d70d6', '#f4c20d', '#2a9d5c', '#ff7f2a', '#8e44ad', '#ffffff', '#ff4fa0'],
    light: '#fff4c0',
  },
  muted: {
    walls: ['#b7a88f', '#a89d86', '#c2b59b', '#9a8f7a', '#b3a994'],
    floors: ['#6b5b47', '#7d6b55', '#594c3c'],
    skyTop: '#9aa9a8',
    skyBottom: '#d6d3c5',
    grass: ['#7d8160', '#8a8a66', '#6f7556'],
    clothes: ['#7b6a58', '#8c7b5f', '#5f6b5a', '#a3876a', '#4f4a45', '#b8ab94', '#6e5a4b', '#8a6f5a'],
    light: '#f3e3c0',
  },
};

export const SKIN_TONES = [
  '#f1c8a5',
  '#e0ac86',
  '#c68863',
  '#a0674a',
  '#7b4b34',
  '#5a3825',
  '#f5d3b8',
] as const;
export const HAIR_COLOURS = [
  '#2b1e16',
  '#4a3222',
  '#7a5230',
  '#b08a58',
  '#1a1a1a',
  '#8a8a8a',
  '#c9a36b',
] as const;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(r: number, g: number, b: number): string {
  const part = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mixes two colours; t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return toHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

/** Darkens (amount < 0) or lightens (amount > 0) towards black or white. */
export function shade(colour: string, amount: number): string {
  return amount < 0 ? mix(colour, '#000000', -amount) : mix(colour, '#ffffff', amount);
}

/** A colour from a list, nudged a little so two photos with the same palette still differ. */
export function jitter(rng: Rng, colours: readonly [string, ...string[]]): string {
  return shade(rng.pick(colours), rng.range(-0.12, 0.12));
}
