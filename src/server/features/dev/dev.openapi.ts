import { apiDocs } from '../../http/openapi';
import { listOf } from '../../http/openapi-schemas';

/** `/api/dev/*` (dev.routes.ts): described only when mounted, i.e. outside production. */
export const devDocs = {
  outbox: apiDocs('Development')({
    summary: 'The local mail outbox',
    description: 'Sent mails, newest first, with the links in each. Only for this machine.',
    answer: 'A list of mails.',
    schema: listOf(),
    access: 'development',
    query: {
      limit: {
        description: 'How many (1–100, default 50).',
        schema: { type: 'integer', minimum: 1, maximum: 100 },
      },
      to: 'Only mails to this address.',
    },
    errors: [404],
  }),
};
