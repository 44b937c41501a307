import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Admin');
const upload = { id: uuidParam('The upload (its photo_uploads id).') };

/** Uploads of originals over tus, for admins and contributors with a storefront (uploads.routes.ts). */
export const uploadsDocs = {
  batch: doc({
    summary: 'The files of an upload batch and their state',
    description:
      'Each file of one drop on the upload page: uploading, received, processing, ready (with its draft photo), failed or duplicate (with the reason). The uploader’s own files; an admin’s, any.',
    answer: 'The batch’s files, oldest first.',
    query: {
      batch: {
        description: 'The batch id the page gave its files.',
        required: true,
        schema: { type: 'string', format: 'uuid' },
      },
    },
    errors: [400],
  }),
  creators: doc({
    summary: 'Creators an admin may upload for',
    answer: 'At most 20 creators with a storefront, by storefront name.',
    query: { q: 'Words of the storefront name or e-mail address.' },
    errors: [400],
  }),
  create: doc({
    summary: 'Start a resumable upload (tus 1.0 creation)',
    description:
      'Upload-Length (at most 200 MB) and Upload-Metadata with `filename`, `filetype`, `batch` (uuid) and, for admins, `creator` (the storefront’s user id). JPEG, PNG, TIFF and WebP only; a contributor needs a storefront.',
    status: 201,
    answer: 'Created: Location names the upload.',
    errors: [400, 403, 413, 503],
  }),
  file: doc({
    summary: 'Resume, send or stop an upload (tus 1.0 HEAD, PATCH, DELETE)',
    description:
      'HEAD answers the offset received so far, PATCH appends `application/offset+octet-stream` bytes at Upload-Offset, DELETE stops an unfinished upload. GET is refused: originals are never downloadable.',
    status: 204,
    answer: 'The bytes were stored; Upload-Offset is the new offset.',
    path: upload,
    errors: [400, 404, 409, 410, 503],
  }),
};
