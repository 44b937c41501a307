import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { ADMIN_PHOTO_SORTS, CLEARANCE_FILTERS, PHOTO_FLAGS } from '../../../core/photo-studio';
import { PHOTO_STATUSES } from '../../../core/photo-workflow';
import { apiDocs } from '../../http/openapi';

const admin = apiDocs('Admin');
const studio = apiDocs('Account');
const photoid = {
  photoid: { description: 'The photo’s number (#photoid).', schema: { type: 'integer', minimum: 1 } },
};
const page = {
  q: 'Words of the title (200 characters at most).',
  offset: { description: 'Where the page starts.', schema: { type: 'integer', minimum: 0 } },
  limit: {
    description: 'How many (at most a page).',
    schema: { type: 'integer', minimum: 0, maximum: ADMIN_PAGE_SIZE },
  },
} as const;

/** The studio's workflow routes (photo-status.routes.ts). */
export const photoStatusDocs = {
  studioList: studio({
    summary: 'My photos in the studio',
    answer: 'A page of the contributor’s photos in every state, with why a photo was rejected.',
    query: {
      ...page,
      status: {
        description: 'Only photos in this state.',
        schema: { type: 'string', enum: [...PHOTO_STATUSES] },
      },
      creator: {
        description: 'Admins only: the photos of this creator (a user id).',
        schema: { type: 'string', format: 'uuid' },
      },
    },
    errors: [400],
  }),
  workflow: studio({
    summary: 'A photo’s state, moves and history',
    answer: 'The state, version, the moves the person asking may make, the rejection and the history.',
    path: photoid,
    errors: [404],
  }),
  move: studio({
    summary: 'Move a photo to another state',
    description:
      'Contributors submit, withdraw a submission and take their own photos off sale; only admins review and publish. A rejection names a reason; going live needs a cleared clearance file.',
    answer: 'The photo’s workflow after the move.',
    path: photoid,
    errors: [400, 404, 409],
  }),
  adminList: admin({
    summary: 'The whole catalogue, in every state',
    answer: 'A page of photos with their state, flags, clearance and creator.',
    query: {
      ...page,
      q: 'A #photoid, words of the title, a tag or a creator’s storefront.',
      status: {
        description: 'Comma-separated states.',
        schema: { type: 'string', example: 'submitted,in_review' },
      },
      flags: { description: `Comma-separated: ${PHOTO_FLAGS.join(', ')}.`, schema: { type: 'string' } },
      clearance: {
        description: 'The clearance decision.',
        schema: { type: 'string', enum: [...CLEARANCE_FILTERS] },
      },
      from: { description: 'Added on or after (YYYY-MM-DD).', schema: { type: 'string', format: 'date' } },
      to: { description: 'Added on or before (YYYY-MM-DD).', schema: { type: 'string', format: 'date' } },
      creator: { description: 'A creator’s user id.', schema: { type: 'string', format: 'uuid' } },
      sort: {
        description: 'The column to sort by.',
        schema: { type: 'string', enum: [...ADMIN_PHOTO_SORTS] },
      },
      dir: { description: 'asc or desc.', schema: { type: 'string', enum: ['asc', 'desc'] } },
    },
    errors: [400],
  }),
  bulk: admin({
    summary: 'Act on many photos at once',
    description: 'Approve, reject, publish, withdraw, set a price or add a tag: each photo on its own.',
    answer: 'For each photo: applied (with its state) or refused (with why).',
    errors: [400],
  }),
  queue: admin({
    summary: 'The review queue',
    answer: 'Submitted and in-review photos, oldest submission first.',
    query: { offset: page.offset, limit: page.limit },
    errors: [400],
  }),
};
