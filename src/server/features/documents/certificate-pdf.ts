import {
  LICENSE_ALLOWS,
  LICENSE_ALLOWS_HEADING,
  LICENSE_EXCLUSIONS,
  LICENSE_TERM,
} from '../../../core/license-terms';
import { LICENSE_LABEL, LICENSE_SUMMARY, LICENSE_TYPES } from '../../../core/pricing';
import type { OrderDocument } from './document-data';
import {
  bold,
  bulletList,
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
  sectionHeading,
  table,
} from './pdf-layout';

/**
 * The licence certificate of a paid order (issue 13 item 6): what a production's clearance
 * department files for its errors-and-omissions insurer. Who holds the licences and for which
 * production, each photo with its thumbnail, #photoid, creator, licence and what it grants, and
 * the code anyone can check at the printed verification address. Pure, like the invoice.
 */

export const REFUNDED_MARK = 'Refunded — no longer licensed';
const THUMB = 46;

const VERIFY_LEAD =
  'Check that this certificate is genuine, and whether any line was refunded since it was issued, at ';

function verification(doc: PDFKit.PDFDocument, order: OrderDocument): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  regular(doc, 9);
  const height = 50 + doc.heightOfString(VERIFY_LEAD + order.verifyUrl, { width: width - 24 });
  ensureRoom(doc, height);
  const y = doc.y;
  doc
    .save()
    .roundedRect(left, y, width, height, 6)
    .lineWidth(0.8)
    .strokeColor(COLOR.accent)
    .stroke()
    .restore();
  regular(doc, 7.5, COLOR.soft).text('CERTIFICATE CODE', left + 12, y + 10, { characterSpacing: 0.4 });
  bold(doc, 13, COLOR.accent).text(order.certificateCode, left + 12, doc.y + 1);
  regular(doc, 9).text(VERIFY_LEAD, left + 12, doc.y + 3, { width: width - 24, continued: true });
  regular(doc, 9, COLOR.accent).text(order.verifyUrl, { link: order.verifyUrl, underline: true });
  doc.x = left;
  doc.y = y + height + 12;
}

function termsOf(doc: PDFKit.PDFDocument, order: OrderDocument): void {
  const used = LICENSE_TYPES.filter((license) => order.lines.some((line) => line.licenseType === license));
  sectionHeading(doc, 'Licence terms');
  paragraph(
    doc,
    `Each photo above is licensed under the licence named beside it. ${LICENSE_TERM}`,
    COLOR.ink,
    9,
  );
  for (const license of used) {
    sectionHeading(doc, `${LICENSE_LABEL[license]} grants`, 40);
    if (license === 'hero-usage') {
      paragraph(
        doc,
        `Everything ${LICENSE_LABEL['background-dressing'].toLowerCase()} allows:`,
        COLOR.soft,
        8.5,
      );
      bulletList(doc, LICENSE_ALLOWS['background-dressing']);
      paragraph(doc, `${LICENSE_ALLOWS_HEADING['hero-usage']}:`, COLOR.soft, 8.5);
    }
    bulletList(doc, LICENSE_ALLOWS[license]);
  }
  sectionHeading(doc, 'Neither licence allows', 40);
  bulletList(doc, LICENSE_EXCLUSIONS);
}

export async function certificatePdf(order: OrderDocument): Promise<Buffer> {
  const { doc, finish } = createPdf({
    title: `Licence certificate ${order.certificateCode}`,
    subject: `Backdrop licence certificate for order ${order.orderNumber}`,
    chrome: {
      title: 'Licence certificate',
      reference: order.orderNumber,
      footer: `Certificate ${order.certificateCode} · verify at ${order.verifyUrl}`,
    },
  });
  heading(doc, 'Licence certificate');
  const refunded = order.lines.filter((line) => line.refunded).length;
  paragraph(
    doc,
    `Backdrop certifies that the licensee named below holds the licences listed on this certificate for the production named below, on the terms set out at its end.${
      refunded > 0
        ? ` ${refunded} of its ${order.lines.length} lines ${refunded === 1 ? 'was' : 'were'} refunded and no longer licensed.`
        : ''
    }`,
    COLOR.soft,
    9.5,
  );
  doc.moveDown(0.8);
  detailGrid(
    doc,
    [
      { label: 'Production', value: order.productionTitle ?? '—' },
      { label: 'Company', value: order.company ?? '—' },
      { label: 'Project', value: order.projectName ?? '—' },
      { label: 'Licensee', value: order.billingName ?? order.company ?? '—' },
      { label: 'Order number', value: order.orderNumber },
      { label: 'Date of issue', value: formatLongDate(order.paidAt ?? order.createdAt) },
    ],
    3,
  );
  verification(doc, order);
  rule(doc);

  const columns: Column[] = [
    { header: 'Photo', width: THUMB + 12 },
    { header: 'Photo details', width: 200 },
    { header: 'Licence', width: 0 },
  ];
  const rest = contentWidth(doc) - columns.reduce((sum, column) => sum + column.width, 0);
  columns[2] = { header: 'Licence', width: rest };
  table(
    doc,
    columns,
    order.lines.map((line) => [
      { image: line.thumbnail, width: THUMB, height: THUMB },
      [
        { text: `#${line.photoid}`, bold: true, size: 9.5 },
        { text: line.title, size: 9.5 },
        {
          text: line.creatorName ? `by ${line.creatorName}` : 'Creator not named',
          size: 8,
          color: COLOR.soft,
        },
        ...(line.clearance ?? []).map((text) => ({ text, size: 7.5, color: COLOR.soft })),
      ],
      [
        {
          text: LICENSE_LABEL[line.licenseType],
          bold: true,
          size: 9.5,
          color: line.refunded ? COLOR.soft : COLOR.ink,
        },
        ...(line.refunded
          ? [{ text: REFUNDED_MARK, bold: true, size: 8.5, color: COLOR.alert }]
          : [{ text: LICENSE_SUMMARY[line.licenseType], size: 8, color: COLOR.soft }]),
        ...(line.amendment ? [{ text: line.amendment, bold: true, size: 8, color: COLOR.ink }] : []),
      ],
    ]),
  );
  termsOf(doc, order);
  doc.moveDown(1);
  paragraph(
    doc,
    `Issued by Backdrop on ${formatLongDate(order.paidAt ?? order.createdAt)} for order ${order.orderNumber}. A licence holds as its verification page (address above) confirms it.`,
    COLOR.soft,
    8,
  );
  return finish();
}
