import { randomBytes } from 'node:crypto';
import type { ImageFormat, ImageVariant } from '../image-formats';

/**
 * Image keys of uploaded photos: `u{photoid}-{16 hex}`, e.g. `u1043-9f2c4e1a7b3d5c60`. The photo
 * id lets used-keys.ts confirm a key with one indexed lookup, like a demo key; the random part
 * keeps the key of a photo from being guessed from its number (issue 26).
 */
const UPLOAD_KEY = /^u([1-9]\d{0,9})-([0-9a-f]{16})$/;

export function uploadImageKey(photoid: number, random: string = randomBytes(8).toString('hex')): string {
  return `u${photoid}-${random}`;
}

export function isUploadImageKey(key: string): boolean {
  return UPLOAD_KEY.test(key);
}

/** The photo id an upload key names, or null for any other string. */
export function photoidOfUploadKey(key: string): number | null {
  const match = UPLOAD_KEY.exec(key);
  return match ? Number(match[1]) : null;
}

/** Where a derivative of an uploaded photo is stored (public through /media, a CDN may front it). */
export function derivedKey(imageKey: string, variant: ImageVariant, format: ImageFormat): string {
  return `derived/${imageKey}/${variant}.${format}`;
}

/** Where the buyer's full-resolution JPEG of an uploaded photo is kept once made (private). */
export function uploadedOriginalKey(imageKey: string): string {
  return `originals/${imageKey}.jpg`;
}
