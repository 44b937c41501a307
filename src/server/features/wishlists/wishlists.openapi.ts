import { apiDocs, uuidParam } from '../../http/openapi';
import { deletedId, listOf, wrapped } from '../../http/openapi-schemas';

const doc = apiDocs('Wishlists');
const wishlist = { id: uuidParam('The wishlist.') };
const answer = wrapped('wishlist', 'The wishlist.');
const code = { code: 'The share code from the link.' };

/** `/api/wishlists` (wishlists.routes.ts). */
export const wishlistsDocs = {
  list: doc({ summary: 'My wishlists', answer: '`{ items }`.', schema: listOf() }),
  create: doc({
    summary: 'Create a wishlist',
    status: 201,
    answer: '`{ wishlist }`.',
    schema: answer,
    errors: [400, 404, 409],
  }),
  containing: doc({
    summary: 'My wishlists that hold a photo',
    answer: '`{ items }`.',
    schema: listOf(),
    path: { photoId: uuidParam('The photo.') },
    errors: [400],
  }),
  check: doc({
    summary: 'Which of these photos are in my wishlists',
    answer: '`{ photo_ids }`: those of the photos asked about that are.',
    errors: [400],
  }),
  get: doc({
    summary: 'One of my wishlists',
    answer: 'The wishlist with its photos.',
    path: wishlist,
    errors: [400, 404],
  }),
  update: doc({
    summary: 'Change a wishlist',
    answer: '`{ wishlist }`.',
    schema: answer,
    path: wishlist,
    errors: [400, 404, 409],
  }),
  remove: doc({
    summary: 'Delete a wishlist',
    answer: '`{ id }`.',
    schema: deletedId,
    path: wishlist,
    errors: [400, 404],
  }),
  addItem: doc({
    summary: 'Add a photo to a wishlist',
    status: 201,
    answer: 'The new item.',
    path: wishlist,
    errors: [400, 404, 409],
  }),
  removeItem: doc({
    summary: 'Remove a photo from a wishlist',
    answer: '`{ photo_id }`.',
    path: { ...wishlist, photoId: uuidParam('The photo.') },
    errors: [400, 404],
  }),
  share: doc({
    summary: 'Share a wishlist by link',
    answer: '`{ share_code }`.',
    path: wishlist,
    errors: [400, 404],
  }),
  unshare: doc({
    summary: 'Stop sharing a wishlist',
    answer: '`{ id }`.',
    schema: deletedId,
    path: wishlist,
    errors: [400, 404],
  }),
};

/** `/api/shared-wishlists/:code` (wishlists.routes.ts). */
export const sharedWishlistsDocs = {
  get: doc({
    summary: 'A wishlist shared by link',
    description: 'Read-only, for anyone with the link; a signed-in viewer also learns whether it is theirs.',
    answer: 'The shared wishlist and its photos.',
    access: 'optional',
    path: code,
    errors: [400, 404, 429],
  }),
  copy: doc({
    summary: 'Copy a shared wishlist into my own',
    status: 201,
    answer: '`{ wishlist }`: my new copy.',
    schema: answer,
    path: code,
    errors: [400, 404, 409, 429],
  }),
};
