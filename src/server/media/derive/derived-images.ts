import type { ObjectStore } from '../../storage/object-store';
import type { ImageFormat, ImageVariant } from '../image-formats';
import { transcodeDerivative } from './derive-image';
import { derivedKey } from './upload-key';

/** Where the media store finds the images of uploaded photos (see media-store.ts `uploaded`). */
export interface DerivedImages {
  /** The bytes of a derivative, or null when the photo has none (not derived, or an original). */
  read(imageKey: string, variant: ImageVariant, format: ImageFormat): Promise<Buffer | null>;
}

async function readAll(storage: ObjectStore, key: string): Promise<Buffer | null> {
  const found = await storage.read(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Derivatives in the object store under `derived/{imageKey}/{variant}.{format}`. WebP is made by
 * the derive job; JPEG and AVIF (which few browsers need: the storefront asks for WebP) are made
 * from the WebP when first asked for and stored beside it. Originals are never read from here.
 */
export function derivedImages(storage: ObjectStore): DerivedImages {
  return {
    read: async (imageKey, variant, format) => {
      if (variant === 'original') return null;
      const stored = await readAll(storage, derivedKey(imageKey, variant, format));
      if (stored || format === 'webp') return stored;
      const webp = await readAll(storage, derivedKey(imageKey, variant, 'webp'));
      if (!webp) return null;
      const made = await transcodeDerivative(webp, format, variant);
      await storage.put(
        derivedKey(imageKey, variant, format),
        made,
        format === 'jpg' ? 'image/jpeg' : 'image/avif',
      );
      return made;
    },
  };
}
