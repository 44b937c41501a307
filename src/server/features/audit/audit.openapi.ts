import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { apiDocs } from '../../http/openapi';

const doc = apiDocs('Admin');

/** The audit trail (audit.routes.ts). */
export const auditDocs = {
  list: doc({
    summary: 'The audit trail',
    answer: 'A page of changes admins made, newest first.',
    query: {
      q: 'Words of the summary, the admin’s e-mail or the action (200 characters at most).',
      entity_type: 'Only changes to this kind of record (event, collection, company, banner, …).',
      entity_id: 'Only changes to this record (with entity_type).',
      offset: { description: 'Where the page starts.', schema: { type: 'integer', minimum: 0 } },
      limit: {
        description: 'How many (at most a page).',
        schema: { type: 'integer', minimum: 0, maximum: ADMIN_PAGE_SIZE },
      },
    },
    errors: [400],
  }),
};
