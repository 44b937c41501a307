import { ACCOUNT_SORTS, MERGE_MAX } from '../../../core/admin-accounts';
import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Admin');
const page = {
  offset: { description: 'Where the page starts.', schema: { type: 'integer', minimum: 0 } },
  limit: {
    description: 'How many (at most a page).',
    schema: { type: 'integer', minimum: 0, maximum: ADMIN_PAGE_SIZE },
  },
};
const mergeQuery = {
  survivor_id: {
    description: 'The account that stays.',
    schema: { type: 'string', format: 'uuid' },
    required: true,
  },
  merged_ids: {
    description: `The accounts merged into it, comma-separated (at most ${MERGE_MAX}).`,
    required: true,
  },
};

/** The back office's accounts and their consolidation (admin-accounts.routes.ts). */
export const adminAccountsDocs = {
  list: doc({
    summary: 'Find accounts',
    answer: 'A page of people with their role, sign-in methods, last sign-in, orders and ban.',
    query: {
      q: 'Part of an e-mail or name, or an account’s id (200 characters at most).',
      sort: { description: 'The order.', schema: { type: 'string', enum: [...ACCOUNT_SORTS] } },
      dir: { description: 'Ascending or descending.', schema: { type: 'string', enum: ['asc', 'desc'] } },
      ...page,
    },
    errors: [400],
  }),
  role: doc({
    summary: 'Grant or revoke admin',
    answer: 'The account after the change.',
    description:
      'Never revokes the last admin (409 in_use), nor the signed-in admin (400). A role the account already has answers 409 changed.',
    path: { id: uuidParam('The account.') },
    errors: [400, 404, 409],
  }),
  ban: doc({
    summary: 'Ban an account',
    answer: 'The account after the ban, and how many sessions ended.',
    description: 'Ends every session of the account at once. Admins are not banned (revoke admin first).',
    path: { id: uuidParam('The account.') },
    errors: [400, 404, 409],
  }),
  unban: doc({
    summary: 'Unban an account',
    answer: 'The account after the change.',
    path: { id: uuidParam('The account.') },
    errors: [400, 404, 409],
  }),
  duplicates: doc({
    summary: 'Accounts that look like one person',
    answer: 'A page of groups sharing a normalised e-mail (lower-case; Gmail without dots and +tag).',
    query: {
      q: 'Part of the shared e-mail (200 characters at most).',
      sort: { description: 'The order: by the shared e-mail.', schema: { type: 'string', enum: ['email'] } },
      dir: { description: 'Ascending or descending.', schema: { type: 'string', enum: ['asc', 'desc'] } },
      ...page,
    },
    errors: [400],
  }),
  preview: doc({
    summary: 'Preview an account merge',
    answer: 'What the merge would move into the account that stays, and what would stop it.',
    query: mergeQuery,
    errors: [400, 404],
  }),
  merge: doc({
    summary: 'Merge accounts into one',
    answer: 'What moved, and the account that stays.',
    errors: [400, 404, 409],
  }),
};
