import type { Mood, Tone } from './image-key';
import type { Rect } from './scene';

/**
 * The film look, applied to raw RGB pixels in one pass: exposure and vignette inside the picture,
 * luminance grain everywhere (paper has grain too), then the tone's print curve. Done in JS
 * rather than as sharp operations because sharp orders its operations itself, and because a
 * seeded grain keeps every render of a key identical.
 */
export interface ToneParams {
  tone: Tone;
  mood: Mood;
  photo: Rect;
  exposure: number;
  /** Grain amplitude in 8-bit levels. */
  grain: number;
  seed: number;
}

type Lut = Uint8Array;

const clamp8 = (v: number) => Math.min(255, Math.max(0, v));

function curveLut(fn: (v: number) => number): Lut {
  const lut = new Uint8Array(256);
  for (let i = 0; i < 256; i++) lut[i] = Math.round(clamp8(fn(i)));
  return lut;
}

function contrastOf(mood: Mood): number {
  switch (mood) {
    case 'vibrant':
      return 1.25;
    case 'muted':
      return 0.82;
    case 'warm':
    case 'cool':
    case 'neutral':
      return 1.12;
  }
}

/** Three interpolation stops from shadow to highlight: how a toned print renders grey levels. */
function rampLuts(
  dark: readonly number[],
  mid: readonly number[],
  light: readonly number[],
  contrast: number,
): [Lut, Lut, Lut] {
  const channel = (c: number) =>
    curveLut((v) => {
      const t = clamp8(128 + (v - 128) * contrast) / 255;
      const a = dark[c] ?? 0;
      const m = mid[c] ?? 128;
      const b = light[c] ?? 255;
      return t < 0.5 ? a + (m - a) * t * 2 : m + (b - m) * (t - 0.5) * 2;
    });
  return [channel(0), channel(1), channel(2)];
}

function lutsFor(tone: Tone, mood: Mood): { luts: [Lut, Lut, Lut]; saturation: number } {
  const contrast = contrastOf(mood);
  switch (tone) {
    case 'mono':
      // Lifted blacks and dulled whites: a silver print, not a screen.
      return { luts: rampLuts([18, 18, 18], [128, 128, 128], [240, 240, 240], contrast), saturation: 0 };
    case 'sepia':
      return { luts: rampLuts([40, 26, 16], [158, 122, 84], [244, 230, 200], contrast), saturation: 0 };
    case 'faded': {
      // Cyan dye fades first, so old colour prints drift to warm magenta with milky shadows.
      const cast = mood === 'cool' ? [0, 6, 10] : [12, 2, -10];
      const fade = (c: number) =>
        curveLut((v) => 36 + clamp8(128 + (v - 128) * contrast * 0.85) * 0.8 + (cast[c] ?? 0));
      return {
        luts: [fade(0), fade(1), fade(2)],
        saturation: mood === 'vibrant' ? 0.8 : mood === 'muted' ? 0.5 : 0.65,
      };
    }
    case 'color': {
      const s = (v: number) => {
        const t = v / 255;
        const curved = t + 0.12 * contrast * Math.sin(2 * Math.PI * t) * -0.5;
        return 6 + curved * 246;
      };
      const lut = curveLut(s);
      return { luts: [lut, lut, lut], saturation: mood === 'vibrant' ? 1.3 : mood === 'muted' ? 0.8 : 1.05 };
    }
  }
}

/** 64k samples of triangular noise; rows read it at random offsets so no pattern repeats visibly. */
function noiseTable(seed: number, amplitude: number): { table: Float32Array; next: () => number } {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const table = new Float32Array(65536);
  for (let i = 0; i < table.length; i++) table[i] = (next() + next() - 1) * amplitude;
  return { table, next };
}

/**
 * Modifies `data` (RGB, 3 bytes per pixel) in place. `overlay` (RGBA of the same size, e.g. the
 * preview watermark) is blended last, after the tone, so it stays neutral on a sepia print.
 */
export function applyTone(
  data: Uint8Array,
  width: number,
  height: number,
  params: ToneParams,
  overlay?: Uint8Array,
): void {
  const { luts, saturation } = lutsFor(params.tone, params.mood);
  const [lr, lg, lb] = luts;
  const { photo, exposure } = params;
  const vignette = params.tone === 'color' ? 0.3 : 0.42;
  const halfW = photo.width / 2;
  const halfH = photo.height / 2;
  const dx2 = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const inside = x >= photo.x && x < photo.x + photo.width;
    dx2[x] = inside ? ((x - photo.x - halfW) / halfW) ** 2 : -1;
  }
  const noise = noiseTable(params.seed, params.grain);
  const mono = saturation === 0;
  for (let y = 0; y < height; y++) {
    const insideY = y >= photo.y && y < photo.y + photo.height;
    const dy2 = ((y - photo.y - halfH) / halfH) ** 2;
    const offset = Math.floor(noise.next() * 65536);
    let i = y * width * 3;
    for (let x = 0; x < width; x++, i += 3) {
      const d = dx2[x] ?? -1;
      let factor = 1;
      if (insideY && d >= 0) {
        const r2 = (d + dy2) * 0.5;
        factor = exposure * (1 - vignette * r2 * r2);
      }
      const g = noise.table[(offset + x) & 65535] ?? 0;
      const r = data[i] ?? 0;
      const gr = data[i + 1] ?? 0;
      const b = data[i + 2] ?? 0;
      const lum = (r * 77 + gr * 150 + b * 29) >> 8;
      if (mono) {
        const l = clamp8(lum * factor + g) | 0;
        data[i] = lr[l] ?? l;
        data[i + 1] = lg[l] ?? l;
        data[i + 2] = lb[l] ?? l;
      } else {
        data[i] = lr[clamp8((lum + (r - lum) * saturation) * factor + g) | 0] ?? r;
        data[i + 1] = lg[clamp8((lum + (gr - lum) * saturation) * factor + g) | 0] ?? gr;
        data[i + 2] = lb[clamp8((lum + (b - lum) * saturation) * factor + g) | 0] ?? b;
      }
    }
  }
  if (overlay) blendOver(data, overlay);
}

/** Source-over of premultiplied-free RGBA onto RGB. */
function blendOver(data: Uint8Array, overlay: Uint8Array): void {
  for (let i = 0, j = 0; i < data.length; i += 3, j += 4) {
    const a = overlay[j + 3] ?? 0;
    if (a === 0) continue;
    const k = a / 255;
    data[i] = ((data[i] ?? 0) + ((overlay[j] ?? 0) - (data[i] ?? 0)) * k) | 0;
    data[i + 1] = ((data[i + 1] ?? 0) + ((overlay[j + 1] ?? 0) - (data[i + 1] ?? 0)) * k) | 0;
    data[i + 2] = ((data[i + 2] ?? 0) + ((overlay[j + 2] ?? 0) - (data[i + 2] ?? 0)) * k) | 0;
  }
}
