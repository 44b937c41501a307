import sharp, { type OverlayOptions } from 'sharp';
import { f, rect } from '../../media/svg';
import { ASPECTS, type ImageRecipe, MAX_SEED, MOODS, SCENE_NAMES, type Tone } from './image-key';
import { createRng, type Rng } from './prng';
import { renderPhotoPixels } from './render';

/**
 * Home-page backgrounds: prints scattered on a dark table or album page, soft and dim so the
 * headline on top stays readable. Drawn from the same scenes as the catalogue, so they look like it.
 */

export const BACKGROUND_COUNT = 50;
export const BACKGROUND_FORMATS = ['webp', 'jpg'] as const;
export type BackgroundFormat = (typeof BACKGROUND_FORMATS)[number];

export function isBackgroundFormat(value: string): value is BackgroundFormat {
  return (BACKGROUND_FORMATS as readonly string[]).includes(value);
}

const WIDTH = 1920;
const HEIGHT = 1080;
/**
 * The montage is laid out and drawn at half size, then scaled up: the result is blurred and
 * dimmed behind the headline, so the lost detail does not show, and drawing costs about a third
 * (issue 22: all 50 are drawn ahead at start, before any visitor asks for one).
 */
const DRAW_SCALE = 0.5;
const DRAW_WIDTH = WIDTH * DRAW_SCALE;
const DRAW_HEIGHT = HEIGHT * DRAW_SCALE;

const SURFACES: readonly [{ base: string; line: string }, ...{ base: string; line: string }[]] = [
  { base: '#3a2a1e', line: '#2a1d14' }, // a walnut table
  { base: '#1f2328', line: '#171a1e' }, // a black album page
  { base: '#2b3138', line: '#232830' }, // slate linen
  { base: '#34302a', line: '#29261f' }, // an old cardboard box
];

function surfaceSvg(rng: Rng, shadows: string): string {
  const surface = rng.pick(SURFACES);
  let grain = '';
  // Long faint stripes read as wood grain or linen weave once the whole picture is blurred.
  for (let y = 0; y < DRAW_HEIGHT; y += rng.range(6, 22)) {
    grain += rect(
      0,
      y,
      DRAW_WIDTH,
      rng.range(1, 4) * DRAW_SCALE,
      surface.line,
      `opacity="${f(rng.range(0.3, 0.9))}"`,
    );
  }
  const blur = `<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${9 * DRAW_SCALE}"/></filter>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAW_WIDTH}" height="${DRAW_HEIGHT}"><defs>${blur}</defs>${rect(0, 0, DRAW_WIDTH, DRAW_HEIGHT, surface.base)}${grain}<g filter="url(#soft)" opacity="0.6">${shadows}</g></svg>`;
}

function printRecipe(rng: Rng): ImageRecipe {
  const tone: Tone = rng.pick(['mono', 'mono', 'sepia', 'sepia', 'faded', 'faded', 'color']);
  return {
    tone,
    aspect: rng.pick(ASPECTS),
    people: rng.int(0, 5),
    mood: rng.pick(MOODS),
    scene: rng.pick(SCENE_NAMES),
    seed: rng.int(0, MAX_SEED),
  };
}

interface Print {
  data: Buffer;
  width: number;
  height: number;
  /** The print before turning, for its shadow. */
  flatWidth: number;
  flatHeight: number;
  angle: number;
}

/** One print: the photo with a white border, turned a little, as RGBA. */
async function print(rng: Rng, long: number): Promise<Print> {
  const pixels = await renderPhotoPixels(printRecipe(rng), long);
  const margin = Math.round(long * rng.range(0.03, 0.06));
  const angle = rng.range(-12, 12);
  // Two pipelines: within one, sharp extends after rotating, which would frame the turned print.
  const bordered = await sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: 3 },
  })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#efeae0' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(bordered.data, {
    raw: { width: bordered.info.width, height: bordered.info.height, channels: 3 },
  })
    .ensureAlpha()
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    width: info.width,
    height: info.height,
    flatWidth: bordered.info.width,
    flatHeight: bordered.info.height,
    angle,
  };
}

function shadowSvg(p: Print, left: number, top: number): string {
  const cx = left + p.width / 2 + 6 * DRAW_SCALE;
  const cy = top + p.height / 2 + 10 * DRAW_SCALE;
  return rect(
    cx - p.flatWidth / 2,
    cy - p.flatHeight / 2,
    p.flatWidth,
    p.flatHeight,
    '#000',
    `transform="rotate(${f(p.angle)} ${f(cx)} ${f(cy)})"`,
  );
}

/** Renders background `index` (1..50), deterministic per index. */
export async function renderBackground(index: number, format: BackgroundFormat): Promise<Buffer> {
  const rng = createRng(`background-${index}`);
  const overlays: OverlayOptions[] = [];
  const shadows: string[] = [];
  const cols = 5;
  const rows = 3;
  const cellW = DRAW_WIDTH / cols;
  const cellH = DRAW_HEIGHT / rows;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (rng.chance(0.12)) continue;
      const p = await print(rng, Math.round(rng.range(340, 440) * DRAW_SCALE));
      const cx = (col + 0.5) * cellW + rng.range(-0.2, 0.2) * cellW;
      const cy = (row + 0.5) * cellH + rng.range(-0.2, 0.2) * cellH;
      const left = Math.round(Math.min(DRAW_WIDTH - p.width, Math.max(0, cx - p.width / 2)));
      const top = Math.round(Math.min(DRAW_HEIGHT - p.height, Math.max(0, cy - p.height / 2)));
      overlays.push({ input: p.data, raw: { width: p.width, height: p.height, channels: 4 }, left, top });
      shadows.push(shadowSvg(p, left, top));
    }
  }
  const montage = await sharp(Buffer.from(surfaceSvg(rng, shadows.join(''))))
    .removeAlpha()
    .composite(overlays)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Two pipelines: sharp resizes before it blurs within one, and the blur belongs to the full size.
  const full = await sharp(montage.data, {
    raw: { width: montage.info.width, height: montage.info.height, channels: 3 },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'linear' })
    .raw()
    .toBuffer();
  // Soft and dim: a backdrop behind text, never a picture competing with it.
  const soft = sharp(full, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(2.2)
    .linear(0.55, 4)
    .composite([{ input: Buffer.from(vignetteSvg()) }]);
  return format === 'webp'
    ? soft.webp({ quality: 72, effort: 3 }).toBuffer()
    : soft.jpeg({ quality: 78, progressive: true }).toBuffer();
}

function vignetteSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.75"><stop offset="0.4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></radialGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#v)"/></svg>`;
}
