import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { BANNER_SORTS } from '../../../core/banner-html';
import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Admin');
const banner = { id: uuidParam('The banner.') };

/** The back office's site banners (admin-site.routes.ts). */
export const adminSiteDocs = {
  list: doc({
    summary: 'List site banners',
    answer: 'A page of banners (newest change first unless sorted), each with where it stands now.',
    query: {
      q: 'Words of the banner’s title (200 characters at most).',
      sort: { description: 'The column to sort by.', schema: { type: 'string', enum: [...BANNER_SORTS] } },
      dir: { description: 'asc or desc.', schema: { type: 'string', enum: ['asc', 'desc'] } },
      offset: { description: 'Where the page starts.', schema: { type: 'integer', minimum: 0 } },
      limit: {
        description: 'How many (at most a page).',
        schema: { type: 'integer', minimum: 0, maximum: ADMIN_PAGE_SIZE },
      },
    },
    errors: [400],
  }),
  get: doc({ summary: 'One site banner', answer: 'The banner.', path: banner, errors: [400, 404] }),
  create: doc({
    summary: 'Compose a site banner',
    status: 201,
    answer:
      '`{ banner, removed }`: the banner as stored (sanitised, inactive) and the names of what sanitising removed.',
    errors: [400],
  }),
  update: doc({
    summary: 'Edit a site banner',
    answer: '`{ banner, removed }`: the banner as stored (sanitised) and what sanitising removed.',
    path: banner,
    errors: [400, 404, 409],
  }),
  activate: doc({
    summary: 'Activate a site banner',
    description: 'The banner active before is deactivated in the same transaction: one is active at a time.',
    answer: 'The banner, active.',
    path: banner,
    errors: [400, 404, 409],
  }),
  deactivate: doc({
    summary: 'Deactivate a site banner',
    answer: 'The banner, inactive.',
    path: banner,
    errors: [400, 404, 409],
  }),
  remove: doc({
    summary: 'Delete a site banner',
    status: 204,
    answer: 'Deleted.',
    path: banner,
    errors: [400, 404, 409],
  }),
};
