import sharp from 'sharp';
import { f } from './svg';

/**
 * The "BACKDROP" mark of previews, drawn as stroked paths on a 10-unit-high grid so it renders
 * the same on every machine: <text> would depend on which fonts the system happens to have.
 */
const GLYPHS: Record<string, { d: string; advance: number }> = {
  B: { d: 'M0 0V10M0 0H3.6Q6 0 6 2.5Q6 5 3.6 5H0M3.6 5Q6.5 5 6.5 7.5Q6.5 10 3.6 10H0', advance: 6.5 },
  A: { d: 'M0 10L3.3 0L6.6 10M1.3 6.3H5.3', advance: 6.6 },
  C: { d: 'M6.2 1.6Q5.2 0 3.3 0Q0 0 0 5Q0 10 3.3 10Q5.2 10 6.2 8.4', advance: 6.2 },
  K: { d: 'M0 0V10M6 0L0 6.2M2.1 4.1L6.3 10', advance: 6.3 },
  D: { d: 'M0 0V10H2.6Q6.5 10 6.5 5Q6.5 0 2.6 0Z', advance: 6.5 },
  R: { d: 'M0 10V0H3.6Q6.2 0 6.2 2.75Q6.2 5.5 3.6 5.5H0M3.2 5.5L6.3 10', advance: 6.3 },
  O: { d: 'M3.4 0Q6.8 0 6.8 5Q6.8 10 3.4 10Q0 10 0 5Q0 0 3.4 0Z', advance: 6.8 },
  P: { d: 'M0 10V0H3.6Q6.2 0 6.2 2.75Q6.2 5.5 3.6 5.5H0', advance: 6.2 },
};

const WORD = 'BACKDROP';
const GAP = 2.6;

function wordPath(): { d: string; width: number } {
  let x = 0;
  const parts: string[] = [];
  for (const letter of WORD) {
    const glyph = GLYPHS[letter];
    if (!glyph) continue;
    parts.push(`<path transform="translate(${x.toFixed(1)} 0)" d="${glyph.d}"/>`);
    x += glyph.advance + GAP;
  }
  return { d: parts.join(''), width: x - GAP };
}

/** An SVG overlay of `width`×`height` with the mark repeated along a diagonal lattice. */
export function watermarkSvg(width: number, height: number): string {
  const word = wordPath();
  const long = Math.max(width, height);
  const letter = long * 0.032;
  const scale = letter / 10;
  const wordWidth = word.width * scale;
  const stepX = wordWidth * 1.45;
  const stepY = letter * 5.2;
  const diagonal = Math.hypot(width, height);
  const uses: string[] = [];
  let row = 0;
  for (let y = -diagonal / 2; y < diagonal / 2; y += stepY, row++) {
    const shift = (row % 2) * (stepX / 2);
    for (let x = -diagonal / 2 - shift; x < diagonal / 2; x += stepX) {
      uses.push(`<use href="#mark" x="${f(x)}" y="${f(y)}"/>`);
    }
  }
  const stroke = Math.max(1, letter * 0.13);
  // A dark halo under a light stroke keeps the mark visible on both bright skies and dark rooms.
  const mark = `<g id="mark" transform="scale(${scale.toFixed(4)})" fill="none" stroke-linecap="round" stroke-linejoin="round">${word.d}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${mark}</defs><g transform="translate(${f(width / 2)} ${f(height / 2)}) rotate(-28)"><g stroke="#000000" stroke-opacity="0.22" stroke-width="${f((stroke * 2.2) / scale)}">${uses.join('')}</g><g stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(stroke / scale)}">${uses.join('')}</g></g></svg>`;
}

// Rasterised marks per size: only three preview sizes exist, and compositing an SVG per request
// cost more than the rest of the render.
const watermarks = new Map<string, Promise<Uint8Array>>();

/** The mark rasterised to RGBA, cached per size. */
export function watermarkPixels(width: number, height: number): Promise<Uint8Array> {
  const key = `${width}x${height}`;
  const cached = watermarks.get(key);
  if (cached) return cached;
  const pending = sharp(Buffer.from(watermarkSvg(width, height)))
    .ensureAlpha()
    .raw()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
  pending.catch(() => watermarks.delete(key));
  if (watermarks.size >= 8) {
    const oldest = watermarks.keys().next().value;
    if (oldest !== undefined) watermarks.delete(oldest);
  }
  watermarks.set(key, pending);
  return pending;
}
