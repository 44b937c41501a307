import { f } from '../../media/svg';

/** Stroked capitals on a 10-unit grid: <text> would depend on the fonts of the machine (see watermark.ts). */
const GLYPHS: Record<string, readonly [string, number]> = {
  A: ['M0 10L3 0L6 10M1.2 6.2H4.8', 6],
  B: ['M0 0V10M0 0H3.6Q6 0 6 2.5Q6 5 3.6 5H0M3.6 5Q6.5 5 6.5 7.5Q6.5 10 3.6 10H0', 6.5],
  C: ['M6.2 1.6Q5.2 0 3.3 0Q0 0 0 5Q0 10 3.3 10Q5.2 10 6.2 8.4', 6.2],
  D: ['M0 0V10H2.6Q6.5 10 6.5 5Q6.5 0 2.6 0Z', 6.5],
  E: ['M5.5 0H0V10H5.5M0 5H4.5', 5.5],
  F: ['M5.5 0H0V10M0 5H4.5', 5.5],
  G: ['M6.2 1.6Q5.2 0 3.3 0Q0 0 0 5Q0 10 3.3 10Q6.2 10 6.2 6.5V5.6H3.6', 6.2],
  H: ['M0 0V10M6 0V10M0 5H6', 6],
  I: ['M0 0V10', 0],
  K: ['M0 0V10M6 0L0 6.2M2.1 4.1L6.3 10', 6.3],
  L: ['M0 0V10H5.5', 5.5],
  M: ['M0 10V0L3.3 6L6.6 0V10', 6.6],
  N: ['M0 10V0L6 10V0', 6],
  O: ['M3.4 0Q6.8 0 6.8 5Q6.8 10 3.4 10Q0 10 0 5Q0 0 3.4 0Z', 6.8],
  P: ['M0 10V0H3.6Q6.2 0 6.2 2.75Q6.2 5.5 3.6 5.5H0', 6.2],
  R: ['M0 10V0H3.6Q6.2 0 6.2 2.75Q6.2 5.5 3.6 5.5H0M3.2 5.5L6.3 10', 6.3],
  S: ['M5.8 1.4Q5 0 3 0Q0.2 0 0.2 2.6Q0.2 4.6 3 5Q6 5.4 6 7.5Q6 10 3 10Q0.8 10 0 8.5', 6],
  T: ['M0 0H6M3 0V10', 6],
  U: ['M0 0V6.8Q0 10 3 10Q6 10 6 6.8V0', 6],
  V: ['M0 0L3 10L6 0', 6],
  Y: ['M0 0L3 5L6 0M3 5V10', 6],
};
const LETTER_GAP = 2.4;
const WORD_GAP = 5;

/** Width of `text` in glyph units (10 units high). */
export function letteringWidth(text: string): number {
  let width = -LETTER_GAP;
  for (const ch of text) width += ch === ' ' ? WORD_GAP : (GLYPHS[ch]?.[1] ?? 0) + LETTER_GAP;
  return Math.max(0, width);
}

/**
 * `text` centred on (cx, cy), `height` tall, shrunk to fit `maxWidth`; `weight` is the stroke in
 * glyph units (a neon tube's glow is a wide faint stroke under a narrow bright one).
 */
export function lettering(
  text: string,
  cx: number,
  cy: number,
  height: number,
  maxWidth: number,
  colour: string,
  weight = 1.5,
  extra = '',
): string {
  const units = letteringWidth(text);
  const s = Math.min(height / 10, maxWidth / Math.max(1, units));
  let x = 0;
  let paths = '';
  for (const ch of text) {
    const glyph = GLYPHS[ch];
    if (ch === ' ' || !glyph) {
      x += WORD_GAP;
      continue;
    }
    paths += `<path transform="translate(${f(x)} 0)" d="${glyph[0]}"/>`;
    x += glyph[1] + LETTER_GAP;
  }
  return `<g transform="translate(${f(cx - (units * s) / 2)} ${f(cy - 5 * s)}) scale(${s.toFixed(3)})" fill="none" stroke="${colour}" stroke-width="${f(weight)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}>${paths}</g>`;
}
