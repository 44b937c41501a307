/**
 * Demo photos do not own image files: each one points at a recipe key
 * (`kitchen-faded-h-3-warm-1042`) that says everything needed to draw it: the scene, the era's
 * tone, the aspect, how many people, the mood, and a seed (the photo's `#photoid`) that varies
 * the composition, colours, clothes and poses. No two photos share a key, so no two share an
 * image; the images are drawn on first request and cached by key.
 */

export const TONES = ['mono', 'sepia', 'faded', 'color'] as const;
export const ASPECTS = ['h', 'v', 's'] as const;
export const MOODS = ['warm', 'cool', 'neutral', 'vibrant', 'muted'] as const;
/** Every scene the renderer can draw; the demo vocabulary uses the same names (see scene-of.ts). */
export const SCENE_NAMES = [
  'kitchen',
  'living-room',
  'backyard',
  'birthday',
  'wedding',
  'graduation',
  'beach',
  'road-trip',
  'christmas',
  'thanksgiving',
  'school',
  'portrait',
  'picnic',
  'camping',
  'fair',
  'new-car',
  'baby',
  'prom',
  'street',
  'farm',
  'diner',
  'pool',
  'snow',
  'halloween',
  'dance',
  'workshop',
  'office',
  'ballgame',
  'landscape',
] as const;
export const MAX_PEOPLE = 6;
/** Seeds are photo ids: a positive 32-bit integer, as the `photoid` column holds. */
export const MAX_SEED = 2_147_483_647;

export type Tone = (typeof TONES)[number];
export type Aspect = (typeof ASPECTS)[number];
export type Mood = (typeof MOODS)[number];
export type SceneName = (typeof SCENE_NAMES)[number];

export interface ImageRecipe {
  scene: SceneName;
  tone: Tone;
  aspect: Aspect;
  /** 0..MAX_PEOPLE figures drawn; larger groups are drawn as the cap. */
  people: number;
  mood: Mood;
  /** 0..MAX_SEED: varies everything the scene leaves open; the photo's id, so each photo is unique. */
  seed: number;
}

export interface ImageMeta {
  scene: SceneName;
  decade: string;
  width: number;
  height: number;
  peopleCount: number;
  colorAndMood: string;
  seed: number;
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

function isSceneName(value: string): value is SceneName {
  return (SCENE_NAMES as readonly string[]).includes(value);
}

/** The recipe key of a photo's image, derived from its catalogue metadata. */
export function imageKeyFor(meta: ImageMeta): string {
  return formatImageKey({
    scene: meta.scene,
    tone: toneFor(meta.decade, meta.colorAndMood),
    aspect: aspectFor(meta.width, meta.height),
    people: clampInt(meta.peopleCount, 0, MAX_PEOPLE),
    mood: moodFor(meta.colorAndMood),
    seed: clampInt(meta.seed, 0, MAX_SEED),
  });
}

export function formatImageKey(recipe: ImageRecipe): string {
  return `${recipe.scene}-${recipe.tone}-${recipe.aspect}-${recipe.people}-${recipe.mood}-${recipe.seed}`;
}

// Strict on purpose: no leading zeros, no extra parts, nothing outside the enumerations. Which
// keys are worth drawing at all is the media store's question (a photo must use the key).
const KEY_PATTERN =
  /^([a-z]+(?:-[a-z]+)?)-(mono|sepia|faded|color)-([hvs])-([0-6])-(warm|cool|neutral|vibrant|muted)-(0|[1-9]\d{0,9})$/;

/**
 * Keys of the first demo catalogues had no scene and a variant 0..11 for a seed
 * (`sepia-h-3-warm-7`); databases seeded then still hold them, so they still draw, each variant
 * as the scene its backdrop showed.
 */
const LEGACY_KEY_PATTERN =
  /^(mono|sepia|faded|color)-([hvs])-([0-6])-(warm|cool|neutral|vibrant|muted)-(\d|1[01])$/;
const LEGACY_SCENES: readonly SceneName[] = [
  'living-room',
  'backyard',
  'living-room',
  'beach',
  'kitchen',
  'portrait',
  'christmas',
  'picnic',
  'portrait',
  'landscape',
  'portrait',
  'road-trip',
];

function recipeOf(
  scene: string,
  tone: string,
  aspect: string,
  people: string,
  mood: string,
  seed: string,
): ImageRecipe | null {
  const toneValue = TONES.find((t) => t === tone);
  const aspectValue = ASPECTS.find((a) => a === aspect);
  const moodValue = MOODS.find((m) => m === mood);
  const seedValue = Number(seed);
  if (!isSceneName(scene) || !toneValue || !aspectValue || !moodValue || seedValue > MAX_SEED) return null;
  return {
    scene,
    tone: toneValue,
    aspect: aspectValue,
    people: Number(people),
    mood: moodValue,
    seed: seedValue,
  };
}

/** The recipe of a key, or null for anything that is not exactly a key `imageKeyFor` can produce. */
export function parseImageKey(key: string): ImageRecipe | null {
  const match = KEY_PATTERN.exec(key);
  if (match) {
    const [, scene = '', tone = '', aspect = '', people = '', mood = '', seed = ''] = match;
    return recipeOf(scene, tone, aspect, people, mood, seed);
  }
  const legacy = LEGACY_KEY_PATTERN.exec(key);
  if (!legacy) return null;
  const [, tone = '', aspect = '', people = '', mood = '', variant = ''] = legacy;
  const scene = LEGACY_SCENES[Number(variant)] ?? 'portrait';
  return recipeOf(scene, tone, aspect, people, mood, variant);
}

/** The photo id a key was drawn for, or null for a key of the first catalogues (they name none). */
export function photoidOfKey(key: string): number | null {
  return KEY_PATTERN.test(key) ? (parseImageKey(key)?.seed ?? null) : null;
}

/** URLs stored on a photo row; the web swaps `.webp` for `.avif` or `.jpg` where it needs to. */
export function photoImageUrls(key: string): { thumbnail_url: string; preview_url: string } {
  return {
    thumbnail_url: `/media/p/${key}/thumb.webp`,
    preview_url: `/media/p/${key}/preview.webp`,
  };
}
