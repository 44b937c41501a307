import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Admin');
const collection = { id: uuidParam('The collection.') };

/** The back office's collections (admin-collections.routes.ts). */
export const adminCollectionsDocs = {
  list: doc({
    summary: 'Find collections',
    answer: 'A page of collections, published or not, with their photo count and state.',
    query: {
      q: 'Words of the title (200 characters at most).',
      sort: {
        description: 'The order.',
        schema: { type: 'string', enum: ['name', 'photo_count', 'created_at', 'updated_at'] },
      },
      dir: { description: 'Ascending or descending.', schema: { type: 'string', enum: ['asc', 'desc'] } },
      offset: { description: 'Where the page starts.', schema: { type: 'integer', minimum: 0 } },
      limit: {
        description: 'How many (at most a page).',
        schema: { type: 'integer', minimum: 0, maximum: ADMIN_PAGE_SIZE },
      },
    },
    errors: [400],
  }),
  create: doc({
    summary: 'Create a collection',
    status: 201,
    answer: 'The new, unpublished collection.',
    errors: [400],
  }),
  one: doc({
    summary: 'One collection for the editor',
    answer: 'The collection with its photos in order and its version.',
    path: collection,
    errors: [400, 404],
  }),
  update: doc({
    summary: 'Change a collection',
    description:
      'Any of title, description, cover, publication, schedule and the whole order of its photos, based on `version`; a collection changed since that version answers 409 `changed`.',
    answer: 'The collection as saved, with its new version.',
    path: collection,
    errors: [400, 404, 409],
  }),
  add: doc({
    summary: 'Add photos to a collection',
    description: 'By id (a search’s ticks) or by photo number; photos already in it stay where they are.',
    answer: 'The collection as saved, with its new version.',
    path: collection,
    errors: [400, 404, 409],
  }),
};
