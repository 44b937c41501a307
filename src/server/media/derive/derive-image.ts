import exifr from 'exifr';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { printSize } from '../../../core/file-facts';
import { PermanentJobError } from '../../jobs/runner';
import type { ImageFormat } from '../image-formats';
import { LONG_EDGE } from '../image-formats';
import { watermarkPixels } from '../watermark';
import { type DominantColour, dominantColour } from './dominant-colour';
import { type FileFacts, factsFromMetadata } from './file-metadata';
import { differenceHash, HASH_HEIGHT, HASH_WIDTH } from './phash';

/**
 * Derives what the catalogue needs from an uploaded file (issue 26): a thumbnail (400 px) and a
 * watermarked preview (1,200 px) as WebP, the placeholder, the size, dominant colour and
 * perceptual hash, and what the file's own metadata says. The file is decoded once, shrunk on
 * load to the preview's size; every other product comes from those pixels. Outputs carry no
 * metadata at all (no EXIF, GPS, serials, XMP); colours are converted to sRGB (CMYK included).
 */

// Every upload is a new file: libvips' operation cache would only hold memory (as in render.ts).
sharp.cache(false);

/** The largest picture taken: beyond this a file is a decompression bomb or not worth the memory. */
export const MAX_INPUT_PIXELS = 100_000_000;

/** The formats uploads are taken in, by sharp's name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'tiff']);

/** A file that cannot become a photo, with words for the person who sent it. Never retried. */
export class ImageRefusal extends PermanentJobError {
  override name = 'ImageRefusal';
}

export interface DerivedImage {
  /** Pixels of the full picture, upright. */
  width: number;
  height: number;
  friendlyPrintSize: string;
  placeholder: string;
  dominantColour: DominantColour;
  perceptualHash: bigint;
  facts: FileFacts;
  /** WebP files, stored eagerly; JPEG and AVIF are made from these when first asked for. */
  thumb: Buffer;
  preview: Buffer;
}

const grouped = (n: number) => n.toLocaleString('en-GB');

/** sharp's and libvips' errors in words an uploader can act on; anything else is ours (retried). */
function refusalOf(error: unknown): ImageRefusal | null {
  const message = error instanceof Error ? error.message : String(error);
  if (
    /unsupported image format|corrupt header|not a known file format|bad seek|improper image header/i.test(
      message,
    )
  ) {
    return new ImageRefusal('This file is not an image we can read. Upload a JPEG, PNG, TIFF or WebP photo.');
  }
  if (
    /premature end|truncated|unexpected end|end of (file|stream|data)|short read|read error|incomplete|out of data|not enough data/i.test(
      message,
    )
  ) {
    return new ImageRefusal('This file is cut off: upload it again.');
  }
  if (/pixel limit/i.test(message)) {
    return new ImageRefusal(
      `This image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels, the largest we take.`,
    );
  }
  if (/vips|jpeg|png|tiff|webp|libspng|decode|invalid/i.test(message)) {
    return new ImageRefusal(
      'This image is damaged and cannot be read. Export it again and upload the new file.',
    );
  }
  return null;
}

async function readMetadata(file: Buffer): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = await exifr.parse(file, {
      tiff: true,
      exif: true,
      gps: true,
      iptc: true,
      xmp: true,
      icc: false,
      ifd1: false,
      interop: false,
      makerNote: false,
      userComment: false,
      mergeOutput: true,
    });
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    // Broken metadata never fails a photo: the describer enters what the file would have said.
    return null;
  }
}

function webp(image: Sharp, variant: 'thumb' | 'preview'): Sharp {
  // The illustrator's settings (demo/illustrator/render.ts): effort 1 halves the encode time.
  return image.webp({ quality: variant === 'preview' ? 80 : 76, effort: 1 });
}

/** Derives everything from the uploaded bytes; throws ImageRefusal for a file that is no photo. */
export async function deriveImage(file: Buffer, fileName: string): Promise<DerivedImage> {
  let header: Metadata;
  try {
    header = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
  const format = header.format ?? 'unknown';
  if (!ACCEPTED_FORMATS.has(format)) {
    throw new ImageRefusal(
      `This file is ${/^[aeiou]/i.test(format) ? 'an' : 'a'} ${format.toUpperCase()} image; we take JPEG, PNG, TIFF and WebP.`,
    );
  }
  const storedWidth = header.width ?? 0;
  const storedHeight = header.height ?? 0;
  if (storedWidth * storedHeight > MAX_INPUT_PIXELS) {
    throw new ImageRefusal(
      `This image is ${grouped(storedWidth)} × ${grouped(storedHeight)} pixels; the largest we take is ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }
  // EXIF orientations 5–8 turn the picture a quarter: the upright size swaps.
  const turned = (header.orientation ?? 1) >= 5;
  const width = turned ? storedHeight : storedWidth;
  const height = turned ? storedWidth : storedHeight;

  const metadata = readMetadata(file);
  let pixels: Buffer;
  let info: OutputInfo;
  try {
    // One decode, shrunk on load (JPEG) to the preview's long edge, upright, in sRGB.
    ({ data: pixels, info } = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(LONG_EDGE.preview, LONG_EDGE.preview, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }));
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
  const raw = { width: info.width, height: info.height, channels: 3 as const };
  const fromPixels = () => sharp(pixels, { raw });

  const watermark = await watermarkPixels(info.width, info.height);
  const [preview, thumb, small, grey] = await Promise.all([
    webp(
      fromPixels().composite([
        { input: Buffer.from(watermark), raw: { width: info.width, height: info.height, channels: 4 } },
      ]),
      'preview',
    ).toBuffer(),
    webp(
      fromPixels().resize(LONG_EDGE.thumb, LONG_EDGE.thumb, { fit: 'inside', withoutEnlargement: true }),
      'thumb',
    ).toBuffer(),
    fromPixels()
      .resize(100, 100, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
    fromPixels().resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill' }).greyscale().raw().toBuffer(),
  ]);

  return {
    width,
    height,
    friendlyPrintSize: printSize(width, height),
    placeholder: Buffer.from(rgbaToThumbHash(small.info.width, small.info.height, small.data)).toString(
      'base64',
    ),
    dominantColour: dominantColour(small.data, 4),
    perceptualHash: differenceHash(grey),
    facts: factsFromMetadata(await metadata, fileName),
    thumb,
    preview,
  };
}

/** A JPEG or AVIF of a stored WebP derivative, made when a browser first asks for that format. */
export async function transcodeDerivative(
  webpFile: Buffer,
  format: Exclude<ImageFormat, 'webp'>,
  variant: 'thumb' | 'preview',
): Promise<Buffer> {
  const image = sharp(webpFile);
  if (format === 'jpg')
    return image
      .jpeg({ quality: variant === 'preview' ? 82 : 78, progressive: variant !== 'thumb' })
      .toBuffer();
  return image.avif({ quality: 52, effort: 0 }).toBuffer();
}

/**
 * The buyer's file of an uploaded photo: the full picture, upright, as a JPEG of quality 92 with
 * its colour profile kept and no other metadata (no EXIF, GPS, serials, XMP).
 */
export async function buyerJpeg(master: Buffer): Promise<Buffer> {
  return sharp(master, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .keepIccProfile()
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4', mozjpeg: false })
    .toBuffer();
}
