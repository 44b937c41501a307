import PDFDocument from 'pdfkit';
import { documentFonts } from './fonts';

/**
 * The typography both documents share: A4, the Backdrop wordmark and a rule on every page, a
 * footer with the page count, tables that break across pages and repeat their header row.
 * Colours are the e-mails' and the site's: ink on white, warm greys, sepia for the accent.
 */

export type Pdf = PDFKit.PDFDocument;

export const COLOR = {
  ink: '#231f1a',
  soft: '#6b6257',
  rule: '#ddd2c0',
  accent: '#8a5a2b',
  alert: '#a23b2a',
  placeholder: '#d9d6d0',
} as const;

const MARGIN_X = 56;
const MARGIN_TOP = 100;
const MARGIN_BOTTOM = 72;

export interface PageChrome {
  /** "Invoice", "Licence certificate": at the top right of every page. */
  title: string;
  /** The order number, beside the title. */
  reference: string;
  /** The footer's left side on every page. */
  footer: string;
}

export interface PdfMeta {
  title: string;
  subject: string;
  chrome: PageChrome;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "March 4, 2026": documents print dates in UTC, so every reader sees the same day. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

export function regular(doc: Pdf, size: number, color: string = COLOR.ink): Pdf {
  return doc.font(documentFonts().regular).fontSize(size).fillColor(color);
}

export function bold(doc: Pdf, size: number, color: string = COLOR.ink): Pdf {
  return doc.font(documentFonts().bold).fontSize(size).fillColor(color);
}

export const contentLeft = (doc: Pdf) => doc.page.margins.left;
export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const contentBottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit on this one. */
export function ensureRoom(doc: Pdf, height: number): void {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
}

function drawChrome(doc: Pdf, chrome: PageChrome): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  bold(doc, 20).text('Backdrop', left, 40, { lineBreak: false });
  regular(doc, 7.5, COLOR.soft).text(
    'Cleared archive photos for film, television and commercials',
    left,
    65,
    {
      lineBreak: false,
    },
  );
  bold(doc, 9, COLOR.ink).text(chrome.title, left, 46, { width, align: 'right', lineBreak: false });
  regular(doc, 9, COLOR.soft).text(chrome.reference, left, 59, { width, align: 'right', lineBreak: false });
  doc
    .moveTo(left, 80)
    .lineTo(left + width, 80)
    .lineWidth(0.8)
    .strokeColor(COLOR.ink)
    .stroke();
  doc.x = left;
  doc.y = doc.page.margins.top;
}

function drawFooters(doc: Pdf, footer: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const left = contentLeft(doc);
    const width = contentWidth(doc);
    const y = doc.page.height - 44;
    // Writing below the bottom margin would start a page: the margin is lifted while the footer is drawn.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(left, y - 8)
      .lineTo(left + width, y - 8)
      .lineWidth(0.4)
      .strokeColor(COLOR.rule)
      .stroke();
    regular(doc, 7.5, COLOR.soft).text(footer, left, y, { width: width - 70, lineBreak: false });
    regular(doc, 7.5, COLOR.soft).text(`Page ${index + 1 - range.start} of ${range.count}`, left, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * A new A4 document with the fonts embedded and the page chrome drawn on every page; `finish`
 * adds the footers and resolves with the PDF's bytes.
 */
export function createPdf(meta: PdfMeta): { doc: Pdf; finish: () => Promise<Buffer> } {
  const fonts = documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN_TOP, bottom: MARGIN_BOTTOM, left: MARGIN_X, right: MARGIN_X },
    bufferPages: true,
    // The default font is DejaVu too: no unembedded Helvetica ends up in the file.
    font: fonts.regular,
    lang: 'en',
    displayTitle: true,
    info: { Title: meta.title, Subject: meta.subject, Author: 'Backdrop', Creator: 'Backdrop' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.on('pageAdded', () => drawChrome(doc, meta.chrome));
  drawChrome(doc, meta.chrome);
  return {
    doc,
    finish: () => {
      drawFooters(doc, meta.chrome.footer);
      doc.end();
      return ended;
    },
  };
}

/** A document's big heading, with space below. */
export function heading(doc: Pdf, text: string): void {
  bold(doc, 22).text(text, contentLeft(doc), doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.4);
}

/** A section heading; kept with at least `keepWith` points of what follows. */
export function sectionHeading(doc: Pdf, text: string, keepWith = 60): void {
  doc.moveDown(0.8);
  ensureRoom(doc, 20 + keepWith);
  bold(doc, 11.5).text(text, contentLeft(doc), doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.35);
}

export function paragraph(doc: Pdf, text: string, color: string = COLOR.ink, size = 9.5): void {
  const width = contentWidth(doc);
  regular(doc, size, color);
  ensureRoom(doc, doc.heightOfString(text, { width }));
  doc.text(text, contentLeft(doc), doc.y, { width });
  doc.moveDown(0.3);
}

/** A bulleted list; an item is never split from its bullet. */
export function bulletList(doc: Pdf, items: readonly string[], size = 9): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc) - 12;
  for (const item of items) {
    regular(doc, size);
    const height = doc.heightOfString(item, { width });
    ensureRoom(doc, height);
    const y = doc.y;
    regular(doc, size, COLOR.accent).text('•', left + 2, y, { lineBreak: false });
    regular(doc, size).text(item, left + 12, y, { width });
    doc.y = y + height + 3;
  }
}

