import sharp from 'sharp';
import { parseImageKey, renderPhoto } from '../../demo/illustrator';
import type { DocumentLine } from './document-data';

/** Printed about 16 mm wide: 200 px is sharp on paper and keeps a 100-photo certificate small. */
const THUMB_PX = 200;
/** Renders are CPU-bound: two at a time leave the server's other core to its visitors. */
const AT_ONCE = 2;

async function thumbnailOf(imageKey: string | null): Promise<Buffer | null> {
  const recipe = imageKey ? parseImageKey(imageKey) : null;
  if (!recipe) return null;
  try {
    const jpeg = await renderPhoto(recipe, 'thumb', 'jpg');
    return await sharp(jpeg).resize(THUMB_PX, THUMB_PX, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer();
  } catch {
    // The certificate matters more than its pictures: a failed render prints a grey box.
    return null;
  }
}

/** The lines with their thumbnails as JPEG (null where one could not be drawn); never rejects. */
export async function withThumbnails(lines: readonly DocumentLine[]): Promise<DocumentLine[]> {
  const out: DocumentLine[] = lines.map((line) => ({ ...line, thumbnail: null }));
  let next = 0;
  const worker = async () => {
    while (next < out.length) {
      const line = out[next++];
      if (line) line.thumbnail = await thumbnailOf(line.imageKey);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, out.length) }, worker));
  return out;
}
