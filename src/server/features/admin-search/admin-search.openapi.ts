import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { SYNONYM_SORTS } from '../../../core/search-settings';
import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Admin');
const synonym = { id: uuidParam('The synonym pair.') };

/** The back office's search settings and synonyms (admin-search.routes.ts). */
export const adminSearchDocs = {
  settings: doc({
    summary: 'The search ranking settings',
    answer: '`{ settings, defaults, version, updated_at, updated_by }`.',
  }),
  saveSettings: doc({
    summary: 'Save the search ranking settings',
    description: 'Every app process uses them within 2 seconds, without a restart.',
    answer: 'The settings as saved, with their new version.',
    errors: [400, 409],
  }),
  resetSettings: doc({
    summary: 'Reset the search ranking settings to their defaults',
    answer: 'The default settings, with their new version.',
    errors: [400, 409],
  }),
  synonyms: doc({
    summary: 'List synonym pairs',
    answer: 'A page of pairs (term, synonym_of).',
    query: {
      q: 'Words of the term or the word it is a synonym of (200 characters at most).',
      sort: { description: 'The column to sort by.', schema: { type: 'string', enum: [...SYNONYM_SORTS] } },
      dir: { description: 'asc or desc.', schema: { type: 'string', enum: ['asc', 'desc'] } },
      offset: { description: 'Where the page starts.', schema: { type: 'integer', minimum: 0 } },
      limit: {
        description: 'How many (at most a page).',
        schema: { type: 'integer', minimum: 0, maximum: ADMIN_PAGE_SIZE },
      },
    },
    errors: [400],
  }),
  preview: doc({
    summary: 'Preview what a search expands to',
    answer:
      '`{ q, words, total, total_is_estimate }`: each typed word with its synonyms, and the live photos the search finds now.',
    query: { q: 'The search, as a visitor would type it (200 characters at most).' },
  }),
  createSynonym: doc({
    summary: 'Add a synonym pair',
    status: 201,
    answer: 'The pair.',
    errors: [400, 409],
  }),
  updateSynonym: doc({
    summary: 'Change a synonym pair',
    answer: 'The pair.',
    path: synonym,
    errors: [400, 404, 409],
  }),
  deleteSynonym: doc({
    summary: 'Delete a synonym pair',
    status: 204,
    answer: 'Deleted.',
    path: synonym,
    errors: [400, 404],
  }),
};
