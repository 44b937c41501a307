import { PassThrough, Readable } from 'node:stream';
import type { Context } from 'hono';
import { ZipFile } from 'yazl';
import { originalFileName } from '../../../core/purchases';
import type { AppEnv } from '../../app-env';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';
import type { ObjectStore } from '../../storage/object-store';
import { attachmentDisposition } from '../../storage/storage-key';
import { photoOriginal } from '../photos';
import type { DownloadFile, ResolvedDownload } from './purchases.service';

/**
 * The answer to an opened download link: one original as an attachment (streamed from local
 * files, or a redirect to a presigned URL of a minute on S3), or a ZIP of many streamed as it is
 * built — each original is fetched only when the archive reaches it, so memory stays flat
 * however large the order.
 */

/** A presigned URL only has to outlive the redirect. */
const PRESIGNED_SECONDS = 60;

/**
 * Originals a ZIP makes ahead of the one it streams. Drawing one takes about a second of one
 * core: the next one is drawn while this one is read, so both cores of a small server work for
 * the buyer and the archive rarely waits for a drawing to start.
 */
export const ZIP_READ_AHEAD = 1;

async function originalOf(handle: DatabaseHandle, store: ObjectStore, file: DownloadFile): Promise<string> {
  const stored = await photoOriginal(handle, store, file);
  if (!stored)
    throw new AppError('NOT_FOUND', `The original of #${file.photoid} is missing. Please contact support.`);
  return stored.key;
}

export async function downloadResponse(
  c: Context<AppEnv>,
  store: ObjectStore,
  download: ResolvedDownload,
): Promise<Response> {
  c.header('Cache-Control', 'private, no-store');
  const handle = c.get('deps').handle;
  const [first] = download.files;
  if (download.kind === 'file' && first) return singleFile(c, handle, store, first);
  return zipOf(c, handle, store, download);
}

async function singleFile(
  c: Context<AppEnv>,
  handle: DatabaseHandle,
  store: ObjectStore,
  file: DownloadFile,
): Promise<Response> {
  const key = await originalOf(handle, store, file);
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

/**
 * Starts making the originals of `files` at most `ahead` at a time beyond the one being read:
 * `take(i)` answers file i's storage key, starting the next ones. Failures surface when their
 * file is reached, never as an unhandled rejection.
 */
function readAhead(
  files: readonly DownloadFile[],
  ahead: number,
  make: (file: DownloadFile) => Promise<string>,
) {
  const started: Promise<string>[] = [];
  const startUpTo = (last: number) => {
    for (let index = started.length; index <= Math.min(last, files.length - 1); index++) {
      const file = files[index];
      if (!file) break;
      const work = make(file);
      // Observed now so an early failure waits quietly for its turn in the archive.
      work.catch(() => {});
      started.push(work);
    }
  };
  return (index: number): Promise<string> => {
    startUpTo(index + ahead);
    return started[index] ?? Promise.reject(new Error(`no file ${index}`));
  };
}

function zipOf(
  c: Context<AppEnv>,
  handle: DatabaseHandle,
  store: ObjectStore,
  download: ResolvedDownload,
): Response {
  const zip = new ZipFile();
  const keyOf = readAhead(download.files, ZIP_READ_AHEAD, (file) => originalOf(handle, store, file));
  download.files.forEach((file, index) => {
    // JPEGs are compressed already: stored, not deflated, costs no CPU and no size.
    zip.addReadStreamLazy(originalFileName(file.photoid, file.licenseType), { compress: false }, (done) => {
      keyOf(index)
        .then((key) => store.read(key))
        .then((object) => {
          if (!object) throw new Error(`original of #${file.photoid} vanished`);
          done(null, object.stream);
        })
        .catch((error: unknown) => done(error, new PassThrough()));
    });
  });
  zip.end();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  zip.on('error', (error: unknown) => {
    // The buyer only sees a download that stopped: the reason belongs in the log.
    c.get('deps').logger.error({ err: error, file: download.fileName }, 'a ZIP download stopped mid-stream');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  c.header('Content-Type', 'application/zip');
  c.header('Content-Disposition', attachmentDisposition(download.fileName));
  return c.body(Readable.toWeb(output) as ReadableStream);
}
