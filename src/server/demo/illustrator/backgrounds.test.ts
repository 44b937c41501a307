import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STUDIO_NAMES as NAMES_ON_THE_PAGE } from '../../../core/studio-names';
import { renderBackground } from './backgrounds';
import { LOGO_COUNT, logoSvg, STUDIO_NAMES } from './logos';

describe('renderBackground', () => {
  it('draws a dim 1920×1080 montage', async () => {
    const image = await renderBackground(3, 'jpg');
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1920, 1080]);
    const stats = await sharp(image).stats();
    const mean = stats.channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
    // Dark enough for white headline text on top.
    expect(mean).toBeLessThan(100);
  });
});

describe('logoSvg', () => {
  it('has eleven distinct logos and nothing outside 1..11', () => {
    const svgs = Array.from({ length: LOGO_COUNT }, (_, i) => logoSvg(i + 1));
    expect(LOGO_COUNT).toBe(11);
    expect(new Set(svgs).size).toBe(11);
    expect(new Set(STUDIO_NAMES).size).toBe(11);
    expect(logoSvg(0)).toBeNull();
    expect(logoSvg(12)).toBeNull();
    expect(logoSvg(1.5)).toBeNull();
    expect(logoSvg(2)).toContain('Harbor &amp; Pine');
  });

  it('draws the studios the home page names its logos after (issue 23)', () => {
    expect(STUDIO_NAMES).toEqual(NAMES_ON_THE_PAGE);
  });
});
