import { formatUsd, LICENSE_LABEL } from '../../../core/pricing';
import { escapeHtml } from '../../http/escape-html';
import type { Mail, MailAttachment } from '../../mail/mailer';
import type { OrderDocument } from './document-data';
import { taxLabel } from './invoice-pdf';
import { formatLongDate } from './pdf-layout';

/**
 * The order confirmation (issue 13 item 6): what was licensed for which production, the total,
 * and where the paperwork is. The invoice and the certificate travel as attachments, and as links
 * too (they need sign-in; the verification page does not), so a mail client that strips
 * attachments still leads to them.
 */

export interface ConfirmationLinks {
  order: string;
  invoice: string;
  certificate: string;
  verify: string;
}

export function confirmationLinks(order: OrderDocument, appUrl: string): ConfirmationLinks {
  const at = (path: string) => new URL(path, appUrl).toString();
  return {
    order: at(`/orders/${order.orderId}`),
    invoice: at(`/api/orders/${order.orderId}/invoice.pdf`),
    certificate: at(`/api/orders/${order.orderId}/certificate.pdf`),
    verify: order.verifyUrl,
  };
}

const count = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

function textBody(order: OrderDocument, links: ConfirmationLinks, attached: boolean): string {
  const lines = order.lines.map(
    (line) =>
      `- #${line.photoid} ${line.title} — ${LICENSE_LABEL[line.licenseType]} — ${formatUsd(line.amountCents)}`,
  );
  const discount =
    order.discountCents > 0
      ? [`Volume discount (${order.discountPercent}%): −${formatUsd(order.discountCents)}`]
      : [];
  return [
    `Thank you for your order ${order.orderNumber}`,
    '',
    `Your licences for ${order.productionTitle ?? 'your production'}${order.company ? ` (${order.company})` : ''} are confirmed. Paid on ${formatLongDate(order.paidAt ?? order.createdAt)}.`,
    '',
    `${count(order.lines.length)}:`,
    ...lines,
    '',
    `Subtotal: ${formatUsd(order.subtotalCents)}`,
    ...discount,
    ...(order.taxCents > 0 ? [`${taxLabel(order)}: ${formatUsd(order.taxCents)}`] : []),
    `Total: ${formatUsd(order.totalCents)}`,
    '',
    `Your order, downloads and paperwork: ${links.order}`,
    `Invoice (PDF): ${links.invoice}`,
    `Licence certificate (PDF): ${links.certificate}`,
    `Certificate ${order.certificateCode} — anyone can check it at: ${links.verify}`,
    ...(attached ? ['', 'The invoice and the licence certificate are attached to this e-mail.'] : []),
    '',
    '— Backdrop',
  ].join('\n');
}

const cell = 'padding:8px 0;border-bottom:1px solid #eee4d4;font-size:14px;vertical-align:top';

function htmlBody(order: OrderDocument, links: ConfirmationLinks, attached: boolean): string {
  const e = escapeHtml;
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell};color:#6b6257;white-space:nowrap;padding-right:12px">#${line.photoid}</td><td style="${cell}">${e(line.title)}<br><span style="font-size:12px;color:#6b6257">${e(LICENSE_LABEL[line.licenseType])}</span></td><td style="${cell};text-align:right;white-space:nowrap">${e(formatUsd(line.amountCents))}</td></tr>`,
    )
    .join('\n');
  const discount =
    order.discountCents > 0
      ? `<tr><td colspan="2" style="padding:4px 0;font-size:14px">Volume discount (${order.discountPercent}%)</td><td style="padding:4px 0;font-size:14px;text-align:right">−${e(formatUsd(order.discountCents))}</td></tr>`
      : '';
  const link = (href: string, label: string) => `<a href="${e(href)}" style="color:#8a5a2b">${e(label)}</a>`;
  const production = e(order.productionTitle ?? 'your production');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Order ${e(order.orderNumber)}</title></head>
<body style="margin:0;background:#f4efe6;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#231f1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4efe6;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fffdf8;border:1px solid #e6dccb;border-radius:12px">
<tr><td style="padding:28px 32px 8px;font-family:Georgia,'Times New Roman',serif;font-size:22px">Backdrop</td></tr>
<tr><td style="padding:8px 32px 0;font-family:Georgia,'Times New Roman',serif;font-size:26px;line-height:1.25">Thank you for your order ${e(order.orderNumber)}</td></tr>
<tr><td style="padding:16px 32px;font-size:16px;line-height:1.6">Your licences for <strong>${production}</strong>${order.company ? ` (${e(order.company)})` : ''} are confirmed. Paid on ${e(formatLongDate(order.paidAt ?? order.createdAt))}.</td></tr>
<tr><td style="padding:0 32px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${rows}
<tr><td colspan="2" style="padding:8px 0 4px;font-size:14px">Subtotal (${count(order.lines.length)})</td><td style="padding:8px 0 4px;font-size:14px;text-align:right">${e(formatUsd(order.subtotalCents))}</td></tr>
${discount}
${order.taxCents > 0 ? `<tr><td colspan="2" style="padding:4px 0;font-size:14px">${e(taxLabel(order))}</td><td style="padding:4px 0;font-size:14px;text-align:right">${e(formatUsd(order.taxCents))}</td></tr>` : ''}
<tr><td colspan="2" style="padding:4px 0;font-size:16px;font-weight:600">Total</td><td style="padding:4px 0;font-size:16px;font-weight:600;text-align:right">${e(formatUsd(order.totalCents))}</td></tr>
</table></td></tr>
<tr><td style="padding:24px 32px 8px"><a href="${e(links.order)}" style="display:inline-block;background:#231f1a;color:#fffdf8;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:600">View your order and downloads</a></td></tr>
<tr><td style="padding:8px 32px 24px;font-size:14px;line-height:1.7">${attached ? 'The invoice and the licence certificate are attached. You can also download them' : 'Download the invoice and the licence certificate'}: ${link(links.invoice, 'invoice (PDF)')} · ${link(links.certificate, 'licence certificate (PDF)')}.<br>Certificate <strong>${e(order.certificateCode)}</strong> — anyone can check it is genuine at ${link(links.verify, links.verify)}.</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:13px;line-height:1.6;color:#6b6257;border-top:1px solid #eee4d4">Questions about a licence? Reply to this e-mail; we answer within one working day.</td></tr>
</table>
<p style="font-size:12px;color:#8c8276;margin:16px 0 0">Backdrop — cleared family &amp; archive photos for film, television and commercials.</p>
</td></tr></table></body></html>`;
}

/** The confirmation mail of a paid order, with its PDFs attached when given. */
export function orderConfirmationMail(
  to: string,
  order: OrderDocument,
  appUrl: string,
  attachments: MailAttachment[] = [],
): Mail {
  const links = confirmationLinks(order, appUrl);
  return {
    to,
    subject: `Your Backdrop order ${order.orderNumber}: licences for ${order.productionTitle ?? 'your production'}`,
    text: textBody(order, links, attachments.length > 0),
    html: htmlBody(order, links, attachments.length > 0),
    attachments,
  };
}
