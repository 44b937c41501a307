import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type ImageRecipe, parseImageKey } from './image-key';
import { renderPhoto } from './render';

function recipe(key: string): ImageRecipe {
  const parsed = parseImageKey(key);
  if (!parsed) throw new Error(`bad test key ${key}`);
  return parsed;
}

async function rgb(image: Buffer) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Largest |R−G| or |G−B| over all pixels, and the mean R−B (warmth). */
async function colourStats(image: Buffer) {
  const { data, channels } = await rgb(image);
  let maxSpread = 0;
  let warmth = 0;
  for (let i = 0; i < data.length; i += channels) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    maxSpread = Math.max(maxSpread, Math.abs(r - g), Math.abs(g - b));
    warmth += r - b;
  }
  return { maxSpread, warmth: warmth / (data.length / channels) };
}

describe('renderPhoto', () => {
  it.each([
    ['mono-h-3-warm-0', 'webp', 400, 267],
    ['sepia-v-2-neutral-1', 'jpg', 267, 400],
    ['color-s-1-vibrant-3', 'avif', 400, 400],
  ] as const)('renders %s as a %s thumbnail of the right size', async (key, format, width, height) => {
    const image = await renderPhoto(recipe(key), 'thumb', format);
    const meta = await sharp(image).metadata();
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(height);
    expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : 'webp');
  });

  it('renders previews at 1200 px on the long edge', async () => {
    const meta = await sharp(await renderPhoto(recipe('faded-h-4-warm-2'), 'preview', 'jpg')).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 800]);
  });

  it('is deterministic per key', async () => {
    const a = await renderPhoto(recipe('faded-h-4-warm-2'), 'thumb', 'webp');
    const b = await renderPhoto(recipe('faded-h-4-warm-2'), 'thumb', 'webp');
    expect(a.equals(b)).toBe(true);
  });

  it('gives black-and-white photos no colour, sepia a warm cast, colour photos colour', async () => {
    const mono = await colourStats(await renderPhoto(recipe('mono-h-5-warm-7'), 'thumb', 'webp'));
    expect(mono.maxSpread).toBeLessThanOrEqual(2);
    const sepia = await colourStats(await renderPhoto(recipe('sepia-h-5-warm-7'), 'thumb', 'webp'));
    expect(sepia.warmth).toBeGreaterThan(25);
    const colour = await colourStats(await renderPhoto(recipe('color-h-5-vibrant-7'), 'thumb', 'webp'));
    expect(colour.maxSpread).toBeGreaterThan(60);
  });

  it('watermarks previews and nothing else', async () => {
    const key = recipe('color-h-2-cool-3');
    const marked = await rgb(await renderPhoto(key, 'preview', 'jpg'));
    const clean = await rgb(await renderPhoto(key, 'preview', 'jpg', { watermark: false }));
    let changed = 0;
    for (let i = 0; i < marked.data.length; i += 3) {
      if (Math.abs((marked.data[i] ?? 0) - (clean.data[i] ?? 0)) > 24) changed++;
    }
    // The mark's strokes cover a few percent of the picture, spread over all of it.
    expect(changed / (marked.width * marked.height)).toBeGreaterThan(0.03);

    const thumb = await renderPhoto(key, 'thumb', 'webp');
    const thumbClean = await renderPhoto(key, 'thumb', 'webp', { watermark: false });
    expect(thumb.equals(thumbClean)).toBe(true);
  });
});
