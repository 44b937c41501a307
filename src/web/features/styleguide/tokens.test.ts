import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOUR_TOKENS, CONTRAST_PAIRS, contrastRatio, luminance, tokenHex } from './tokens';

const css = readFileSync(new URL('../../styles.css', import.meta.url), 'utf8');

describe('colour tokens', () => {
  it('match the @theme of styles.css, all of them', () => {
    const declared = Object.fromEntries(
      [...css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((match) => [
        match[1],
        match[2]?.toLowerCase(),
      ]),
    );
    expect(Object.fromEntries(COLOUR_TOKENS.map((token) => [token.name, token.hex]))).toEqual(declared);
  });
});

describe('contrastRatio', () => {
  it('gives the WCAG extremes and is symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects what is not #rrggbb', () => {
    expect(() => luminance('red')).toThrow('not a #rrggbb colour');
  });

  it('keeps every text pair the product uses at AA for body text (4.5:1)', () => {
    for (const pair of CONTRAST_PAIRS) {
      expect(
        contrastRatio(tokenHex(pair.text), tokenHex(pair.on)),
        `${pair.text} on ${pair.on}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
