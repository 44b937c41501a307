import { PassThrough, Readable } from 'node:stream';
import type { Context } from 'hono';
import { ZipFile } from 'yazl';
import { originalFileName } from '../../../core/purchases';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import type { ObjectStore } from '../../storage/object-store';
import { ensureOriginal } from '../../storage/originals';
import { attachmentDisposition } from '../../storage/storage-key';
import type { DownloadFile, ResolvedDownload } from './purchases.service';

/**
 * The answer to an opened download link: one original as an attachment (streamed from local
 * files, or a redirect to a presigned URL of a minute on S3), or a ZIP of many streamed as it is
 * built — each original is fetched only when the archive reaches it, so memory stays flat
 * however large the order.
 */

/** A presigned URL only has to outlive the redirect. */
const PRESIGNED_SECONDS = 60;

async function originalOf(store: ObjectStore, file: DownloadFile): Promise<string> {
  const key = await ensureOriginal(store, file.imageKey);
  if (!key)
    throw new AppError('NOT_FOUND', `The original of #${file.photoid} is missing. Please contact support.`);
  return key;
}

export async function downloadResponse(
  c: Context<AppEnv>,
  store: ObjectStore,
  download: ResolvedDownload,
): Promise<Response> {
  c.header('Cache-Control', 'private, no-store');
  const [first] = download.files;
  if (download.kind === 'file' && first) return singleFile(c, store, first);
  return zipOf(c, store, download);
}

async function singleFile(c: Context<AppEnv>, store: ObjectStore, file: DownloadFile): Promise<Response> {
  const key = await originalOf(store, file);
  const name = originalFileName(file.photoid, file.licenseType);
  const url = await store.presignedUrl(key, { expiresInSeconds: PRESIGNED_SECONDS, filename: name });
  if (url) return c.redirect(url, 302);
  const object = await store.read(key);
  if (!object)
    throw new AppError('NOT_FOUND', `The original of #${file.photoid} is missing. Please contact support.`);
  c.header('Content-Type', object.contentType);
  c.header('Content-Length', String(object.size));
  c.header('Content-Disposition', attachmentDisposition(name));
  return c.body(Readable.toWeb(object.stream) as ReadableStream);
}

function zipOf(c: Context<AppEnv>, store: ObjectStore, download: ResolvedDownload): Response {
  const zip = new ZipFile();
  for (const file of download.files) {
    // JPEGs are compressed already: stored, not deflated, costs no CPU and no size.
    zip.addReadStreamLazy(originalFileName(file.photoid, file.licenseType), { compress: false }, (done) => {
      originalOf(store, file)
        .then((key) => store.read(key))
        .then((object) => {
          if (!object) throw new Error(`original of #${file.photoid} vanished`);
          done(null, object.stream);
        })
        .catch((error: unknown) => done(error, new PassThrough()));
    });
  }
  zip.end();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  zip.on('error', (error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  c.header('Content-Type', 'application/zip');
  c.header('Content-Disposition', attachmentDisposition(download.fileName));
  return c.body(Readable.toWeb(output) as ReadableStream);
}
