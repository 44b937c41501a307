import type { Context } from 'hono';
import { Hono } from 'hono';
import { faceBoxSchema } from '../../../core/people';
import { isUuid } from '../../../core/route-validity';
import { z } from '../../../core/zod';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { wholeNumber } from '../../http/list-query';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { auditActor } from '../audit';
import { photoFacesDocs } from './photo-faces.openapi';
import {
  assignFace,
  drawFace,
  FACE_QUEUE_MAX,
  faceQueue,
  PEOPLE_SUGGESTIONS_MAX,
  PERSON_NAME_MAX,
  photoFaces,
  setFaceRejected,
  suggestPeople,
  UNKNOWN_PERSON,
} from './photo-faces.service';

const NO_STORE = 'private, no-store';
const NAME_REQUIRED = 'Give the new person a name.';
const NAME_TOO_LONG = `A name may be ${PERSON_NAME_MAX} characters at most.`;
const ONE_CHOICE = 'Send either personId (a person, or null for nobody) or newPersonName, not both.';

const personId = z.string({ error: UNKNOWN_PERSON }).refine(isUuid, UNKNOWN_PERSON).nullable();
const newPersonName = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(PERSON_NAME_MAX, NAME_TOO_LONG);

const assignBody = z
  .object({ personId: personId.optional(), newPersonName: newPersonName.optional() })
  .strict()
  .refine((body) => (body.personId !== undefined) !== (body.newPersonName !== undefined), {
    message: ONE_CHOICE,
  });

const drawBody = z
  .object({ box: faceBoxSchema, personId: personId.optional(), newPersonName: newPersonName.optional() })
  .strict()
  .refine((body) => body.personId === undefined || body.newPersonName === undefined, { message: ONE_CHOICE });

/** A photo number from the path; anything else is a photo that does not exist (404). */
function photoidOf(c: Context<AppEnv>): number {
  const raw = c.req.param('photoid') ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** `/api/admin/photos-faces…` and `/api/admin/faces…`: faces on one photo (issue 27 item 4). */
export function photoFacesRoutes() {
  return new Hono<AppEnv>()
    .use('/photos-faces/*', requireAdmin)
    .use('/faces/*', requireAdmin)
    .get('/photos-faces/queue', photoFacesDocs.queue, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const limit = wholeNumber('limit', c.req.query('limit'), 24, FACE_QUEUE_MAX) || 24;
      const offset = wholeNumber('offset', c.req.query('offset'), 0, 1_000_000);
      return c.json(await faceQueue(c.get('deps').handle, { offset, limit }));
    })
    .get('/photos-faces/people', photoFacesDocs.people, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const q = (c.req.query('q') ?? '').slice(0, 100);
      const limit = wholeNumber('limit', c.req.query('limit'), 8, PEOPLE_SUGGESTIONS_MAX) || 8;
      return c.json({ items: await suggestPeople(c.get('deps').handle, q, limit) });
    })
    .get('/photos-faces/:photoid', photoFacesDocs.photo, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await photoFaces(c.get('deps').handle, photoidOf(c)));
    })
    .post(
      '/photos-faces/:photoid/faces',
      photoFacesDocs.draw,
      validJson(drawBody, 'Invalid face'),
      async (c) => {
        const face = await drawFace(c.get('deps').handle, auditActor(c), photoidOf(c), c.req.valid('json'));
        return c.json(face, 201);
      },
    )
    .patch('/faces/:faceId', photoFacesDocs.assign, validJson(assignBody, ONE_CHOICE), async (c) => {
      const faceId = uuidParam('faceId', c.req.param('faceId'));
      const body = c.req.valid('json');
      const assignment =
        body.newPersonName !== undefined
          ? { newPersonName: body.newPersonName }
          : { personId: body.personId ?? null };
      return c.json(await assignFace(c.get('deps').handle, auditActor(c), faceId, assignment));
    })
    .post('/faces/:faceId/reject', photoFacesDocs.reject, async (c) => {
      const faceId = uuidParam('faceId', c.req.param('faceId'));
      return c.json(await setFaceRejected(c.get('deps').handle, auditActor(c), faceId, true));
    })
    .post('/faces/:faceId/restore', photoFacesDocs.restore, async (c) => {
      const faceId = uuidParam('faceId', c.req.param('faceId'));
      return c.json(await setFaceRejected(c.get('deps').handle, auditActor(c), faceId, false));
    });
}
