import { photoFaceSchema } from '../../../core/people';
import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Admin');
const photoid = { photoid: { description: 'The photo’s number.', schema: { type: 'integer', minimum: 1 } } };
const face = { faceId: uuidParam('The face.') };

/** The back office's faces on one photo (photo-faces.routes.ts, issue 27 item 4). */
export const photoFacesDocs = {
  queue: doc({
    summary: 'Photos whose faces need work',
    description:
      'Photos (live or not) with faces that have no person yet, or marked as still missing faces, newest first.',
    answer:
      '`{ items: [{ photoid, title, thumbnailUrl, aspectRatio, unassignedFaces, faceCount, missingFaces }], total }`.',
    query: {
      offset: { description: 'Where the page starts.', schema: { type: 'integer', minimum: 0 } },
      limit: {
        description: 'How many photos (at most 96).',
        schema: { type: 'integer', minimum: 0, maximum: 96 },
      },
    },
    errors: [400],
  }),
  people: doc({
    summary: 'Persons to assign a face to',
    description:
      'Active persons (not merged away) whose name starts with `q` or has a word that does, case and accents aside; an empty `q` gives the persons with most faces.',
    answer: '`{ items: [{ id, name, faceCount, cover }] }`.',
    query: {
      q: 'The start of a name (100 characters at most).',
      limit: {
        description: 'How many (default 8, at most 20).',
        schema: { type: 'integer', minimum: 1, maximum: 20 },
      },
    },
    errors: [400],
  }),
  photo: doc({
    summary: 'One photo with its faces',
    answer: 'The photo (addresses, size, missing-faces flag) and every face on it, rejected ones included.',
    path: photoid,
    errors: [404],
  }),
  assign: doc({
    summary: 'Assign a face to a person',
    description:
      '`{ personId }` assigns it (a merged person’s id lands on the person it was merged into), `{ personId: null }` unassigns it, `{ newPersonName }` creates a person with this face.',
    answer: 'The face.',
    schema: photoFaceSchema,
    path: face,
    errors: [400, 404],
  }),
  reject: doc({
    summary: 'Reject a false face',
    description: 'The face keeps its row (re-detection does not bring it back) and can be restored.',
    answer: 'The face.',
    schema: photoFaceSchema,
    path: face,
    errors: [400, 404],
  }),
  restore: doc({
    summary: 'Restore a rejected face',
    answer: 'The face.',
    schema: photoFaceSchema,
    path: face,
    errors: [400, 404],
  }),
  draw: doc({
    summary: 'Draw a missed face',
    description:
      'A face the detector missed, drawn by hand: its box as fractions of the picture, optionally its person.',
    status: 201,
    answer: 'The new face.',
    schema: photoFaceSchema,
    path: photoid,
    errors: [400, 404],
  }),
};
