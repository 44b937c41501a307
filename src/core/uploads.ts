/**
 * What the upload pages accept (issue 26 item 1), shared by the browser, which refuses a file
 * before sending a byte, and the server, which refuses it again at creation (name and type) and
 * at the end (the bytes themselves).
 */

/** The largest file one upload may be: 200 MB (a 16-bit TIFF of a large scan fits). */
export const UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** How many files the page sends at once; the rest wait their turn. */
export const UPLOAD_PARALLEL = 3;

/** The tus chunk: small enough to lose little on a dropped connection, large enough to be quick. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/tiff', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** The extensions of the four types, for the file picker's `accept` and for names without a type. */
export const UPLOAD_EXTENSIONS: Record<string, UploadType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  webp: 'image/webp',
};

/** `accept` of the file input: the types and their extensions. */
export const UPLOAD_ACCEPT = [
  ...UPLOAD_TYPES,
  ...Object.keys(UPLOAD_EXTENSIONS).map((ext) => `.${ext}`),
].join(',');

/** What each state of an uploaded file reads as, on its row. */
export const UPLOAD_STATE_LABELS = {
  uploading: 'Uploading',
  received: 'Received',
  processing: 'Processing',
  ready: 'Ready for description',
  failed: 'Failed',
  duplicate: 'Duplicate',
} as const;
export type UploadState = keyof typeof UPLOAD_STATE_LABELS;

/** States after which a row no longer changes on its own. */
export const FINAL_UPLOAD_STATES: readonly UploadState[] = ['ready', 'failed', 'duplicate'];

export const UPLOAD_MESSAGES = {
  notAnImageName:
    'Only JPEG, PNG, TIFF and WebP images can be uploaded. Choose a photograph in one of these formats.',
  notAnImageContent: 'This file is not a JPEG, PNG, TIFF or WebP image.',
  tooLarge:
    'This file is larger than 200 MB. Save it smaller (for example as a JPEG at high quality) and try again.',
  empty: 'This file is empty. Choose the photograph again.',
  noStorefront:
    'You need a storefront to offer photos. Ask us to open one from the contact page, naming your family archive or collection.',
  chooseCreator: 'Choose the creator whose storefront these photos are for.',
  creatorWithoutStorefront: 'This creator has no storefront yet. Choose a creator with a storefront.',
  expired: 'This upload was not finished within a day and was removed. Send the file again.',
} as const;

/** The declared type of a file: its MIME type if it is one of ours, else the one its extension names. */
export function uploadTypeOf(name: string, type: string): UploadType | null {
  const declared = type.trim().toLowerCase();
  if ((UPLOAD_TYPES as readonly string[]).includes(declared)) return declared as UploadType;
  // Browsers leave the type empty for extensions they do not know (TIFF on some systems).
  if (declared !== '' && declared !== 'application/octet-stream') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return UPLOAD_EXTENSIONS[extension] ?? null;
}

/** Why a file cannot be sent (by its name, type and size), or null when it may be. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (uploadTypeOf(file.name, file.type) === null || !(extension in UPLOAD_EXTENSIONS))
    return UPLOAD_MESSAGES.notAnImageName;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  return null;
}

/**
 * The image type the first bytes of a file prove, or null: JPEG (FF D8 FF), PNG (its 8-byte
 * signature), TIFF (II*\0 or MM\0*) and WebP (RIFF….WEBP). Twelve bytes are enough.
 */
export function sniffImageType(head: Uint8Array): UploadType | null {
  const at = (index: number) => head[index];
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => at(index) === byte)) return 'image/png';
  if (at(0) === 0x49 && at(1) === 0x49 && at(2) === 0x2a && at(3) === 0x00) return 'image/tiff';
  if (at(0) === 0x4d && at(1) === 0x4d && at(2) === 0x00 && at(3) === 0x2a) return 'image/tiff';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** "12.3 MB", "850 kB", "640 bytes": a file's size as a person reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