export interface Detail {
  label: string;
  value: string;
}

/** Labelled values in a grid of `columns`, e.g. production, company, project. */
export function detailGrid(doc: Pdf, details: readonly Detail[], columns: number): void {
  const left = contentLeft(doc);
  const gap = 16;
  const cellWidth = (contentWidth(doc) - gap * (columns - 1)) / columns;
  for (let start = 0; start < details.length; start += columns) {
    const row = details.slice(start, start + columns);
    const heights = row.map((detail) => {
      regular(doc, 7.5);
      const label = doc.heightOfString(detail.label.toUpperCase(), { width: cellWidth });
      regular(doc, 10);
      return label + 2 + doc.heightOfString(detail.value, { width: cellWidth });
    });
    const height = Math.max(...heights);
    ensureRoom(doc, height);
    const y = doc.y;
    row.forEach((detail, index) => {
      const x = left + index * (cellWidth + gap);
      regular(doc, 7.5, COLOR.soft).text(detail.label.toUpperCase(), x, y, {
        width: cellWidth,
        characterSpacing: 0.4,
      });
      regular(doc, 10).text(detail.value, x, doc.y + 2, { width: cellWidth });
    });
    doc.y = y + height + 10;
  }
  doc.x = left;
}

/** A thin rule across the content, with space around it. */
export function rule(doc: Pdf, color: string = COLOR.rule): void {
  const left = contentLeft(doc);
  doc.moveDown(0.3);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke();
  doc.moveDown(0.6);
}

export interface TextPart {
  text: string;
  bold?: boolean;
  size?: number;
  color?: string;
}

/** A table cell: lines of text, or a picture (a grey box when it is missing or unreadable). */
export type Cell = TextPart[] | { image: Buffer | null | undefined; width: number; height: number };

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const PAD_X = 4;
const PAD_Y = 6;
const PART_GAP = 1.5;

function partFont(doc: Pdf, part: TextPart): void {
  const size = part.size ?? 9;
  if (part.bold) bold(doc, size, part.color);
  else regular(doc, size, part.color);
}

function cellHeight(doc: Pdf, cell: Cell, width: number): number {
  if (!Array.isArray(cell)) return cell.height;
  return cell.reduce((sum, part, index) => {
    partFont(doc, part);
    return sum + doc.heightOfString(part.text, { width }) + (index > 0 ? PART_GAP : 0);
  }, 0);
}

function drawImage(doc: Pdf, cell: Exclude<Cell, TextPart[]>, x: number, y: number): void {
  const box = () => doc.save().rect(x, y, cell.width, cell.height).fill(COLOR.placeholder).restore();
  if (!cell.image) {
    box();
    return;
  }
  try {
    doc.image(cell.image, x, y, { fit: [cell.width, cell.height], align: 'center', valign: 'center' });
  } catch {
    // An unreadable picture never costs the document: the grey box stands in for it.
    box();
  }
}

function drawCell(doc: Pdf, cell: Cell, column: Column, x: number, y: number): void {
  if (!Array.isArray(cell)) {
    drawImage(doc, cell, x + PAD_X, y);
    return;
  }
  const width = column.width - PAD_X * 2;
  let top = y;
  for (const [index, part] of cell.entries()) {
    if (index > 0) top += PART_GAP;
    partFont(doc, part);
    doc.text(part.text, x + PAD_X, top, { width, align: column.align ?? 'left' });
    top += doc.heightOfString(part.text, { width });
  }
}

function headerRow(doc: Pdf, columns: readonly Column[]): void {
  const left = contentLeft(doc);
  const y = doc.y;
  let x = left;
  for (const column of columns) {
    bold(doc, 7.5, COLOR.soft).text(column.header.toUpperCase(), x + PAD_X, y, {
      width: column.width - PAD_X * 2,
      align: column.align ?? 'left',
      characterSpacing: 0.3,
      lineBreak: false,
    });
    x += column.width;
  }
  const bottom = y + 14;
  doc.moveTo(left, bottom).lineTo(x, bottom).lineWidth(0.8).strokeColor(COLOR.ink).stroke();
  doc.y = bottom;
}

/**
 * Rows under a header row. A row never splits: one that does not fit starts a new page, which
 * repeats the header row. Widths are in points and should add up to the content width.
 */
export function table(doc: Pdf, columns: readonly Column[], rows: readonly Cell[][]): void {
  const left = contentLeft(doc);
  const tableWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const heightOf = (row: readonly Cell[]) =>
    Math.max(...row.map((cell, index) => cellHeight(doc, cell, (columns[index]?.width ?? 0) - PAD_X * 2))) +
    PAD_Y * 2;
  ensureRoom(doc, 16 + (rows[0] ? heightOf(rows[0]) : 0));
  headerRow(doc, columns);
  for (const row of rows) {
    const height = heightOf(row);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      headerRow(doc, columns);
    }
    const y = doc.y;
    let x = left;
    row.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      drawCell(doc, cell, column, x, y + PAD_Y);
      x += column.width;
    });
    const bottom = y + height;
    doc
      .moveTo(left, bottom)
      .lineTo(left + tableWidth, bottom)
      .lineWidth(0.4)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.y = bottom;
  }
  doc.x = left;
}
