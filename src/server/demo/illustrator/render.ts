import sharp, { type Sharp } from 'sharp';
import { type ImageFormat, type ImageVariant, LONG_EDGE } from '../../media/image-formats';
import { watermarkPixels } from '../../media/watermark';
import { formatImageKey, type ImageRecipe } from './image-key';
import { hashString } from './prng';
import { aspectSize, buildScene } from './scene';
import { applyTone } from './tone';

// Every render starts from a fresh SVG, so libvips' operation cache only holds memory (~50 MB)
// that the server's 400 MB budget needs more.
sharp.cache(false);

export interface RenderOptions {
  /** Defaults to true for previews only: thumbnails are too small to steal, originals are paid for. */
  watermark?: boolean;
}

const GRAIN: Record<ImageRecipe['tone'], number> = { mono: 18, sepia: 16, faded: 12, color: 7 };
const SOFTNESS: Record<ImageRecipe['tone'], number> = { mono: 1.3, sepia: 1.3, faded: 1, color: 0.6 };
/** Drawing scale of large sizes: about the softness SOFTNESS gives small ones. */
const RASTER_SCALE: Record<ImageRecipe['tone'], number> = { mono: 0.5, sepia: 0.5, faded: 0.6, color: 0.75 };

/** Encoder settings per variant: originals are sold, so they get the quality; thumbs the speed. */
function encode(image: Sharp, format: ImageFormat, variant: ImageVariant): Sharp {
  const original = variant === 'original';
  switch (format) {
    case 'jpg':
      return image.jpeg({
        quality: original ? 90 : variant === 'preview' ? 82 : 78,
        progressive: variant !== 'thumb',
      });
    case 'webp':
      // Effort 1 halves the encode time of effort 2 for ~5% more bytes on grainy pictures.
      return image.webp({
        quality: original ? 90 : variant === 'preview' ? 80 : 76,
        effort: original ? 4 : 1,
      });
    case 'avif':
      // AVIF is the slowest encoder by far (aom); effort 0 is ~2x faster than 2 at the same size here.
      return image.avif({ quality: original ? 70 : 52, effort: original ? 2 : 0 });
  }
}

/**
 * The scene as raw RGB. Old prints are soft and a vector drawing is not: large sizes are drawn
 * smaller and scaled up (as soft as a blur, and twice as fast as drawing at full size and
 * blurring); small ones get a slight blur.
 */
async function rasterise(recipe: ImageRecipe, width: number, height: number, long: number) {
  if (long > 600) {
    const scale = RASTER_SCALE[recipe.tone];
    const small = { width: Math.round(width * scale), height: Math.round(height * scale) };
    const scene = buildScene(recipe, small.width, small.height);
    // Two pipelines: resizing an SVG input would make sharp draw it at the target size after all.
    const drawn = await sharp(Buffer.from(scene.svg)).removeAlpha().raw().toBuffer();
    const data = await sharp(drawn, { raw: { ...small, channels: 3 } })
      .resize(width, height, { kernel: 'linear' })
      .raw()
      .toBuffer();
    const k = width / small.width;
    const { x, y, width: w, height: h } = scene.photo;
    const photo = {
      x: Math.round(x * k),
      y: Math.round(y * k),
      width: Math.round(w * k),
      height: Math.round(h * k),
    };
    return { data, photo, exposure: scene.exposure };
  }
  const scene = buildScene(recipe, width, height);
  const sigma = (SOFTNESS[recipe.tone] * long) / 1200;
  let pipeline = sharp(Buffer.from(scene.svg)).removeAlpha();
  if (sigma >= 0.3) pipeline = pipeline.blur(sigma);
  return { data: await pipeline.raw().toBuffer(), photo: scene.photo, exposure: scene.exposure };
}

/** Raw toned pixels of a recipe at `width`×`height`, with an optional watermark. */
async function drawPixels(
  recipe: ImageRecipe,
  width: number,
  height: number,
  long: number,
  watermark = false,
) {
  const [drawn, overlay] = await Promise.all([
    rasterise(recipe, width, height, long),
    watermark ? watermarkPixels(width, height) : undefined,
  ]);
  if (drawn.data.length !== width * height * 3)
    throw new Error(`rasterised ${drawn.data.length} bytes for ${width}x${height}`);
  if (overlay && overlay.length !== width * height * 4) throw new Error('watermark size mismatch');
  const tone = {
    tone: recipe.tone,
    mood: recipe.mood,
    photo: drawn.photo,
    exposure: drawn.exposure,
    // Finer grain on small images, or thumbnails look like static.
    grain: GRAIN[recipe.tone] * Math.min(1, Math.max(0.45, long / 1600)),
    seed: hashString(`${formatImageKey(recipe)}:${long}`),
  };
  applyTone(drawn.data, width, height, tone, overlay);
  return { data: drawn.data, width, height };
}

/**
 * The pixel size of a recipe's sold original: what the photo page advertises (issue 22), so it
 * must be exactly what `renderPhoto(recipe, 'original', …)` draws.
 */
export function originalSize(aspect: ImageRecipe['aspect']): { width: number; height: number } {
  return aspectSize(aspect, LONG_EDGE.original);
}

/** Renders one variant of a recipe, encoded; deterministic for a given recipe, variant and format. */
export async function renderPhoto(
  recipe: ImageRecipe,
  variant: ImageVariant,
  format: ImageFormat,
  options: RenderOptions = {},
): Promise<Buffer> {
  const long = LONG_EDGE[variant];
  const { width, height } = aspectSize(recipe.aspect, long);
  const pixels = await drawPixels(recipe, width, height, long, options.watermark ?? variant === 'preview');
  let image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 3 } });
  // A black-and-white print is stored as one channel: smaller, and truly without colour.
  if (recipe.tone === 'mono') image = image.toColourspace('b-w');
  return encode(image, format, variant).toBuffer();
}

/** Raw RGB of a recipe at a long edge, for montages that place photos inside a larger picture. */
export async function renderPhotoPixels(recipe: ImageRecipe, long: number) {
  const { width, height } = aspectSize(recipe.aspect, long);
  return drawPixels(recipe, width, height, long);
}
