import { certificatePdf } from './certificate-pdf';
import type { OrderDocument } from './document-data';
import { invoicePdf } from './invoice-pdf';
import { withThumbnails } from './thumbnails';

export type DocumentKind = 'invoice' | 'certificate';

/** "backdrop-BD-100042-invoice.pdf". */
export function documentFileName(order: OrderDocument, kind: DocumentKind): string {
  return `backdrop-${order.orderNumber}-${kind}.pdf`;
}

/** The PDF of one document; the certificate gets its thumbnails drawn first. */
export async function renderDocument(order: OrderDocument, kind: DocumentKind): Promise<Buffer> {
  switch (kind) {
    case 'invoice':
      return invoicePdf(order);
    case 'certificate':
      return certificatePdf({ ...order, lines: await withThumbnails(order.lines) });
  }
}
