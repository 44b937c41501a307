import { Hono } from 'hono';
import { uuidSchema } from '../../../core/body-schemas';
import { MAX_MERGE_SOURCES, PEOPLE_PAGE_SIZE, PEOPLE_SHOW, type PeopleShow } from '../../../core/people';
import { NAME_MAX_LENGTH, nameSchema } from '../../../core/person-name';
import { z } from '../../../core/zod';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { AppError } from '../../errors';
import { wholeNumber } from '../../http/list-query';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { auditActor } from '../audit';
import { peopleDocs } from './people.openapi';
import { getPerson, listPeople, similarPeople, updatePerson } from './people.service';
import { lastMerge, mergePeople, splitPerson, undoMerge } from './people-merge.service';

const NO_STORE = 'private, no-store';
/** Longest search of the people grid. */
const SEARCH_MAX = 100;

const personName = nameSchema({ label: 'Name', required: false, max: NAME_MAX_LENGTH }).nullable();
const updateBody = z
  .object({
    name: personName.optional(),
    hidden: z.boolean().optional(),
    coverFaceId: uuidSchema('coverFaceId').optional(),
  })
  .strict();
const mergeBody = z
  .object({
    targetId: uuidSchema('targetId'),
    sourceIds: z
      .array(uuidSchema('sourceIds'))
      .min(1, 'Choose at least one person to merge.')
      .max(MAX_MERGE_SOURCES, `At most ${MAX_MERGE_SOURCES} people can be merged at once.`),
  })
  .strict();
const splitBody = z
  .object({ faceIds: z.array(uuidSchema('faceIds')).max(10_000), name: personName.optional() })
  .strict();

/** `/api/admin/people…`: the people grid, rename, hide, merge, split, undo (issue 27 item 3). */
export function peopleAdminRoutes() {
  return new Hono<AppEnv>()
    .use('/people/*', requireAdmin)
    .use('/people', requireAdmin)
    .get('/people', peopleDocs.list, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const show = c.req.query('show') || 'visible';
      if (!PEOPLE_SHOW.some((allowed) => allowed === show))
        throw new AppError('INVALID', `show must be one of ${PEOPLE_SHOW.join(', ')}`);
      return c.json(
        await listPeople(c.get('deps').handle, {
          q: (c.req.query('q') ?? '').trim().slice(0, SEARCH_MAX),
          show: show as PeopleShow,
          offset: wholeNumber('offset', c.req.query('offset'), 0, 1_000_000),
          limit:
            wholeNumber('limit', c.req.query('limit'), PEOPLE_PAGE_SIZE, PEOPLE_PAGE_SIZE) ||
            PEOPLE_PAGE_SIZE,
        }),
      );
    })
    .get('/people/merges/last', peopleDocs.last, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await lastMerge(c.get('deps').handle));
    })
    .post('/people/merge', peopleDocs.merge, validJson(mergeBody), async (c) =>
      c.json(await mergePeople(c.get('deps').handle, auditActor(c), c.req.valid('json'))),
    )
    .post('/people/merges/:id/undo', peopleDocs.undo, async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await undoMerge(c.get('deps').handle, auditActor(c), id));
    })
    .get('/people/:id', peopleDocs.detail, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await getPerson(c.get('deps').handle, uuidParam('id', c.req.param('id'))));
    })
    .patch('/people/:id', peopleDocs.update, validJson(updateBody), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await updatePerson(c.get('deps').handle, auditActor(c), id, c.req.valid('json')));
    })
    .get('/people/:id/similar', peopleDocs.similar, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await similarPeople(c.get('deps').handle, uuidParam('id', c.req.param('id'))));
    })
    .post('/people/:id/split', peopleDocs.split, validJson(splitBody), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json(await splitPerson(c.get('deps').handle, auditActor(c), id, c.req.valid('json')));
    });
}
