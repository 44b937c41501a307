import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { uuidSchema } from '../../../core/body-schemas';
import {
  CLEARANCE_MESSAGES,
  clearanceFileSchema,
  RELEASE_MAX_BYTES,
  releaseMetadataSchema,
} from '../../../core/clearance';
import { isUuid } from '../../../core/route-validity';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { AppError, errorBody } from '../../errors';
import { nulPath } from '../../http/nul-bytes';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { attachmentDisposition } from '../../storage/storage-key';
import { studioActor } from '../studio';
import { clearanceDocs } from './clearance.openapi';
import {
  createRelease,
  getClearance,
  listReleases,
  releaseFileOf,
  saveClearance,
  setAttached,
} from './clearance.service';
import { photoPeople, setFaceRelease } from './consent.service';

/** `PUT …/faces/:faceId/release`: the release to link, or null to unlink. */
const faceReleaseSchema = z
  .object({
    releaseId: uuidSchema('releaseId').nullable(),
  })
  .strict();

function photoidOf(c: Context<AppEnv>): number {
  const raw = c.req.param('photoid') ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
}

const NOT_A_FORM =
  'Send the release as a form upload (multipart/form-data) with the file in the field “file”.';

/** The release form's fields and file; every bad part a 400/413 with what to do. */
async function releaseForm(c: Context<AppEnv>) {
  const media = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (media !== 'multipart/form-data') throw new AppError('INVALID', NOT_A_FORM, { file: NOT_A_FORM });
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('INVALID', NOT_A_FORM, { file: NOT_A_FORM });
  }
  const field = (name: string) => {
    const value = [form[name]].flat().at(-1);
    return typeof value === 'string' ? value : undefined;
  };
  const file = [form.file].flat().at(-1);
  if (!(file instanceof File) || file.size === 0)
    throw new AppError('INVALID', CLEARANCE_MESSAGES.fileRequired, { file: CLEARANCE_MESSAGES.fileRequired });
  if (file.size > RELEASE_MAX_BYTES) return { tooLarge: true as const };
  const fields = {
    kind: field('kind'),
    signer: field('signer'),
    signer_role: field('signer_role'),
    signed_on: field('signed_on'),
    covers: field('covers'),
  };
  const nul = nulPath(fields);
  if (nul)
    throw new AppError('INVALID', CLEARANCE_MESSAGES.invalidText, {
      [nul[0] ?? 'body']: CLEARANCE_MESSAGES.invalidText,
    });
  const parsed = releaseMetadataSchema().safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'Invalid input';
    throw new AppError('INVALID', message, { [String(issue?.path[0] ?? 'body')]: message });
  }
  const creator = field('creator')?.trim() || undefined;
  if (creator !== undefined && !isUuid(creator))
    throw new AppError('INVALID', 'Invalid creator format - must be valid UUID', {
      creator: 'Choose a creator',
    });
  return {
    tooLarge: false as const,
    metadata: parsed.data,
    creator,
    fileName: file.name || 'release',
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

/** `/api/studio`: clearance files of photos and the release library (issue 26 item 4). */
export function clearanceRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/photos/:photoid/clearance', clearanceDocs.get, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await getClearance(c.get('deps').handle, studioActor(c), photoidOf(c)));
    })
    .put('/photos/:photoid/clearance', clearanceDocs.put, validJson(clearanceFileSchema), async (c) => {
      const body = c.req.valid('json');
      return c.json(await saveClearance(c.get('deps').handle, studioActor(c), photoidOf(c), body));
    })
    .put('/photos/:photoid/releases/:releaseId', clearanceDocs.attach, async (c) => {
      const releaseId = uuidParam('releaseId', c.req.param('releaseId'));
      return c.json(await setAttached(c.get('deps').handle, studioActor(c), photoidOf(c), releaseId, true));
    })
    .delete('/photos/:photoid/releases/:releaseId', clearanceDocs.detach, async (c) => {
      const releaseId = uuidParam('releaseId', c.req.param('releaseId'));
      return c.json(await setAttached(c.get('deps').handle, studioActor(c), photoidOf(c), releaseId, false));
    })
    .get('/photos/:photoid/people', clearanceDocs.people, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await photoPeople(c.get('deps').handle, studioActor(c), photoidOf(c)));
    })
    .put(
      '/photos/:photoid/faces/:faceId/release',
      clearanceDocs.faceRelease,
      validJson(faceReleaseSchema),
      async (c) => {
        const faceId = uuidParam('faceId', c.req.param('faceId'));
        const { releaseId } = c.req.valid('json');
        return c.json(
          await setFaceRelease(c.get('deps').handle, studioActor(c), photoidOf(c), faceId, releaseId),
        );
      },
    )
    .get('/releases', clearanceDocs.list, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const creator = c.req.query('creator')?.trim() || undefined;
      if (creator !== undefined && !isUuid(creator))
        throw new AppError('INVALID', 'Invalid creator format - must be valid UUID', {
          creator: 'Choose a creator',
        });
      return c.json(await listReleases(c.get('deps').handle, studioActor(c), creator));
    })
    .post('/releases', clearanceDocs.upload, async (c) => {
      const { handle, storage } = c.get('deps');
      if (!storage)
        throw new AppError('UNAVAILABLE', 'Releases cannot be stored right now. Please try again later.');
      const form = await releaseForm(c);
      if (form.tooLarge) return c.json(errorBody('TOO_LARGE', CLEARANCE_MESSAGES.fileTooLarge), 413);
      const release = await createRelease(handle, storage, studioActor(c), form);
      return c.json({ release }, 201);
    })
    .get('/releases/:id/file', clearanceDocs.file, async (c) => {
      const { handle, storage } = c.get('deps');
      const id = uuidParam('id', c.req.param('id'));
      const found = await releaseFileOf(handle, studioActor(c), id);
      if (!storage)
        throw new AppError(
          'UNAVAILABLE',
          'Release files are not available right now. Please try again later.',
        );
      const object = await storage.read(found.fileKey);
      if (!object) throw new AppError('NOT_FOUND', 'The release’s file is missing. Please upload it again.');
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Type', found.contentType);
      c.header('Content-Length', String(object.size));
      c.header('Content-Disposition', attachmentDisposition(found.fileName));
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(Readable.toWeb(object.stream) as ReadableStream);
    });
}
