import { apiDocs, uuidParam } from '../../http/openapi';

/** GET /api/creators/:id (creators.routes.ts). */
export const creatorsDocs = {
  storefront: apiDocs('Catalogue')({
    summary: 'A creator’s storefront',
    answer: 'The creator’s public profile and their photos.',
    path: { id: uuidParam('The creator’s user id.') },
    errors: [400, 404, 429],
  }),
};
