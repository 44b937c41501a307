import { ADMIN_COMPANY_SORTS } from '../../../core/admin-companies';
import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Admin');
const company = { id: uuidParam('The company (an id merged away answers for its survivor).') };

/** The back office's companies (admin-companies.routes.ts). */
export const adminCompaniesDocs = {
  list: doc({
    summary: 'Every buyer’s companies',
    answer: 'A page of companies with their projects, wishlists, paid orders and revenue.',
    query: {
      q: 'Part of the company’s name or of its owner’s e-mail (200 characters at most).',
      sort: {
        description: 'The column to sort by (default name).',
        schema: { type: 'string', enum: [...ADMIN_COMPANY_SORTS] },
      },
      dir: { description: 'asc or desc.', schema: { type: 'string', enum: ['asc', 'desc'] } },
      offset: { description: 'Where the page starts.', schema: { type: 'integer', minimum: 0 } },
      limit: {
        description: 'How many (at most a page).',
        schema: { type: 'integer', minimum: 0, maximum: ADMIN_PAGE_SIZE },
      },
    },
    errors: [400],
  }),
  detail: doc({
    summary: 'One company',
    answer:
      'The company with its logo, projects, orders and the people who use it; a merged id answers its survivor.',
    path: company,
    errors: [400, 404],
  }),
  rename: doc({
    summary: 'Rename a company',
    description:
      'The projects that named it follow the new name; its orders keep the name they were sold under (their certificates and invoices print it).',
    answer: 'The renamed company.',
    path: company,
    errors: [400, 404, 409],
  }),
  preview: doc({
    summary: 'What merging a company would move',
    answer: 'The projects, wishlists, orders and certificates that would move, and clashing project names.',
    path: { id: uuidParam('The company to merge away.') },
    query: {
      into: { description: 'The survivor.', required: true, schema: { type: 'string', format: 'uuid' } },
    },
    errors: [400, 404],
  }),
  merge: doc({
    summary: 'Merge a company into another',
    answer: 'The survivor.',
    path: { id: uuidParam('The company to merge away.') },
    errors: [400, 404, 409],
  }),
};
