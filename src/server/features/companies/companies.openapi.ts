import { apiDocs, uuidParam } from '../../http/openapi';
import { deletedId, listOf, wrapped } from '../../http/openapi-schemas';

const doc = apiDocs('Projects & companies');
const company = { id: uuidParam('The company.') };
const answer = wrapped('company', 'The company.');

/** `/api/companies` (companies.routes.ts). */
export const companiesDocs = {
  list: doc({ summary: 'My companies', answer: '`{ items }`.', schema: listOf() }),
  integrity: doc({
    summary: 'Check my companies and projects',
    answer: 'Problems found between my companies and the projects that name them.',
  }),
  create: doc({
    summary: 'Find or create a company',
    status: 201,
    answer: 'The new company, with `created: true`.',
    alsoAnswers: { 200: 'A company of that name already existed: it, with `created: false`.' },
    errors: [400],
  }),
  rename: doc({
    summary: 'Rename a company',
    answer: '`{ company }`.',
    schema: answer,
    path: company,
    errors: [400, 404, 409],
  }),
  setLogo: doc({
    summary: 'Set a company’s logo',
    answer: '`{ company }` with its logo.',
    schema: answer,
    path: company,
    body: {
      description: 'An image: a form upload (field `logo`) or the file itself as the body.',
      media: 'multipart/form-data',
      schema: { type: 'object', properties: { logo: { type: 'string', format: 'binary' } } },
    },
    errors: [400, 404],
  }),
  removeLogo: doc({
    summary: 'Remove a company’s logo',
    answer: '`{ company }`.',
    schema: answer,
    path: company,
    errors: [400, 404],
  }),
  remove: doc({
    summary: 'Delete a company',
    answer: '`{ id }`.',
    schema: deletedId,
    path: company,
    errors: [400, 404, 409],
  }),
};
