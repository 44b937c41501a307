import { shade } from '../palette';

function lightness(hex: string): number {
  const v = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255;
}

/** Moves `colour` away from `against` in lightness, so the two still read apart in black and white. */
export function apart(colour: string, against: string, gap = 0.2): string {
  const a = lightness(colour);
  const b = lightness(against);
  if (Math.abs(a - b) >= gap) return colour;
  const darker = b - gap > 0.05 && (a <= b || b + gap > 0.95);
  if (darker) return shade(colour, -Math.min(0.9, 1 - (b - gap) / Math.max(a, 0.01)));
  return shade(colour, Math.min(0.9, (b + gap - a) / Math.max(1 - a, 0.01)));
}

/** Strong colours of paper, balloons and candles: a party is never muted. */
export const PARTY = ['#e63946', '#1d70d6', '#f4c20d', '#2a9d5c', '#ff7f2a', '#8e44ad', '#ff4fa0'] as const;
export const DARK_WOOD = '#3a2618';
export const CHROME = '#c9ccce';
export const WHITE = '#f6f3ec';
