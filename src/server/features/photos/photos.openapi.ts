import { photoDetailRowSchema } from '../../../core/photo-row';
import { apiDocs } from '../../http/openapi';
import { photoPageSchema } from '../../http/openapi-schemas';

const doc = apiDocs('Catalogue');
const key = { key: 'A photoid (digits) or the photo’s uuid.' };
const offset = {
  offset: { description: 'Where the page starts (0–10000).', schema: { type: 'integer' as const } },
};

/** The catalogue's photo routes (photos.routes.ts); search parameters come from their validator. */
export const photosDocs = {
  count: doc({
    summary: 'Count live photos',
    answer: '`{ count }`: the live photos in the catalogue (the footer’s figure).',
  }),
  search: doc({
    summary: 'Search photos',
    description:
      'Spec §3: a term and every filter, lists comma-separated. Guests see at most the guest cap of results; ' +
      'members page on. Answers the photos plus `method` and `expanded_terms`.',
    answer: 'A page of photos, with how the search was run.',
    schema: photoPageSchema,
    access: 'optional',
    errors: [400, 429, 503],
  }),
  facets: doc({
    summary: 'Facet counts of a search',
    answer: 'For each filter, its values and how many photos of the search have each.',
    errors: [400, 429, 503],
  }),
  detail: doc({
    summary: 'One photo',
    answer: 'The photo with its details (admins also see photos that are not live).',
    schema: photoDetailRowSchema,
    path: key,
    errors: [400, 404, 429],
  }),
  original: doc({
    summary: 'Facts of a photo’s original file',
    answer: 'Pixels, bytes and print size of the file a buyer receives.',
    path: key,
    errors: [400, 404, 429, 503],
  }),
  similar: doc({
    summary: 'Similar photos',
    answer: 'A page of photos like this one, each with its `score`.',
    schema: photoPageSchema,
    path: key,
    query: offset,
    errors: [400, 404, 429],
  }),
  similarPeople: doc({
    summary: 'Photos of the same people',
    answer: 'A page of photos sharing people with this one, each with `shared_people`.',
    schema: photoPageSchema,
    path: key,
    query: offset,
    errors: [400, 404, 429],
  }),
};

/** GET and PATCH /api/admin/photos/:key (photo-admin.routes.ts). */
const admin = apiDocs('Admin');
export const photoAdminDocs = {
  get: admin({
    summary: 'A photo’s admin flags and insights',
    answer: '`{ flags, ... }`: the flags of spec §3 and the photo’s insights.',
    path: key,
    errors: [404],
  }),
  patch: admin({
    summary: 'Set a photo’s admin flags',
    answer: 'The flags as saved.',
    path: key,
    errors: [400, 404],
  }),
};
