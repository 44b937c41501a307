import { formatUsd, LICENSE_LABEL } from '../../../core/pricing';
import { countryName, taxLineLabel } from '../../../core/tax';
import type { OrderDocument } from './document-data';
import {
  bold,
  COLOR,
  type Column,
  contentLeft,
  contentWidth,
  createPdf,
  detailGrid,
  ensureRoom,
  formatLongDate,
  heading,
  paragraph,
  regular,
  rule,
  table,
} from './pdf-layout';

/**
 * The invoice of a paid order (issue 13 item 6): seller and buyer, one row per licensed photo
 * with its share of the volume discount, the totals, refunds and the day it was paid. Pure: the
 * order comes in as data and the PDF's bytes go out.
 */

function addressBlock(doc: PDFKit.PDFDocument, label: string, lines: string[], x: number, width: number) {
  const y = doc.y;
  regular(doc, 7.5, COLOR.soft).text(label.toUpperCase(), x, y, { width, characterSpacing: 0.4 });
  const [first = '', ...rest] = lines;
  bold(doc, 10).text(first, x, doc.y + 2, { width });
  regular(doc, 9.5).text(rest.join('\n'), x, doc.y + 1, { width });
  return doc.y;
}

function addressLines(text: string | null): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function parties(doc: PDFKit.PDFDocument, order: OrderDocument): void {
  const left = contentLeft(doc);
  const half = (contentWidth(doc) - 24) / 2;
  const top = doc.y;
  const { seller } = order;
  const sellerEnd = addressBlock(doc, 'From', [seller.name, ...seller.address, seller.email], left, half);
  doc.y = top;
  const buyer = [
    order.billingName ?? order.company ?? 'Buyer',
    ...addressLines(order.billingAddress),
    ...(order.billingCountry ? [countryName(order.billingCountry)] : []),
    ...(order.billingEmail ? [order.billingEmail] : []),
  ];
  const buyerEnd = addressBlock(doc, 'Bill to', buyer, left + half + 24, half);
  doc.x = left;
  doc.y = Math.max(sellerEnd, buyerEnd) + 14;
}

export function taxLabel(order: Pick<OrderDocument, 'taxRateBp' | 'billingCountry'>): string {
  return taxLineLabel(order.taxRateBp, order.billingCountry);
}

function totalsBlock(doc: PDFKit.PDFDocument, order: OrderDocument): void {
  const rows: { label: string; value: string; strong?: boolean; color?: string }[] = [
    { label: 'Subtotal', value: formatUsd(order.subtotalCents) },
    ...(order.discountCents > 0
      ? [
          {
            label: `Volume discount (${order.discountPercent}%)`,
            value: `−${formatUsd(order.discountCents)}`,
          },
        ]
      : []),
    ...(order.taxCents > 0 ? [{ label: taxLabel(order), value: formatUsd(order.taxCents) }] : []),
    { label: 'Total', value: formatUsd(order.totalCents), strong: true },
  ];
  if (order.refundedCents > 0) {
    rows.push({ label: 'Refunded', value: `−${formatUsd(order.refundedCents)}`, color: COLOR.alert });
    rows.push({ label: 'Net paid', value: formatUsd(order.totalCents - order.refundedCents), strong: true });
  }
  const width = 220;
  const x = contentLeft(doc) + contentWidth(doc) - width;
  ensureRoom(doc, rows.length * 18 + 30);
  doc.moveDown(0.6);
  for (const row of rows) {
    const y = doc.y;
    const font = row.strong ? bold : regular;
    font(doc, row.strong ? 11 : 9.5, row.color).text(row.label, x, y, { width: 130, lineBreak: false });
    font(doc, row.strong ? 11 : 9.5, row.color).text(row.value, x + 130, y, {
      width: width - 130,
      align: 'right',
      lineBreak: false,
    });
    doc.y = y + (row.strong ? 18 : 15);
  }
  doc.x = contentLeft(doc);
}

export async function invoicePdf(order: OrderDocument): Promise<Buffer> {
  const { doc, finish } = createPdf({
    title: `Invoice ${order.orderNumber}`,
    subject: `Backdrop invoice for order ${order.orderNumber}`,
    chrome: {
      title: 'Invoice',
      reference: order.orderNumber,
      footer: `Invoice ${order.orderNumber} · ${order.seller.name} · ${order.seller.email}`,
    },
  });
  heading(doc, `Invoice ${order.orderNumber}`);
  parties(doc, order);
  detailGrid(
    doc,
    [
      { label: 'Order number', value: order.orderNumber },
      { label: 'Order date', value: formatLongDate(order.createdAt) },
      { label: 'Paid on', value: order.paidAt ? formatLongDate(order.paidAt) : '—' },
      { label: 'Production', value: order.productionTitle ?? '—' },
      { label: 'Company', value: order.company ?? '—' },
      { label: 'Project', value: order.projectName ?? '—' },
      // Accounts teams match the invoice to their purchase order by this number.
      ...(order.poNumber ? [{ label: 'PO number', value: order.poNumber }] : []),
    ],
    3,
  );
  rule(doc);

  const columns: Column[] = [
    { header: 'Photo', width: 50 },
    { header: 'Title', width: 139 },
    { header: 'Licence', width: 112 },
    { header: 'Price', width: 60, align: 'right' },
    { header: 'Discount', width: 57, align: 'right' },
    { header: 'Amount', width: 65, align: 'right' },
  ];
  // The columns fill the content width: 483 points on A4 with these margins.
  const scale = contentWidth(doc) / columns.reduce((sum, column) => sum + column.width, 0);
  for (const column of columns) column.width *= scale;
  table(
    doc,
    columns,
    order.lines.map((line) => [
      [{ text: `#${line.photoid}`, bold: true }],
      [
        { text: line.title },
        ...(line.refunded
          ? [{ text: `Refunded ${formatUsd(line.refundedCents)}`, size: 7.5, color: COLOR.alert }]
          : []),
      ],
      [{ text: LICENSE_LABEL[line.licenseType] }],
      [{ text: formatUsd(line.priceCents) }],
      [{ text: line.discountCents > 0 ? `−${formatUsd(line.discountCents)}` : formatUsd(0) }],
      [{ text: formatUsd(line.amountCents), bold: true }],
    ]),
  );
  totalsBlock(doc, order);
  doc.moveDown(1);
  if (order.paidAt) {
    paragraph(
      doc,
      `Paid on ${formatLongDate(order.paidAt)}. Thank you for licensing with Backdrop.`,
      COLOR.ink,
      10,
    );
  }
  paragraph(
    doc,
    `Amounts in US dollars${order.taxCents > 0 ? ', tax included in the total' : ''}. ${order.lines.length} ${order.lines.length === 1 ? 'licence' : 'licences'} for one production; the licence certificate of this order lists each photo's terms.`,
    COLOR.soft,
    8.5,
  );
  return finish();
}
