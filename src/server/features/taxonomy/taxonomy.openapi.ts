import { apiDocs } from '../../http/openapi';
import { photoPageSchema } from '../../http/openapi-schemas';

/** GET /api/taxonomy/:type/:id (taxonomy.routes.ts). */
export const taxonomyDocs = {
  page: apiDocs('Catalogue')({
    summary: 'A taxonomy page',
    description: 'The photos of one decade, place, tag, event, …; takes the search parameters too.',
    answer: 'A page of photos plus its `title`.',
    schema: photoPageSchema,
    access: 'optional',
    path: {
      type: 'The kind of page (decade, country, tag, event, …).',
      id: 'Which one (at most 200 characters).',
    },
    errors: [400, 404, 429, 503],
  }),
};
