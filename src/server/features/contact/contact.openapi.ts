import { apiDocs } from '../../http/openapi';

/** POST /api/contact (contact.routes.ts): its validator documents the body (core/contact.ts's schema). */
export const contactDocs = {
  send: apiDocs('Site')({
    summary: 'Write to the team',
    status: 201,
    description: 'The contact form (spec §2 /contact); a 400 names every field’s problem under `fields`.',
    answer: '`{ sent: true }`.',
    errors: [400, 429],
  }),
};
