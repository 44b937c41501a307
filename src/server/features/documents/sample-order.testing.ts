import type { DocumentLine, OrderDocument } from './document-data';

export const SAMPLE_SELLER = {
  name: 'Backdrop Archive Licensing Ltd',
  address: ['12 Reel Street', 'London W1 1AA', 'United Kingdom'],
  email: 'accounts@backdrop.test',
} as const;

/** An order as documents.service.ts reads it, for tests of the builders: `count` photos, one refunded. */
export function sampleOrder(count = 3, overrides: Partial<OrderDocument> = {}): OrderDocument {
  const lines: DocumentLine[] = Array.from({ length: count }, (_, index) => {
    const hero = index % 4 === 1;
    const price = hero ? 22500 : 4500;
    return {
      photoid: 1001 + index,
      title: `Kitchen table, summer ${1960 + index}`,
      creatorName: 'The Okafor family',
      licenseType: hero ? 'hero-usage' : 'background-dressing',
      priceCents: price,
      discountCents: 0,
      amountCents: price,
      refundedCents: 0,
      refunded: false,
      imageKey: null,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.priceCents, 0);
  return {
    orderId: '0a000000-0000-4000-8000-000000000001',
    orderNumber: 'BD-100042',
    status: 'paid',
    createdAt: new Date('2026-03-04T10:00:00Z'),
    paidAt: new Date('2026-03-04T10:02:00Z'),
    productionTitle: 'Night Shift',
    company: 'Acme Films',
    projectName: 'Season 2',
    billingName: 'Morgan Reyes',
    billingAddress: '1 Studio Way\nBurbank, CA 91505',
    billingEmail: 'morgan@acme.test',
    billingCountry: 'US',
    poNumber: null,
    subtotalCents: subtotal,
    discountPercent: 0,
    discountCents: 0,
    taxCents: 0,
    taxRateBp: 0,
    totalCents: subtotal,
    refundedCents: 0,
    seller: SAMPLE_SELLER,
    certificateCode: 'A1B2-C3D4-E5F6',
    verifyUrl: 'http://localhost:3000/verify/A1B2-C3D4-E5F6',
    lines,
    ...overrides,
  };
}
