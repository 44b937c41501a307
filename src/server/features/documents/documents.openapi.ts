import { apiDocs, uuidParam } from '../../http/openapi';

const doc = apiDocs('Purchases & documents');
const order = { id: uuidParam('A paid order of mine.') };

/** Invoices, certificates and their public check (documents.routes.ts). */
export const documentsDocs = {
  invoice: doc({
    summary: 'An order’s invoice',
    answer: 'The invoice as a PDF file.',
    media: 'application/pdf',
    schema: { type: 'string', format: 'binary' },
    path: order,
    errors: [400, 404],
  }),
  certificate: doc({
    summary: 'An order’s licence certificate',
    answer: 'The licence certificate as a PDF file.',
    media: 'application/pdf',
    schema: { type: 'string', format: 'binary' },
    path: order,
    errors: [400, 404],
  }),
  verify: doc({
    summary: 'Check a licence certificate',
    description: 'Public: anyone holding a certificate checks its code here.',
    answer: 'Whether the certificate is valid, and what it licenses.',
    path: { code: 'The code printed on the certificate.' },
    errors: [404, 429],
  }),
};
