import { f } from '../svg';

/** A stroked capital on a 10-unit-high grid and its advance; <text> would depend on the machine's fonts. */
const GLYPHS: Record<string, readonly [string, number]> = {
  A: ['M0 10L3 0L6 10M1.2 6.4H4.8', 6],
  C: ['M6 1.5Q5 0 3.2 0Q0 0 0 5Q0 10 3.2 10Q5 10 6 8.5', 6],
  D: ['M0 0V10H2.5Q6.2 10 6.2 5Q6.2 0 2.5 0Z', 6.2],
  E: ['M5.4 0H0V10H5.4M0 5H4.4', 5.4],
  F: ['M5.4 0H0V10M0 5H4.4', 5.4],
  I: ['M0 0V10', 0],
  M: ['M0 10V0L3.3 6L6.6 0V10', 6.6],
  N: ['M0 10V0L6 10V0', 6],
  R: ['M0 10V0H3.5Q6 0 6 2.7Q6 5.4 3.5 5.4H0M3 5.4L6 10', 6],
  S: ['M5.6 1.4Q4.8 0 3 0Q0.3 0 0.3 2.6Q0.3 4.4 3 5Q5.8 5.6 5.8 7.6Q5.8 10 3 10Q1 10 0 8.4', 5.8],
  T: ['M0 0H6M3 0V10', 6],
  U: ['M0 0V6.8Q0 10 3 10Q6 10 6 6.8V0', 6],
};

/** Width of a word on the 10-unit glyph grid. */
export function wordWidth(word: string): number {
  let x = 0;
  for (const ch of word) x += (GLYPHS[ch]?.[1] ?? 5) + 2.6;
  return x - 2.6;
}

/** A word in stroked capitals, `size` units high, centred on `cx`. */
export function lettering(
  word: string,
  cx: number,
  top: number,
  size: number,
  stroke: string,
  weight = 1.5,
  extra = '',
): string {
  const gap = 2.6;
  let x = 0;
  let d = '';
  for (const ch of word) {
    const glyph = GLYPHS[ch];
    if (!glyph) {
      x += 5;
      continue;
    }
    d += glyph[0].replace(/([MLHVQZ])([^MLHVQZ]*)/g, (_m, cmd: string, args: string) => {
      if (cmd === 'Z') return 'Z';
      const nums = args
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      const moved = nums.map((n, i) => (cmd === 'V' || (cmd !== 'H' && i % 2 === 1) ? n : n + x));
      return cmd + moved.join(' ');
    });
    x += glyph[1] + gap;
  }
  const width = x - gap;
  const k = size / 10;
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(weight)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(${f(cx - (width * k) / 2)} ${f(top)}) scale(${k.toFixed(3)})"${extra ? ` ${extra}` : ''}/>`;
}
