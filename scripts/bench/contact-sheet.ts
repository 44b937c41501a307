import sharp, { type OverlayOptions } from 'sharp';
import { parseImageKey, renderPhotoPixels } from '../../src/server/demo/illustrator';

export interface SheetRow {
  /** Printed at the left of the row, e.g. the query. */
  label: string;
  keys: readonly string[];
}

const CELL = 150;
const GAP = 6;
const LABEL = 130;

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A contact sheet: one row per label, each image's thumbnail drawn into a square cell, so a
 * person can see at a glance whether the pictures show what their rows say.
 */
export async function contactSheet(
  rows: readonly SheetRow[],
  columns: number,
  format: 'png' | 'jpeg' = 'jpeg',
): Promise<Buffer> {
  const width = LABEL + columns * (CELL + GAP) + GAP;
  const rowHeights = rows.map((row) => Math.ceil(Math.max(1, row.keys.length) / columns) * (CELL + GAP));
  const height = rowHeights.reduce((sum, h) => sum + h, 0) + GAP;
  const parts: OverlayOptions[] = [];
  let labels = '';
  let top = GAP;
  for (const [r, row] of rows.entries()) {
    labels += `<text x="10" y="${top + 24}" font-family="sans-serif" font-size="18" fill="#222">${escapeXml(row.label)}</text>`;
    for (const [i, key] of row.keys.entries()) {
      const recipe = parseImageKey(key);
      if (!recipe) throw new Error(`not an image key: ${key}`);
      const drawn = await renderPhotoPixels(recipe, CELL);
      const input = await sharp(drawn.data, {
        raw: { width: drawn.width, height: drawn.height, channels: 3 },
      })
        .png()
        .toBuffer();
      const left = LABEL + GAP + (i % columns) * (CELL + GAP) + Math.round((CELL - drawn.width) / 2);
      const y = top + Math.floor(i / columns) * (CELL + GAP) + Math.round((CELL - drawn.height) / 2);
      parts.push({ input, left, top: y });
    }
    top += rowHeights[r] ?? 0;
  }
  const labelLayer = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${labels}</svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: '#f4f2ee' } })
    .composite([{ input: labelLayer, left: 0, top: 0 }, ...parts])
    .toFormat(format, format === 'jpeg' ? { quality: 82 } : {})
    .toBuffer();
}
