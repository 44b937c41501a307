import { apiDocs } from '../../http/openapi';
import { listOf, photoPageSchema } from '../../http/openapi-schemas';

const doc = apiDocs('Catalogue');

/** Events and collections (curation.routes.ts). */
export const curationDocs = {
  events: doc({
    summary: 'List events',
    answer: '`{ items }`: every event.',
    schema: listOf(),
    errors: [429],
  }),
  collections: doc({
    summary: 'List collections',
    answer: '`{ items }`: every published collection.',
    schema: listOf(),
    errors: [429],
  }),
  collection: doc({
    summary: 'A collection’s photos',
    answer: 'The collection and a page of its photos.',
    schema: photoPageSchema,
    access: 'optional',
    path: { id: 'The collection’s id.' },
    errors: [400, 404, 429, 503],
  }),
};
