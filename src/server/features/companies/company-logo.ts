import sharp from 'sharp';
import { AppError } from '../../errors';

/** A logo is shown at most 128 px wide, twice that for sharp screens. */
const LOGO_BOX = 256;
/** Formats a designer's logo file comes in; SVG is refused (it can carry scripts). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
export const LOGO_MESSAGE = 'The logo must be a JPEG, PNG, WebP, GIF or AVIF image';

/**
 * An uploaded logo, checked by its content (not its name or declared type), re-encoded by sharp
 * to a WebP of at most 256 px on its longer side with no metadata, as a data URL: small enough
 * to keep with the company's row, so any app process serves it and nothing is stored beside it.
 */
export async function logoDataUrl(bytes: Uint8Array): Promise<string> {
  const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' });
  const format = await image
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED.has(format)) throw new AppError('INVALID', LOGO_MESSAGE);
  try {
    const webp = await image
      .rotate()
      .resize(LOGO_BOX, LOGO_BOX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85, alphaQuality: 90 })
      .toBuffer();
    return `data:image/webp;base64,${webp.toString('base64')}`;
  } catch {
    // A file that claims a format but does not decode is not an image we can show.
    throw new AppError('INVALID', LOGO_MESSAGE);
  }
}
