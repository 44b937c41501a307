import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { lengthCheck } from './local-store';
import type { ObjectStore } from './object-store';
import { assertStorageKey, attachmentDisposition } from './storage-key';

export interface S3StoreOptions {
  /** Unset for AWS itself; the URL of MinIO, R2, s3rver… otherwise. */
  endpoint?: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * Objects in an S3-compatible bucket (AWS SDK v3). Tested against s3rver, which checks neither
 * signatures nor expiry (ARCHITECTURE.md), so the lifetime of a download is enforced by our own
 * download route, not by the presigned URL alone.
 */
export function createS3Store(options: S3StoreOptions): ObjectStore & { destroy(): void } {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Other S3 servers rarely resolve `{bucket}.host` names; AWS itself wants virtual hosts.
    forcePathStyle: options.endpoint !== undefined,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // A streamed PUT would otherwise be sent `aws-chunked` with a checksum trailer, which S3
    // itself reads but other S3 servers (MinIO's older releases, s3rver) store as part of the
    // object. Our originals are checked by their own SHA-256 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

  /** Best effort: a failed removal after a failed upload must not hide the upload's own error. */
  const forget = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
  };

  return {
    kind: 's3',

    async put(key, body, contentType) {
      assertStorageKey(key);
      // A PUT replaces the object whole: S3 never shows a partly uploaded one.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    // S3 keeps nothing of a PUT that broke, but a lenient server (s3rver in tests) may keep what
    // arrived. putStream's keys are fresh (an upload's master is never replaced), so removing
    // whatever is there after a failure loses nothing.
    async putStream(key, stream, contentType, size) {
      assertStorageKey(key);
      const body = lengthCheck(size);
      // A body that fails (the source broke, or ended short) must end the request too: the SDK
      // would otherwise wait for the bytes the length promised. S3 keeps nothing of a broken PUT.
      const stop = new AbortController();
      let failure: unknown = null;
      const fail = (error: unknown) => {
        failure ??= error;
        stop.abort(error);
      };
      stream.on('error', (error) => {
        body.destroy(error);
        fail(error);
      });
      body.on('error', fail);
      // One PUT with a known length streams the body as it is read (no multipart, no buffering).
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: stream.pipe(body),
            ContentType: contentType,
            ContentLength: size,
          }),
          { abortSignal: stop.signal },
        );
      } catch (error) {
        await forget(key);
        throw failure ?? error;
      }
      if (failure) {
        await forget(key);
        throw failure;
      }
    },

    async has(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async size(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return answer.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        // In Node the SDK answers with the HTTP response itself, a Readable.
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a stream body`);
        return {
          stream: answer.Body,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async presignedUrl(key, { expiresInSeconds, filename }) {
      assertStorageKey(key);
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: attachmentDisposition(filename),
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },

    async delete(key) {
      assertStorageKey(key);
      // S3 answers 204 whether or not the object existed, as the local store does.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async list(prefix) {
      const objects: { key: string; size: number }[] = [];
      // A page holds at most 1,000 keys; the next page starts after the last key seen. Version 1
      // of ListObjects with a marker, because s3rver (tests) cannot make version 2's continuation
      // tokens on OpenSSL 3 (it ciphers them with DES) and answers 500 to any truncated listing.
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket: bucket, Prefix: prefix || undefined, Marker: marker }),
        );
        const contents = page.Contents ?? [];
        for (const item of contents) {
          if (item.Key !== undefined) objects.push({ key: item.Key, size: item.Size ?? 0 });
        }
        marker = contents.at(-1)?.Key;
        if (!page.IsTruncated || marker === undefined) break;
      }
      return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },

    destroy() {
      client.destroy();
    },
  };
}

/** HEAD answers a bare 404 (`NotFound`), GET a `NoSuchKey` error. */
function isNotFound(error: unknown): boolean {
  // By name, not by status: a GET of a missing bucket is a 404 too, and must not read as "no file".
  return error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey');
}
