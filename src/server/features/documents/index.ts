/** The paperwork feature's public face (issue 13 item 6). */
export { documentRoutes } from './documents.routes';
export type { CertificateStatus, CertificateVerification } from './documents.service';
export { type ConfirmationDeps, sendOrderConfirmation } from './send-confirmation';
