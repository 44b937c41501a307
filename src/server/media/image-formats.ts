/** Sizes and encodings the media routes serve; everything else is refused before any work is done. */

export const IMAGE_VARIANTS = ['thumb', 'preview', 'original'] as const;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpg'] as const;

export type ImageVariant = (typeof IMAGE_VARIANTS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Long edge in pixels of each variant. */
export const LONG_EDGE: Record<ImageVariant, number> = {
  thumb: 400,
  preview: 1200,
  original: 2400,
};

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
};

export function isImageVariant(value: string): value is ImageVariant {
  return (IMAGE_VARIANTS as readonly string[]).includes(value);
}

export function isImageFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

/** `thumb.webp` → `{ variant: 'thumb', format: 'webp' }`; null for any other file name. */
export function parseImageFile(file: string): { variant: ImageVariant; format: ImageFormat } | null {
  const match = /^([a-z]+)\.([a-z]+)$/.exec(file);
  if (!match) return null;
  const [, variant = '', format = ''] = match;
  if (!isImageVariant(variant) || !isImageFormat(format)) return null;
  return { variant, format };
}
