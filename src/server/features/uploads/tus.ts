import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { UPLOAD_MAX_BYTES } from '../../../core/uploads';
import type { AppDeps } from '../../app-env';
import { writeOrigins } from '../../http/same-origin-writes';
import {
  expireUnfinishedUploads,
  failUpload,
  finishUpload,
  insertUpload,
  type NewUpload,
} from './uploads.service';

const FINISH_FAILED = 'We could not finish this file on our side. Please send it again in a moment.';

/** Where tus's endpoint lives; its uploads are `{TUS_PATH}/{id}`. */
export const TUS_PATH = '/api/uploads/tus';

/** An unfinished upload is kept this long from its start, then removed (with its row marked). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/**
 * What our route checked about a creation request before tus sees it (who, for whom, which
 * batch, the upload's id): tus's hooks get the same Request object and read it from here.
 */
const pendingCreations = new WeakMap<Request, NewUpload>();

export function expectCreation(request: Request, upload: NewUpload): void {
  pendingCreations.set(request, upload);
}

export interface TusRuntime {
  server: Server;
  store: FileStore;
  directory: string;
}

const runtimes = new WeakMap<AppDeps, TusRuntime>();

/**
 * The tus server of an app (one per createApp, made on the first upload): partial files under
 * DATA_DIR/uploads, ids that are our photo_uploads ids, and on completion the file streamed to
 * the object store. Unfinished uploads older than a day are removed now and every hour.
 */
export function tusOf(deps: AppDeps): TusRuntime {
  const existing = runtimes.get(deps);
  if (existing) return existing;
  const storage = deps.storage;
  if (!storage) throw new Error('Uploads need an object store');
  const directory = path.resolve(deps.config.dataDir, 'uploads');
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const origins = new Set(writeOrigins(deps.config).map((origin) => new URL(origin).origin));
  const server = new Server({
    path: TUS_PATH,
    datastore: store,
    maxSize: UPLOAD_MAX_BYTES,
    relativeLocation: true,
    // Our own pages only (the route refuses foreign writes before this anyway).
    allowedOrigins: (origin) => origins.has(origin),
    namingFunction: (request) => {
      const pending = pendingCreations.get(request as unknown as Request);
      if (!pending) throw { status_code: 400, body: 'Create uploads through /api/uploads/tus.\n' };
      return pending.id;
    },
    onUploadCreate: async (request, upload) => {
      const pending = pendingCreations.get(request as unknown as Request);
      if (!pending || pending.id !== upload.id)
        throw { status_code: 400, body: 'Create uploads through /api/uploads/tus.\n' };
      await insertUpload(deps.handle.db, pending);
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      const file = path.join(directory, upload.id);
      try {
        const outcome = await finishUpload(
          { handle: deps.handle, storage, logger: deps.logger },
          upload.id,
          file,
          upload.size ?? upload.offset,
        );
        // The page reads the row's state from GET /api/uploads; these say it at once too.
        return { headers: { 'Upload-State': outcome.state } };
      } catch (error) {
        // The bytes are all here but could not be recorded: the row says so rather than staying
        // "uploading" for a day, and the client is told the upload is over.
        deps.logger.error({ err: error, uploadId: upload.id }, 'could not finish an upload');
        await failUpload(deps.handle.db, upload.id, FINISH_FAILED).catch(() => undefined);
        return { headers: { 'Upload-State': 'failed' } };
      } finally {
        await store.remove(upload.id).catch((error: unknown) => {
          deps.logger.warn({ err: error, uploadId: upload.id }, 'could not remove a finished tus file');
        });
      }
    },
  });
  const runtime = { server, store, directory };
  runtimes.set(deps, runtime);
  const cleanUp = () => {
    Promise.all([store.deleteExpired(), expireUnfinishedUploads(deps.handle.db)]).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'could not clean up unfinished uploads'),
    );
  };
  // FileStore makes its folder without waiting: on a first start the first cleanup listed it
  // before it existed and logged ENOENT.
  void mkdir(directory, { recursive: true }).then(cleanUp, cleanUp);
  setInterval(cleanUp, CLEANUP_EVERY_MS).unref();
  return runtime;
}
