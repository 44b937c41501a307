import { apiDocs, uuidParam } from '../../http/openapi';
import { deletedId, wrapped } from '../../http/openapi-schemas';

const doc = apiDocs('Projects & companies');
const project = { id: uuidParam('The project.') };
const answer = wrapped('project', 'The project.');

/** `/api/projects` (projects.routes.ts). */
export const projectsDocs = {
  list: doc({ summary: 'My projects', answer: 'My projects, most recently used first.' }),
  find: doc({
    summary: 'Find a project by name and company',
    answer: '`{ project }`, null when there is none.',
    query: {
      name: { description: 'The project’s name.', required: true },
      company: { description: 'Its company’s name.', required: true },
    },
    errors: [400],
  }),
  create: doc({
    summary: 'Create a project',
    status: 201,
    answer: '`{ project }`.',
    schema: answer,
    errors: [400, 409],
  }),
  update: doc({
    summary: 'Change a project',
    answer: '`{ project }`.',
    schema: answer,
    path: project,
    errors: [400, 404, 409],
  }),
  use: doc({
    summary: 'Make a project the current one',
    answer: '`{ project }`.',
    schema: answer,
    path: project,
    errors: [400, 404],
  }),
  remove: doc({
    summary: 'Delete a project',
    answer: '`{ id }`.',
    schema: deletedId,
    path: project,
    errors: [400, 404],
  }),
};
