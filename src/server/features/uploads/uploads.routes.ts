import { randomUUID } from 'node:crypto';
import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { isPlainText } from '../../../core/plain-text';
import { isUuid } from '../../../core/route-validity';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadTypeOf } from '../../../core/uploads';
import type { AppEnv } from '../../app-env';
import { isAdmin, requireAdmin, requireUser } from '../../auth/guards';
import { AppError, errorBody } from '../../errors';
import { documentValidator } from '../../http/openapi';
import { expectCreation, tusOf } from './tus';
import { uploadsDocs } from './uploads.openapi';
import {
  deleteUnfinishedUpload,
  listBatch,
  listCreators,
  storefrontOf,
  type UploadActor,
  uploadFor,
} from './uploads.service';

const TUS_VERSION = '1.0.0';

function actorOf(c: Context<AppEnv>): UploadActor {
  const session = c.get('session');
  return { userId: session.user.id, admin: isAdmin(session) };
}

/** tus's Upload-Metadata: `key base64value` pairs separated by commas (a value may be absent). */
export function parseUploadMetadata(header: string | undefined): Record<string, string> | null {
  const metadata: Record<string, string> = {};
  if (!header) return metadata;
  for (const pair of header.split(',')) {
    const [key, value, ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || !/^[\w.-]+$/.test(key)) return null;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    metadata[key] = value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8');
  }
  return metadata;
}

function refuse(
  c: Context<AppEnv>,
  status: 400 | 403 | 404 | 413 | 415 | 503,
  code: string,
  message: string,
) {
  c.header('Tus-Resumable', TUS_VERSION);
  c.header('Cache-Control', 'no-store');
  return c.json(errorBody(code, message), status);
}

const batchQuery = z.object({
  batch: z
    .string({ error: 'Name the batch (batch=…).' })
    .refine(isUuid, 'The batch must be an upload batch id.'),
});
const creatorsQuery = z.object({ q: z.string().max(200, 'Search at most 200 characters.').optional() });

/** A query checked by `schema`: a bad one is a 400 naming the first problem. */
function validQuery<Schema extends z.ZodType>(schema: Schema) {
  const validator = zValidator('query', schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const message = issue?.message ?? 'Invalid query';
      throw new AppError('INVALID', message, { [String(issue?.path[0] ?? 'query')]: message });
    }
  });
  return documentValidator(validator, 'query', schema);
}

/**
 * `/api/uploads`: files sent to `/admin/photos/new` and `/contribute` over tus (issue 26 item 1),
 * and the live state of a batch for the upload page.
 */
export function uploadsRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .use('/tus', async (c, next) => {
      if (!c.get('deps').storage)
        return refuse(c, 503, 'UNAVAILABLE', 'Uploads are not available right now.');
      await next();
    })
    .use('/tus/*', async (c, next) => {
      if (!c.get('deps').storage)
        return refuse(c, 503, 'UNAVAILABLE', 'Uploads are not available right now.');
      await next();
    })
    .get('/', uploadsDocs.batch, validQuery(batchQuery), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const items = await listBatch(c.get('deps').handle.db, actorOf(c), c.req.valid('query').batch);
      return c.json({ items });
    })
    .get('/creators', uploadsDocs.creators, requireAdmin, validQuery(creatorsQuery), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ items: await listCreators(c.get('deps').handle.db, c.req.valid('query').q ?? '') });
    })
    .post('/tus', uploadsDocs.create, async (c) => {
      const { handle } = c.get('deps');
      const actor = actorOf(c);
      const own = await storefrontOf(handle.db, actor.userId);
      if (!actor.admin && own === null) return refuse(c, 403, 'FORBIDDEN', UPLOAD_MESSAGES.noStorefront);

      const lengthHeader = c.req.header('upload-length');
      if (lengthHeader === undefined || !/^\d{1,15}$/.test(lengthHeader))
        return refuse(
          c,
          400,
          'INVALID',
          'Send the size of the file (Upload-Length) when creating an upload.',
        );
      const size = Number(lengthHeader);
      if (size > UPLOAD_MAX_BYTES) return refuse(c, 413, 'TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
      if (size === 0) return refuse(c, 400, 'INVALID', UPLOAD_MESSAGES.empty);

      const metadata = parseUploadMetadata(c.req.header('upload-metadata'));
      if (metadata === null) return refuse(c, 400, 'INVALID', 'The upload’s metadata is malformed.');
      const fileName = (metadata.filename ?? '').trim();
      if (fileName === '' || fileName.length > 255 || !isPlainText(fileName))
        return refuse(c, 400, 'INVALID', 'Give the file’s name (at most 255 characters).');
      const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
      if (
        uploadTypeOf(fileName, metadata.filetype ?? '') === null ||
        uploadTypeOf(fileName, '') === null ||
        extension === ''
      )
        return refuse(c, 415, 'UNSUPPORTED', UPLOAD_MESSAGES.notAnImageName);
      const batchId = metadata.batch ?? '';
      if (!isUuid(batchId)) return refuse(c, 400, 'INVALID', 'The upload must name its batch.');

      let creatorId = actor.userId;
      if (actor.admin) {
        const chosen = metadata.creator ?? '';
        if (!isUuid(chosen)) return refuse(c, 400, 'INVALID', UPLOAD_MESSAGES.chooseCreator);
        if ((await storefrontOf(handle.db, chosen)) === null)
          return refuse(c, 400, 'INVALID', UPLOAD_MESSAGES.creatorWithoutStorefront);
        creatorId = chosen;
      }
      const request = c.req.raw;
      expectCreation(request, {
        id: randomUUID(),
        batchId,
        uploadedBy: actor.userId,
        creatorId,
        fileName,
        declaredSize: size,
      });
      return tusOf(c.get('deps')).server.handleWeb(request);
    })
    .on(['GET', 'PATCH', 'DELETE'], '/tus/:id', uploadsDocs.file, async (c) => {
      // Hono answers HEAD with the GET route: the method tus must see is the request's own.
      const method = c.req.raw.method;
      const id = c.req.param('id');
      if (method === 'GET') return refuse(c, 404, 'NOT_FOUND', 'Uploaded files cannot be downloaded.');
      const { handle } = c.get('deps');
      const upload = isUuid(id) ? await uploadFor(handle.db, actorOf(c), id) : null;
      if (!upload) return refuse(c, 404, 'NOT_FOUND', 'No such upload. Start the file again.');
      if (upload.state !== 'uploading') {
        // Finished (its partial file is gone): a client asking again after a lost answer learns
        // it has all of it, rather than starting over.
        const done = String(upload.declaredSize ?? 0);
        c.header('Tus-Resumable', TUS_VERSION);
        c.header('Cache-Control', 'no-store');
        if (method === 'HEAD') {
          c.header('Upload-Offset', done);
          c.header('Upload-Length', done);
          return c.body(null, 200);
        }
        if (method === 'DELETE') return c.body(null, 204);
        return refuse(c, 404, 'NOT_FOUND', 'This upload is finished already.');
      }
      const answer = await tusOf(c.get('deps')).server.handleWeb(c.req.raw);
      if (method === 'DELETE' && answer.status === 204) await deleteUnfinishedUpload(handle.db, id);
      return answer;
    });
}
