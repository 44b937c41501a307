import { describe, expect, it } from 'vitest';
import { DOMINANT_COLORS } from '../../demo/vocabulary';
import { DOMINANT_COLOURS, dominantColour } from './dominant-colour';

const fill = (rgb: [number, number, number], pixels = 64) =>
  new Uint8Array(pixels * 3).map((_, i) => rgb[i % 3] ?? 0);

describe('dominant colour', () => {
  it("names only the catalogue's values", () => {
    expect([...DOMINANT_COLOURS].sort()).toEqual([...DOMINANT_COLORS].sort());
  });

  it.each([
    [[200, 30, 30], 'red'],
    [[240, 140, 20], 'orange'],
    [[230, 210, 40], 'yellow'],
    [[40, 160, 60], 'green'],
    [[30, 80, 200], 'blue'],
    [[110, 70, 40], 'brown'],
    [[128, 128, 128], 'grey'],
    [[20, 20, 20], 'grey'],
    // A faint sepia tint over the whole frame is still a grey picture.
    [[140, 134, 126], 'grey'],
  ] as const)('%j is %s', (rgb, name) => {
    expect(dominantColour(fill([...rgb]))).toBe(name);
  });

  it('lets saturated pixels outvote a grey background, and reads RGBA', () => {
    const pixels = new Uint8Array(100 * 4);
    for (let i = 0; i < 100; i++) {
      const [r, g, b] = i < 30 ? [30, 80, 200] : [120, 120, 120];
      pixels.set([r, g, b, 255], i * 4);
    }
    expect(dominantColour(pixels, 4)).toBe('blue');
  });
});
