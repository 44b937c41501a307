import { BULK_MAX, CSV_COLUMN_HELP } from '../../../core/photo-metadata';
import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Admin');
const photo = { photoid: { description: 'The photo’s number.', schema: { type: 'integer', minimum: 1 } } };

/** Describing photos in the studio (photo-metadata.routes.ts): admins any photo, contributors their own. */
export const photoMetadataDocs = {
  list: doc({
    summary: 'Photos to describe',
    description:
      'The photos of an upload batch, or the photos named by number, that the signed-in person may see.',
    answer: 'The photos, each with its number, title, thumbnail, status and file name.',
    query: {
      batch: uuidParam('The upload batch.'),
      ids: 'Photo numbers separated by commas.',
    },
    errors: [400],
    access: 'member',
  }),
  get: doc({
    summary: 'A photo’s description for the editor',
    description:
      'Every field the editor changes, the version to send back, the status and whether the signed-in person may change it now. Another contributor’s photo answers 404.',
    answer: 'The photo’s details.',
    path: photo,
    errors: [400, 404],
    access: 'member',
  }),
  patch: doc({
    summary: 'Change a photo’s description',
    description:
      'Send `version` (as the editor loaded it) and only the fields that change. A save based on an older version answers 409 (reload and change again); a contributor’s photo in review or on sale answers 409 until it has been reviewed. Audited.',
    answer: 'The photo’s details as saved, with its new version.',
    path: photo,
    errors: [400, 404, 409],
    access: 'member',
  }),
  bulk: doc({
    summary: 'Describe many photos at once',
    description: `Up to ${BULK_MAX} photo numbers, fields to \`set\` on each, keywords to add and remove. Each photo is applied or refused on its own, with the reason.`,
    answer: 'One result per photo: `applied` or `refused` with a reason.',
    errors: [400],
    access: 'member',
  }),
  import: doc({
    summary: 'Import a CSV of descriptions',
    description: `One row per file of a batch (\`batch\`) or of the photos named (\`photoids\`). Columns: ${Object.entries(
      CSV_COLUMN_HELP,
    )
      .map(([column, help]) => `\`${column}\`: ${help}`)
      .join(' ')} An empty cell leaves the field as it is. Unknown columns are listed and ignored.`,
    answer: 'A report per row: the photo, the fields applied, the fields refused and why.',
    errors: [400, 413],
    access: 'member',
  }),
  suggestions: doc({
    summary: 'Keyword suggestions',
    description:
      'Words of the photo’s own file (its description) and the catalogue’s most used keywords starting with `q`.',
    answer: 'Suggested keywords, the photo’s own first.',
    query: {
      q: 'The start of the keyword typed so far.',
      photoid: { description: 'The photo being described.', schema: { type: 'integer', minimum: 1 } },
    },
    errors: [400, 404],
    access: 'member',
  }),
};
