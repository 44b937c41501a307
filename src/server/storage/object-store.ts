import type { Readable } from 'node:stream';

/**
 * Where sold files live (ARCHITECTURE.md: local files under DATA_DIR by default, S3-compatible
 * object storage when S3_* is set). Keys are relative paths such as `originals/{image_key}.jpg`.
 * Buyers never see a key: downloads go through our own signed, expiring route, which streams
 * the local file or redirects to a presigned URL of a minute.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key`, replacing what was there; a reader never sees a partial object. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores `size` bytes read from `stream` under `key`, never holding them all in memory (an
   * original of up to 200 MB); as with `put`, a reader never sees a partial object. Fails, storing
   * nothing, when the stream ends short of or past `size`.
   */
  putStream(key: string, stream: Readable, contentType: string, size: number): Promise<void>;
  /** True when an object exists under `key`. */
  has(key: string): Promise<boolean>;
  /** The object's length in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The object's bytes as a stream, or null when there is none. */
  read(key: string): Promise<{ stream: Readable; size: number; contentType: string } | null>;
  /**
   * A URL the browser may fetch directly for `expiresInSeconds`, answered as an attachment named
   * `filename`; null when the store has no such URLs (local files are streamed by the app).
   */
  presignedUrl(key: string, options: { expiresInSeconds: number; filename: string }): Promise<string | null>;
  delete(key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix` ('' for all), with its length, sorted by key.
   * For backups (src/server/backup): a local store's half-written temporary files are not objects.
   */
  list(prefix: string): Promise<{ key: string; size: number }[]>;
}
