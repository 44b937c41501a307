import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASPECTS,
  formatImageKey,
  imageKeyFor,
  MAX_SEED,
  MOODS,
  parseImageKey,
  photoImageUrls,
  photoidOfKey,
  SCENE_NAMES,
  TONES,
} from './image-key';

const meta = {
  scene: 'kitchen',
  decade: '1970s',
  width: 3000,
  height: 2000,
  peopleCount: 3,
  colorAndMood: 'Warm and nostalgic',
  seed: 1042,
} as const;

describe('imageKeyFor', () => {
  it('derives tone from the description first, then the decade', () => {
    expect(imageKeyFor({ ...meta, decade: '1960s', colorAndMood: 'High contrast black and white' })).toMatch(
      /^kitchen-mono-/,
    );
    expect(imageKeyFor({ ...meta, decade: '1930s', colorAndMood: 'Soft sepia' })).toMatch(/^kitchen-sepia-/);
    expect(imageKeyFor({ ...meta, decade: '1940s', colorAndMood: 'Cool and calm' })).toMatch(
      /^kitchen-mono-/,
    );
    expect(imageKeyFor({ ...meta, decade: '1900s', colorAndMood: 'Warm and nostalgic' })).toMatch(
      /^kitchen-sepia-/,
    );
    expect(imageKeyFor(meta)).toBe('kitchen-faded-h-3-warm-1042');
    expect(imageKeyFor({ ...meta, decade: '1990s', colorAndMood: 'Vibrant and saturated' })).toBe(
      'kitchen-color-h-3-vibrant-1042',
    );
    expect(imageKeyFor({ ...meta, decade: '2010s', colorAndMood: 'Faded pastel' })).toBe(
      'kitchen-faded-h-3-muted-1042',
    );
  });

  it('classifies the aspect, square within 0.95–1.05', () => {
    expect(imageKeyFor({ ...meta, width: 2000, height: 3000 })).toContain('-v-');
    expect(imageKeyFor({ ...meta, width: 2000, height: 2090 })).toContain('-s-');
    expect(imageKeyFor({ ...meta, width: 2100, height: 2000 })).toContain('-s-');
    expect(imageKeyFor({ ...meta, width: 2200, height: 2000 })).toContain('-h-');
    expect(imageKeyFor({ ...meta, width: 0, height: 0 })).toContain('-h-');
  });

  it('caps people at 6 and keeps the seed within the photo id range', () => {
    expect(imageKeyFor({ ...meta, peopleCount: 40 })).toBe('kitchen-faded-h-6-warm-1042');
    expect(imageKeyFor({ ...meta, peopleCount: -2, seed: -1 })).toBe('kitchen-faded-h-0-warm-0');
    expect(imageKeyFor({ ...meta, scene: 'living-room', seed: 2 ** 40 })).toBe(
      `living-room-faded-h-3-warm-${MAX_SEED}`,
    );
  });

  it('gives every photo its own key', () => {
    const keys = new Set(Array.from({ length: 1000 }, (_, i) => imageKeyFor({ ...meta, seed: i + 1 })));
    expect(keys.size).toBe(1000);
  });

  it('always produces a key the parser accepts unchanged', () => {
    fc.assert(
      fc.property(
        fc.record({
          scene: fc.constantFrom(...SCENE_NAMES),
          decade: fc.oneof(fc.constantFrom('1900s', '1950s', '1970s', '1980s', '2010s'), fc.string()),
          width: fc.integer({ min: -10, max: 10_000 }),
          height: fc.integer({ min: -10, max: 10_000 }),
          peopleCount: fc.integer({ min: -5, max: 50 }),
          colorAndMood: fc.string(),
          seed: fc.integer(),
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

const recipeArbitrary = fc.record({
  scene: fc.constantFrom(...SCENE_NAMES),
  tone: fc.constantFrom(...TONES),
  aspect: fc.constantFrom(...ASPECTS),
  people: fc.integer({ min: 0, max: 6 }),
  mood: fc.constantFrom(...MOODS),
  seed: fc.integer({ min: 0, max: MAX_SEED }),
});

describe('parseImageKey', () => {
  it('round-trips every recipe', () => {
    fc.assert(
      fc.property(recipeArbitrary, (recipe) => {
        expect(parseImageKey(formatImageKey(recipe))).toEqual(recipe);
      }),
    );
  });

  it('reads keys of the first catalogues as the scene their variant drew', () => {
    expect(parseImageKey('sepia-h-3-warm-4')).toEqual({
      scene: 'kitchen',
      tone: 'sepia',
      aspect: 'h',
      people: 3,
      mood: 'warm',
      seed: 4,
    });
    expect(parseImageKey('mono-v-0-cool-11')?.scene).toBe('road-trip');
    expect(photoidOfKey('mono-v-0-cool-11')).toBeNull();
    expect(photoidOfKey('road-trip-mono-v-0-cool-11')).toBe(11);
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
    'kitchen-sepia-h-3-warm-012',
    'kitchen-sepia-h-3-warm-2147483648',
    'kitchen-sepia-h-3-warm-99999999999',
    'kitchen-sepia-h-3-warm--1',
    'spaceship-sepia-h-3-warm-12',
    'kitchen-sepia-h-7-warm-12',
    'living-room-living-room-sepia-h-3-warm-12',
    'kitchen-sepia-h-3-warm-12/../x',
    '../../etc/passwd',
    'sepia-h-3-warm-1/../x',
  ])('rejects %j', (key) => {
    expect(parseImageKey(key)).toBeNull();
  });

  it('accepts a near miss of a valid key only when it is itself a valid key', () => {
    fc.assert(
      fc.property(
        recipeArbitrary,
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        (recipe, at, char) => {
          const key = formatImageKey(recipe);
          const i = at % key.length;
          const mutated = key.slice(0, i) + char + key.slice(i + 1);
          const parsed = parseImageKey(mutated);
          if (parsed) expect(formatImageKey(parsed) === mutated || /^[a-z]+-[hvs]-/.test(mutated)).toBe(true);
        },
      ),
    );
  });
});

describe('photoImageUrls', () => {
  it('points at the media routes', () => {
    expect(photoImageUrls('beach-mono-h-3-warm-10')).toEqual({
      thumbnail_url: '/media/p/beach-mono-h-3-warm-10/thumb.webp',
      preview_url: '/media/p/beach-mono-h-3-warm-10/preview.webp',
    });
  });
});
