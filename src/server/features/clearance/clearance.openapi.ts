import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Studio');
const photo = { photoid: { description: 'The photo’s number.', schema: { type: 'integer', minimum: 1 } } };
const photoAndRelease = { ...photo, releaseId: uuidParam('The release, from the photo creator’s library.') };

/** The clearance file and release library (clearance.routes.ts). */
export const clearanceDocs = {
  people: doc({
    summary: 'List the people on a photo and their releases',
    description:
      'The real faces of the photo (found by the detector or drawn by an admin, not rejected), each with the release its person is linked to. Hero usage is sold only when `allReleased`.',
    answer:
      '`{ faces: [{ faceId, box, thumbnailUrl, aspectRatio, personId, personName, releaseId }], released, total, allReleased }`; contributors read “Person 1”, “Person 2”… instead of names.',
    path: photo,
    errors: [400, 401, 404],
  }),
  faceRelease: doc({
    summary: 'Link a person on a photo to a release',
    description:
      'Body `{ releaseId }` (a release of the photo creator’s library, or null to unlink). A face with no person gets a person of its own first; the release is attached to the photo too.',
    answer: 'The people of the photo, like the read.',
    path: { ...photo, faceId: uuidParam('The face on the photo.') },
    errors: [400, 401, 404, 409],
  }),
  get: doc({
    summary: 'Read a photo’s clearance file',
    answer:
      '`{ photoid, file, releases, summary, status, editable, can_decide }`: the file, its attached releases, the line a buyer reads and what is still missing.',
    path: photo,
    errors: [400, 404],
  }),
  put: doc({
    summary: 'Save a photo’s clearance file',
    description:
      'The whole file, based on `version` (a stale one is 409). A contributor edits only a draft or rejected photo of their own; only an admin sets the decision, and `cleared` is refused while releases are missing.',
    answer: 'The file as saved, like the read.',
    path: photo,
    errors: [400, 403, 404, 409],
  }),
  attach: doc({
    summary: 'Attach a release to a photo',
    answer: 'The clearance file with the release attached.',
    path: photoAndRelease,
    errors: [400, 404, 409],
  }),
  detach: doc({
    summary: 'Detach a release from a photo',
    answer: 'The clearance file without the release.',
    path: photoAndRelease,
    errors: [400, 404, 409],
  }),
  list: doc({
    summary: 'List a creator’s release library',
    answer: '`{ creator_id, items }`: the releases, newest first.',
    query: { creator: 'Admins: whose library (a user id); a contributor always reads their own.' },
    errors: [400, 404],
  }),
  upload: doc({
    summary: 'Add a release to a library',
    status: 201,
    answer: '`{ release }`.',
    body: {
      description:
        'A form: `file` (PDF, JPEG or PNG, at most 20 MB, checked by its content), `kind` (person or property), `signer`, `signer_role`, `signed_on` (YYYY-MM-DD, not in the future), `covers`, and for admins `creator`.',
      media: 'multipart/form-data',
      schema: {
        type: 'object',
        properties: {
          file: { type: 'string', format: 'binary' },
          kind: { type: 'string', enum: ['person', 'property'] },
          signer: { type: 'string' },
          signer_role: { type: 'string' },
          signed_on: { type: 'string', format: 'date' },
          covers: { type: 'string' },
          creator: { type: 'string', format: 'uuid' },
        },
      },
      required: true,
    },
    errors: [400, 404, 409, 413],
  }),
  file: doc({
    summary: 'Download a release’s file',
    answer: 'The file, as an attachment; only its creator and admins may fetch it.',
    media: 'application/octet-stream',
    path: { id: uuidParam('The release.') },
    errors: [400, 404, 503],
  }),
};
