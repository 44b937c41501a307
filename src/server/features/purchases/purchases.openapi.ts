import { apiDocs } from '../../http/openapi';
import { listOf } from '../../http/openapi-schemas';

const doc = apiDocs('Purchases & documents');

/** `/api/purchases` and `/api/downloads` (purchases.routes.ts). */
export const purchasesDocs = {
  list: doc({
    summary: 'My licences',
    answer: '`{ items }`: the photos I licensed, with their orders and projects.',
    schema: listOf(),
    query: { q: 'Narrow to titles, projects or order numbers containing this (200 characters at most).' },
  }),
  licensed: doc({ summary: 'Which photos I hold licences for', answer: 'My licences by photo.' }),
  downloadLink: doc({
    summary: 'Make a download link',
    description: 'For one purchase, every photo of an order, or every photo of a project.',
    status: 201,
    answer: 'The link and when it expires.',
    errors: [400, 403, 404],
  }),
  download: doc({
    summary: 'Download through a link',
    description: 'Only for the buyer the link names, within its lifetime.',
    answer: 'The file (or a ZIP of several), or a redirect to the stored file.',
    media: 'application/octet-stream',
    schema: { type: 'string', format: 'binary' },
    alsoAnswers: { 302: 'Redirect to a short-lived link of the object store.' },
    path: { token: 'The link’s token (43 characters).' },
    errors: [403, 404, 410, 503],
  }),
};
