import { contactSchema } from '../../../core/contact';
import { apiDocs } from '../../http/openapi';

/** POST /api/contact (contact.routes.ts): the route checks the body with the same core schema. */
export const contactDocs = {
  send: apiDocs('Site')({
    summary: 'Write to the team',
    status: 201,
    answer: '`{ sent: true }`.',
    body: { description: 'The contact form (spec §2 /contact).', schema: contactSchema },
    errors: [400, 429],
  }),
};
