import { Hono } from 'hono';
import { companyNameSchema, entityNameSchema } from '../../../core/body-schemas';
import { companyNameProblem, entityNameProblem, normalizeName } from '../../../core/entity-names';
import { z } from '../../../core/zod';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { ownerOf } from '../../auth/owner';
import { AppError } from '../../errors';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { projectsDocs } from './projects.openapi';
import {
  createProject,
  deleteProject,
  findProject,
  listProjects,
  updateProject,
  useProject,
} from './projects.service';

/** spec §5: a project needs a name and a company. */
const projectBody = z.object({ name: entityNameSchema, company: companyNameSchema }).strict();
const projectChanges = projectBody.partial().strict();

/** `/api/projects` (spec §2 project form, §4 project chooser): the signed-in user's own projects. */
export function projectsRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/', projectsDocs.list, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await listProjects(c.get('deps').handle, ownerOf(c)));
    })
    .get('/find', projectsDocs.find, async (c) => {
      const name = normalizeName(c.req.query('name') ?? '');
      const company = normalizeName(c.req.query('company') ?? '');
      const problem = entityNameProblem(name) ?? companyNameProblem(company);
      if (problem) throw new AppError('INVALID', problem);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ project: await findProject(c.get('deps').handle, ownerOf(c), name, company) });
    })
    .post('/', projectsDocs.create, validJson(projectBody), async (c) => {
      const project = await createProject(c.get('deps').handle, ownerOf(c), c.req.valid('json'));
      return c.json({ project }, 201);
    })
    .patch('/:id', projectsDocs.update, validJson(projectChanges), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      const project = await updateProject(c.get('deps').handle, ownerOf(c), id, c.req.valid('json'));
      return c.json({ project });
    })
    .post('/:id/use', projectsDocs.use, async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      return c.json({ project: await useProject(c.get('deps').handle, ownerOf(c), id) });
    })
    .delete('/:id', projectsDocs.remove, async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      await deleteProject(c.get('deps').handle, ownerOf(c), id);
      return c.json({ id });
    });
}
