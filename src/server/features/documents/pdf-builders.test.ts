import { describe, expect, it } from 'vitest';
import { LICENSE_EXCLUSIONS, LICENSE_TERM } from '../../../core/license-terms';
import { LICENSE_LABEL, LICENSE_SUMMARY } from '../../../core/pricing';
import { certificatePdf, REFUNDED_MARK } from './certificate-pdf';
import { invoicePdf } from './invoice-pdf';
import { pdfText } from './pdf-text.testing';
import { SAMPLE_SELLER as SELLER, sampleOrder } from './sample-order.testing';

/** The builders on plain data: what a reader's text extractor finds in the PDFs. */
describe('invoice and certificate PDFs', { timeout: 30_000 }, () => {
  it('prints the invoice: seller, buyer, each line with its licence and money, the totals and the payment day', async () => {
    const order = sampleOrder(3, {
      discountPercent: 5,
      discountCents: 1575,
      totalCents: 29925,
      refundedCents: 4275,
    });
    const refunded = order.lines[2];
    if (refunded) Object.assign(refunded, { refunded: true, refundedCents: 4275, amountCents: 4275 });
    const pdf = await invoicePdf(order);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Invoice BD-100042');
    expect(text).toContain(SELLER.name);
    for (const line of SELLER.address) expect(text).toContain(line);
    expect(text).toContain('Morgan Reyes');
    expect(text).toContain('Burbank, CA 91505');
    expect(text).toContain('morgan@acme.test');
    for (const line of order.lines) {
      expect(text).toContain(`#${line.photoid}`);
      expect(text).toContain(line.title);
    }
    expect(text).toContain(LICENSE_LABEL['background-dressing']);
    expect(text).toContain(LICENSE_LABEL['hero-usage']);
    expect(text).toContain('$225.00');
    expect(text).toContain('Subtotal $315.00');
    expect(text).toContain('Volume discount (5%) −$15.75');
    expect(text).toContain('Total $299.25');
    expect(text).toContain('Refunded −$42.75');
    expect(text).toContain('Paid on March 4, 2026');
    expect(text).toContain('Night Shift');
  });

  it('prints the PO number, the tax line with its rate and country, and the seller from configuration (issue 22)', async () => {
    const order = sampleOrder(1, {
      poNumber: 'PO-7781/B',
      billingCountry: 'GB',
      taxRateBp: 2000,
      taxCents: 900,
      totalCents: 5400,
    });
    const { text } = await pdfText(await invoicePdf(order));
    expect(text).toContain('PO NUMBER');
    expect(text).toContain('PO-7781/B');
    expect(text).toContain('Tax (20%, United Kingdom) $9.00');
    expect(text).toContain('Total $54.00');
    expect(text).toContain('12 Reel Street');
    expect(text).not.toContain('100 Archive Street');
  });

  it('prints no PO number or tax line when there is none', async () => {
    const { text } = await pdfText(await invoicePdf(sampleOrder(1)));
    expect(text).not.toContain('PO NUMBER');
    expect(text).not.toMatch(/Tax \(/);
  });

  it('embeds its fonts: no standard font a viewer would substitute', async () => {
    const pdf = (await invoicePdf(sampleOrder(1))).toString('latin1');
    expect(pdf).toContain('/FontFile2');
    expect(pdf).toContain('DejaVuSans');
    expect(pdf).not.toContain('Helvetica');
  });

  it('prints the certificate: who, for which production, each photo with its licence and terms, and how to verify it', async () => {
    const order = sampleOrder(3);
    const refunded = order.lines[2];
    if (refunded) Object.assign(refunded, { refunded: true, refundedCents: refunded.amountCents });
    // A thumbnail that is not a picture prints a grey box; the document is still made.
    const first = order.lines[0];
    if (first) first.thumbnail = Buffer.from('not a jpeg');
    const { text } = await pdfText(await certificatePdf(order));
    expect(text).toContain('Licence certificate');
    for (const value of [
      'Night Shift',
      'Acme Films',
      'Season 2',
      'Morgan Reyes',
      'BD-100042',
      'March 4, 2026',
    ])
      expect(text).toContain(value);
    expect(text).toContain('A1B2-C3D4-E5F6');
    expect(text).toContain('http://localhost:3000/verify/A1B2-C3D4-E5F6');
    for (const line of order.lines) {
      expect(text).toContain(`#${line.photoid}`);
      expect(text).toContain(line.title);
    }
    expect(text).toContain('by The Okafor family');
    expect(text).toContain(LICENSE_SUMMARY['hero-usage']);
    expect(text).toContain(LICENSE_SUMMARY['background-dressing']);
    expect(text.split(REFUNDED_MARK)).toHaveLength(2);
    expect(text).toContain(LICENSE_TERM);
    for (const exclusion of LICENSE_EXCLUSIONS) expect(text).toContain(exclusion);
    // The licensee's address, e-mail and the prices are the invoice's business, not the certificate's.
    expect(text).not.toContain('morgan@acme.test');
    expect(text).not.toContain('$');
  });

  it('breaks a long certificate across pages, repeating the table header and the page chrome', async () => {
    const order = sampleOrder(40);
    const { text, pages } = await pdfText(await certificatePdf(order));
    expect(pages).toBeGreaterThan(2);
    const pageTexts = text.split('\n');
    for (const page of pageTexts) {
      expect(page).toContain('Backdrop');
      expect(page).toMatch(/Page \d+ of \d+/);
    }
    // Every page that continues the table starts with its header row again.
    const withRows = pageTexts.filter((page) => /#10\d\d/.test(page));
    expect(withRows.length).toBeGreaterThan(1);
    for (const page of withRows) expect(page).toContain('PHOTO DETAILS');
    expect(text).toContain('#1040');
  });
});
