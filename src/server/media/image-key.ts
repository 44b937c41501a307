/**
 * Demo photos do not own image files: each one points at a small recipe key (`sepia-h-3-warm-7`)
 * that says everything needed to draw it. A million photos share a few thousand keys, so the
 * images can be drawn on first request and cached by key.
 */

export const TONES = ['mono', 'sepia', 'faded', 'color'] as const;
export const ASPECTS = ['h', 'v', 's'] as const;
export const MOODS = ['warm', 'cool', 'neutral', 'vibrant', 'muted'] as const;
export const MAX_PEOPLE = 6;
export const SCENE_VARIANTS = 12;

export type Tone = (typeof TONES)[number];
export type Aspect = (typeof ASPECTS)[number];
export type Mood = (typeof MOODS)[number];

export interface ImageRecipe {
  tone: Tone;
  aspect: Aspect;
  /** 0..MAX_PEOPLE figures drawn; larger groups are drawn as the cap. */
  people: number;
  mood: Mood;
  /** 0..SCENE_VARIANTS-1: which backdrop and arrangement. */
  variant: number;
}

export interface ImageMeta {
  decade: string;
  width: number;
  height: number;
  peopleCount: number;
  colorAndMood: string;
  variant: number;
}

function toneFor(decade: string, colorAndMood: string): Tone {
  const text = colorAndMood.toLowerCase();
  // The catalogue's own description wins over the decade: a 1960s print can be black and white.
  if (text.includes('black and white') || text.includes('monochrome')) return 'mono';
  if (text.includes('sepia')) return 'sepia';
  const year = Number.parseInt(decade, 10);
  if (!Number.isFinite(year)) return 'faded';
  if (year < 1920) return 'sepia';
  if (year < 1950) return 'mono';
  if (year < 1980 || text.includes('faded') || text.includes('pastel')) return 'faded';
  return 'color';
}

function aspectFor(width: number, height: number): Aspect {
  if (!(width > 0 && height > 0)) return 'h';
  const ratio = width / height;
  if (ratio >= 0.95 && ratio <= 1.05) return 's';
  return ratio > 1 ? 'h' : 'v';
}

function moodFor(colorAndMood: string): Mood {
  const text = colorAndMood.toLowerCase();
  // Order matters: "Soft sepia" is soft before it is warm, "High contrast" reads as vivid.
  if (/vibrant|saturated|high contrast|bold|bright/.test(text)) return 'vibrant';
  if (/muted|earth|soft|faded|pastel|dull/.test(text)) return 'muted';
  if (/warm|nostalgic|golden|sunny/.test(text)) return 'warm';
  if (/cool|calm|blue|cold/.test(text)) return 'cool';
  return 'neutral';
}

function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** The recipe key of a photo's image, derived from its catalogue metadata. */
export function imageKeyFor(meta: ImageMeta): string {
  const variant =
    ((Math.trunc(Number.isFinite(meta.variant) ? meta.variant : 0) % SCENE_VARIANTS) + SCENE_VARIANTS) %
    SCENE_VARIANTS;
  return formatImageKey({
    tone: toneFor(meta.decade, meta.colorAndMood),
    aspect: aspectFor(meta.width, meta.height),
    people: clampInt(meta.peopleCount, 0, MAX_PEOPLE),
    mood: moodFor(meta.colorAndMood),
    variant,
  });
}

export function formatImageKey(recipe: ImageRecipe): string {
  return `${recipe.tone}-${recipe.aspect}-${recipe.people}-${recipe.mood}-${recipe.variant}`;
}

// Strict on purpose: no leading zeros, no extra parts, nothing outside the enumerations, so the set
// of keys a request can make us render is exactly the 4×3×7×5×12 = 5,040 recipes.
const KEY_PATTERN = /^(mono|sepia|faded|color)-([hvs])-([0-6])-(warm|cool|neutral|vibrant|muted)-(\d|1[01])$/;

/** The recipe of a key, or null for anything that is not exactly a key `imageKeyFor` can produce. */
export function parseImageKey(key: string): ImageRecipe | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, tone, aspect, people, mood, variant] = match;
  const toneValue = TONES.find((t) => t === tone);
  const aspectValue = ASPECTS.find((a) => a === aspect);
  const moodValue = MOODS.find((m) => m === mood);
  if (!toneValue || !aspectValue || !moodValue) return null;
  return {
    tone: toneValue,
    aspect: aspectValue,
    people: Number(people),
    mood: moodValue,
    variant: Number(variant),
  };
}

/** URLs stored on a photo row; the web swaps `.webp` for `.avif` or `.jpg` where it needs to. */
export function photoImageUrls(key: string): { thumbnail_url: string; preview_url: string } {
  return {
    thumbnail_url: `/media/p/${key}/thumb.webp`,
    preview_url: `/media/p/${key}/preview.webp`,
  };
}

/** Every valid key, for warming caches and for tests. */
export function allImageKeys(): string[] {
  const keys: string[] = [];
  for (const tone of TONES)
    for (const aspect of ASPECTS)
      for (let people = 0; people <= MAX_PEOPLE; people++)
        for (const mood of MOODS)
          for (let variant = 0; variant < SCENE_VARIANTS; variant++)
            keys.push(formatImageKey({ tone, aspect, people, mood, variant }));
  return keys;
}
