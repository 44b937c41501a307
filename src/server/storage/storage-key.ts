/**
 * Object keys are relative paths we make up ourselves (`originals/{image_key}.jpg`), never a
 * buyer's input; both stores check them the same way, so a key that works on a laptop works on
 * S3 and a bad one fails loudly on both instead of escaping DATA_DIR on one of them.
 */
const KEY_PATTERN = /^[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)*$/;
const MAX_KEY_LENGTH = 512;

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}

/** True for a relative path of lowercase `[a-z0-9_.-]` segments, none of them `.` or `..`. */
export function isStorageKey(key: string): boolean {
  return (
    key.length <= MAX_KEY_LENGTH &&
    KEY_PATTERN.test(key) &&
    key.split('/').every((segment) => segment !== '.' && segment !== '..')
  );
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) {
    throw new StorageKeyError(
      `Invalid storage key ${JSON.stringify(key)}: expected a relative path of [a-z0-9/_.-] without "." or ".." segments`,
    );
  }
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The content type a key's extension stands for; application/octet-stream for any other. */
export function contentTypeOfKey(key: string): string {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * `attachment` with the file name twice: a quoted ASCII fallback (no quotes, backslashes or
 * control characters, which would break the header) and the exact name in RFC 5987 form.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
