/**
 * The `detect-faces` job (payload `{ photoId }`): finds the faces on a photo's master and stores
 * them (detect-faces.ts). Enqueued by derive-upload with the photo, under one key per photo.
 */
export const DETECT_FACES = 'detect-faces';

export function detectFacesKey(photoId: string): string {
  return `${DETECT_FACES}:${photoId}`;
}
