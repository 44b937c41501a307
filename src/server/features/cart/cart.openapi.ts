import { apiDocs, uuidParam } from '../../http/openapi';
import { deletedId, wrapped } from '../../http/openapi-schemas';

const doc = apiDocs('Cart');
const line = { id: uuidParam('The cart line.') };

/** `/api/cart` (cart.routes.ts). */
export const cartDocs = {
  get: doc({ summary: 'My cart', answer: 'The lines, each priced on the server, and the totals.' }),
  add: doc({
    summary: 'Add a photo to my cart',
    status: 201,
    answer: '`{ item }`: the new line.',
    schema: wrapped('item', 'The cart line.'),
    errors: [400, 404, 409],
  }),
  batch: doc({
    summary: 'Add many photos to my cart',
    description: 'Photos already in the cart, or already licensed for the project, are left out.',
    answer: 'What was added and what was left out.',
    errors: [400, 404],
  }),
  license: doc({
    summary: 'Change a line’s licence',
    answer: '`{ item }`: the line, priced again.',
    schema: wrapped('item', 'The cart line.'),
    path: line,
    errors: [400, 404, 409],
  }),
  remove: doc({
    summary: 'Remove a line',
    answer: '`{ id }`.',
    schema: deletedId,
    path: line,
    errors: [400, 404],
  }),
  clear: doc({ summary: 'Empty my cart', answer: '`{ removed }`: how many lines were removed.' }),
};
