import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASPECTS,
  allImageKeys,
  formatImageKey,
  imageKeyFor,
  MOODS,
  parseImageKey,
  photoImageUrls,
  TONES,
} from './image-key';

const meta = {
  decade: '1970s',
  width: 3000,
  height: 2000,
  peopleCount: 3,
  colorAndMood: 'Warm and nostalgic',
  variant: 7,
};

describe('imageKeyFor', () => {
  it('derives tone from the description first, then the decade', () => {
    expect(imageKeyFor({ ...meta, decade: '1960s', colorAndMood: 'High contrast black and white' })).toMatch(
      /^mono-/,
    );
    expect(imageKeyFor({ ...meta, decade: '1930s', colorAndMood: 'Soft sepia' })).toMatch(/^sepia-/);
    expect(imageKeyFor({ ...meta, decade: '1940s', colorAndMood: 'Cool and calm' })).toMatch(/^mono-/);
    expect(imageKeyFor({ ...meta, decade: '1900s', colorAndMood: 'Warm and nostalgic' })).toMatch(/^sepia-/);
    expect(imageKeyFor(meta)).toBe('faded-h-3-warm-7');
    expect(imageKeyFor({ ...meta, decade: '1990s', colorAndMood: 'Vibrant and saturated' })).toBe(
      'color-h-3-vibrant-7',
    );
    expect(imageKeyFor({ ...meta, decade: '2010s', colorAndMood: 'Faded pastel' })).toBe('faded-h-3-muted-7');
  });

  it('classifies the aspect, square within 0.95–1.05', () => {
    expect(imageKeyFor({ ...meta, width: 2000, height: 3000 })).toContain('-v-');
    expect(imageKeyFor({ ...meta, width: 2000, height: 2090 })).toContain('-s-');
    expect(imageKeyFor({ ...meta, width: 2100, height: 2000 })).toContain('-s-');
    expect(imageKeyFor({ ...meta, width: 2200, height: 2000 })).toContain('-h-');
    expect(imageKeyFor({ ...meta, width: 0, height: 0 })).toContain('-h-');
  });

  it('caps people at 6 and folds the variant into 0..11', () => {
    expect(imageKeyFor({ ...meta, peopleCount: 40, variant: 13 })).toBe('faded-h-6-warm-1');
    expect(imageKeyFor({ ...meta, peopleCount: -2, variant: -1 })).toBe('faded-h-0-warm-11');
  });

  it('always produces a key the parser accepts unchanged', () => {
    fc.assert(
      fc.property(
        fc.record({
          decade: fc.oneof(fc.constantFrom('1900s', '1950s', '1970s', '1980s', '2010s'), fc.string()),
          width: fc.integer({ min: -10, max: 10_000 }),
          height: fc.integer({ min: -10, max: 10_000 }),
          peopleCount: fc.integer({ min: -5, max: 50 }),
          colorAndMood: fc.string(),
          variant: fc.integer(),
        }),
        (input) => {
          const key = imageKeyFor(input);
          const recipe = parseImageKey(key);
          expect(recipe).not.toBeNull();
          if (recipe) expect(formatImageKey(recipe)).toBe(key);
        },
      ),
    );
  });
});

describe('parseImageKey', () => {
  it('round-trips every recipe', () => {
    fc.assert(
      fc.property(
        fc.record({
          tone: fc.constantFrom(...TONES),
          aspect: fc.constantFrom(...ASPECTS),
          people: fc.integer({ min: 0, max: 6 }),
          mood: fc.constantFrom(...MOODS),
          variant: fc.integer({ min: 0, max: 11 }),
        }),
        (recipe) => {
          expect(parseImageKey(formatImageKey(recipe))).toEqual(recipe);
        },
      ),
    );
  });

  it.each([
    '',
    'sepia-h-3-warm',
    'sepia-h-3-warm-12',
    'sepia-h-7-warm-1',
    'sepia-h-03-warm-1',
    'sepia-h-3-warm-01',
    'Sepia-h-3-warm-1',
    'sepia-x-3-warm-1',
    'sepia-h-3-hot-1',
    'sepia-h-3-warm-1-extra',
    ' sepia-h-3-warm-1',
    'sepia-h-3-warm-1\n',
    'sepia-h--1-warm-1',
    '../../etc/passwd',
    'sepia-h-3-warm-1/../x',
  ])('rejects %j', (key) => {
    expect(parseImageKey(key)).toBeNull();
  });

  it('accepts nothing outside the enumerated keys', () => {
    const valid = new Set(allImageKeys());
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (key) => {
        expect(parseImageKey(key) !== null).toBe(valid.has(key));
      }),
    );
    // Near misses: one character of a valid key replaced.
    fc.assert(
      fc.property(
        fc.constantFrom(...valid),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        (key, at, char) => {
          const i = at % key.length;
          const mutated = key.slice(0, i) + char + key.slice(i + 1);
          expect(parseImageKey(mutated) !== null).toBe(valid.has(mutated));
        },
      ),
    );
  });

  it('keeps the number of distinct keys small', () => {
    const keys = allImageKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(5040);
  });
});

describe('photoImageUrls', () => {
  it('points at the media routes', () => {
    expect(photoImageUrls('mono-h-3-warm-0')).toEqual({
      thumbnail_url: '/media/p/mono-h-3-warm-0/thumb.webp',
      preview_url: '/media/p/mono-h-3-warm-0/preview.webp',
    });
  });
});
