import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Admin');
const event = { id: uuidParam('The event.') };

/** The back office's events (admin-events.routes.ts). */
export const adminEventsDocs = {
  list: doc({
    summary: 'Find events',
    answer: 'A page of events with how many photos each has.',
    query: {
      q: 'Words of the name (200 characters at most).',
      sort: {
        description: 'The order.',
        schema: { type: 'string', enum: ['name', 'photo_count', 'created_at'] },
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
    summary: 'Create an event',
    status: 201,
    answer: 'The new event.',
    errors: [400, 409],
  }),
  rename: doc({
    summary: 'Rename an event',
    answer: 'The event as renamed.',
    path: event,
    errors: [400, 404, 409],
  }),
  merge: doc({
    summary: 'Merge an event into another',
    description:
      'The event’s photos move to `into` (no photo twice), its old id becomes an alias of `into` so links and search filters naming it keep working, and it is deleted.',
    answer: 'The surviving event and how many photos moved.',
    path: event,
    errors: [400, 404],
  }),
  remove: doc({
    summary: 'Delete an unused event',
    status: 204,
    answer: 'Deleted.',
    path: event,
    errors: [400, 404, 409],
  }),
  attach: doc({
    summary: 'Tag photos with an event',
    answer: 'The event, how many photos were tagged now and how many already were.',
    path: event,
    errors: [400, 404],
  }),
};
