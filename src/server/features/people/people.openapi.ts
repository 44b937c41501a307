import { MAX_MERGE_SOURCES, PEOPLE_PAGE_SIZE, PEOPLE_SHOW } from '../../../core/people';
import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Admin');
const person = { id: uuidParam('The person.') };

/** The back office's people (people.routes.ts, issue 27 item 3). */
export const peopleDocs = {
  list: doc({
    summary: 'People found on photos',
    answer: 'A page of active persons, most photos first, each with its cover face and counts.',
    query: {
      q: 'Part of the person’s name (case and accents do not matter).',
      show: {
        description: 'visible (default), hidden or all.',
        schema: { type: 'string', enum: [...PEOPLE_SHOW] },
      },
      offset: { description: 'Where the page starts.', schema: { type: 'integer', minimum: 0 } },
      limit: {
        description: 'How many (at most a page).',
        schema: { type: 'integer', minimum: 0, maximum: PEOPLE_PAGE_SIZE },
      },
    },
    errors: [400],
  }),
  detail: doc({
    summary: 'One person',
    answer:
      'The person with their faces and the persons merged into them; for a merged id, `movedTo` names the person it joined.',
    path: person,
    errors: [400, 404],
  }),
  update: doc({
    summary: 'Rename, hide or choose the cover of a person',
    answer: 'The person as now.',
    path: person,
    errors: [400, 404, 409],
  }),
  similar: doc({
    summary: 'People most like this one',
    answer: 'Up to 12 other visible persons whose faces are nearest this person’s, nearest first.',
    path: person,
    errors: [400, 404],
  }),
  merge: doc({
    summary: 'Merge persons into one',
    description: `1 to ${MAX_MERGE_SOURCES} sources. Their faces, ids and consent links go to the target, which keeps its name and cover (an unnamed target takes a source’s name).`,
    answer: 'The merge’s id (for undo) and the target.',
    errors: [400, 404, 409],
  }),
  last: doc({
    summary: 'The latest merge not undone',
    answer: 'The merge with its target and sources, or null.',
  }),
  undo: doc({
    summary: 'Undo the latest merge',
    answer: 'The target as now; the sources are back as they were.',
    path: { id: uuidParam('The merge.') },
    errors: [400, 404, 409],
  }),
  split: doc({
    summary: 'Split faces off into a new person',
    answer: 'The new person.',
    path: person,
    errors: [400, 404, 409],
  }),
};
