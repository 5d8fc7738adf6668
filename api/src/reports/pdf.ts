import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import { formatZonedDateTimeIn } from '@portal/shared/rules';
import { reportTexts, type ReportLanguage, type ReportTexts } from './report-texts.js';

/**
 * The reports' layout, shared by the three PDFs: an A4 page with the provider's logo and name, a title, label/value
 * tables and column tables with ruled cells, check marks drawn as vector shapes (no font glyph that a viewer may
 * lack), and on every page a footer with the provider and "Side 1 af 3". Built-in Helvetica (WinAnsi covers æ, ø,
 * å, ä, ö, ü, ß). Dates are in the report's language and the customers' time zone, named: they are handed to
 * insurers and authorities. A report is a stream: it can go into the file store or straight into a zip entry.
 */
export type Pdf = PDFKit.PDFDocument;

export interface ReportOptions {
  providerName: string;
  language: ReportLanguage;
  /** The customers' zone (TIME_ZONE): times are printed in it, with its name. */
  timeZone: string;
  /** The provider's logo (PNG or JPEG, PROVIDER_LOGO); without one a neutral mark is drawn. */
  logo?: Buffer | undefined;
}

export interface Report {
  doc: Pdf;
  texts: ReportTexts;
  options: ReportOptions;
  /** Date and time with the zone named ('22.11.2026 14.05 (dansk tid)'), '–' when missing. */
  dateTime: (value: string | Date | null | undefined) => string;
}

const INK = '#1b2733';
const MUTED = '#5b6570';
const RULE = '#c9d0d7';
const SHADE = '#eef1f4';
const ACCENT = '#0b3d66';
const MARGIN = 50;
const FOOTER_SPACE = 40;

const shown = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? '–' : String(value));

/** The neutral mark when the provider has no logo: a shield with a check, drawn. */
function drawMark(doc: Pdf, x: number, y: number, size: number): void {
  const w = size;
  doc.save();
  doc
    .moveTo(x + w / 2, y)
    .lineTo(x + w, y + w * 0.18)
    .lineTo(x + w, y + w * 0.55)
    .quadraticCurveTo(x + w, y + w * 0.85, x + w / 2, y + w)
    .quadraticCurveTo(x, y + w * 0.85, x, y + w * 0.55)
    .lineTo(x, y + w * 0.18)
    .closePath()
    .fill(ACCENT);
  doc
    .moveTo(x + w * 0.28, y + w * 0.52)
    .lineTo(x + w * 0.45, y + w * 0.68)
    .lineTo(x + w * 0.74, y + w * 0.36)
    .lineWidth(w * 0.09)
    .lineCap('round')
    .lineJoin('round')
    .stroke('#ffffff');
  doc.restore();
}

/** A drawn check box: ticked (a filled box with a white tick) or empty (an outlined box). */
export function drawCheck(doc: Pdf, x: number, y: number, checked: boolean, size = 10): void {
  doc.save();
  if (checked) {
    doc.roundedRect(x, y, size, size, 1.5).fill(ACCENT);
    doc
      .moveTo(x + size * 0.2, y + size * 0.52)
      .lineTo(x + size * 0.42, y + size * 0.74)
      .lineTo(x + size * 0.8, y + size * 0.28)
      .lineWidth(size * 0.14)
      .lineCap('round')
      .lineJoin('round')
      .stroke('#ffffff');
  } else {
    doc.roundedRect(x + 0.5, y + 0.5, size - 1, size - 1, 1.5).lineWidth(1).stroke(MUTED);
  }
  doc.restore();
}

/**
 * A report's first page with its head. `streamed`: each page goes out as soon as it is full (no page kept in
 * memory, for reports of hundreds of pages); its footer is drawn when the page starts and says "Side 4" without a
 * total, and `end` closes it instead of `finish`.
 */
export function createReport(title: string, subject: string, options: ReportOptions, mode: { streamed?: { generatedAt: Date } } = {}): Report {
  const texts = reportTexts[options.language];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: mode.streamed === undefined,
    lang: options.language,
    info: { Title: title, Subject: subject, Author: options.providerName },
  });
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  if (mode.streamed) {
    const generated = texts.generated(formatZonedDateTimeIn(mode.streamed.generatedAt, options.language, options.timeZone));
    let page = 1;
    drawFooter(doc, options.providerName, generated, texts.pageOnly(page));
    doc.on('pageAdded', () => {
      page += 1;
      drawFooter(doc, options.providerName, generated, texts.pageOnly(page));
    });
  }
  if (options.logo) {
    doc.image(options.logo, left, top, { fit: [120, 36] });
  } else {
    drawMark(doc, left, top, 30);
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(options.providerName, left + (options.logo ? 130 : 40), top + 9, { width: 300 });
  const ruleY = top + 44;
  doc.moveTo(left, ruleY).lineTo(doc.page.width - doc.page.margins.right, ruleY).lineWidth(1.5).stroke(ACCENT);
  doc.x = left;
  doc.y = ruleY + 16;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(title);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(subject);
  doc.fillColor(INK).moveDown(0.8);
  return {
    doc,
    texts,
    options,
    dateTime: (value) => shown(formatZonedDateTimeIn(value, options.language, options.timeZone)),
  };
}

export function heading(report: Report, text: string): void {
  const { doc } = report;
  doc.x = doc.page.margins.left;
  // Room for the heading, a table's header and its first row: a heading never ends a page alone.
  if (doc.y + 80 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(ACCENT).text(text).fillColor(INK).font('Helvetica').fontSize(10).moveDown(0.3);
}

export function emptyLine(report: Report, text: string): void {
  report.doc.font('Helvetica-Oblique').fontSize(10).fillColor(MUTED).text(text).fillColor(INK).font('Helvetica');
}

/** A cell of a table: text, or a drawn check box with its word for screen readers and text extraction. */
export type Cell = string | { check: boolean };

const PAD = 5;

function cellHeight(doc: Pdf, cell: Cell, width: number, bold: boolean): number {
  if (typeof cell !== 'string') return 11 + PAD * 2;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
  return doc.heightOfString(cell === '' ? ' ' : cell, { width: width - PAD * 2 }) + PAD * 2;
}

function drawRow(
  report: Report,
  cells: readonly Cell[],
  widths: readonly number[],
  style: { shadeFirst?: boolean; header?: boolean },
  onNewPage?: () => void,
): void {
  const { doc, texts } = report;
  const left = doc.page.margins.left;
  const height = Math.max(...cells.map((cell, index) => cellHeight(doc, cell, widths[index] ?? 0, style.header === true || (style.shadeFirst === true && index === 0))));
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    doc.y = doc.page.margins.top;
    onNewPage?.();
  }
  const y = doc.y;
  let x = left;
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 0;
    const shaded = style.header === true || (style.shadeFirst === true && index === 0);
    if (shaded) doc.rect(x, y, width, height).fill(SHADE);
    doc.rect(x, y, width, height).lineWidth(0.6).stroke(RULE);
    if (typeof cell === 'string') {
      doc
        .font(shaded ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9.5)
        .fillColor(INK)
        .text(cell, x + PAD, y + PAD, { width: width - PAD * 2 });
    } else {
      drawCheck(doc, x + PAD, y + PAD, cell.check);
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(cell.check ? texts.checked : texts.notChecked, x + PAD + 14, y + PAD + 1, { width: width - PAD * 2 - 14, lineBreak: false });
    }
    x += width;
  });
  doc.fillColor(INK);
  doc.x = left;
  doc.y = y + height;
}

/** The usable width of a page. */
const contentWidth = (doc: Pdf): number => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Label/value rows, the labels in a shaded first column. */
export function fieldTable(report: Report, rows: readonly (readonly [string, string | number | null | undefined])[]): void {
  const width = contentWidth(report.doc);
  const widths = [150, width - 150];
  for (const [label, value] of rows) drawRow(report, [label, shown(value)], widths, { shadeFirst: true });
  report.doc.moveDown(0.5);
}

/** A table written a row at a time (a streamed report's rows come in chunks): `row` adds one, `end` closes it. */
export interface TableWriter {
  row(cells: readonly Cell[]): void;
  end(): void;
}

/** A table with a header row; `fractions` share out the width. A header repeats on each new page. */
export function tableWriter(report: Report, headers: readonly string[], fractions: readonly number[]): TableWriter {
  const { doc } = report;
  const total = fractions.reduce((sum, part) => sum + part, 0);
  const widths = fractions.map((part) => (contentWidth(doc) * part) / total);
  const header = (): void => drawRow(report, headers, widths, { header: true });
  header();
  return {
    row: (cells) => drawRow(report, cells, widths, {}, header),
    end: () => void doc.moveDown(0.5),
  };
}

/** A table of the rows at hand (tableWriter). */
export function columnTable(report: Report, headers: readonly string[], fractions: readonly number[], rows: readonly (readonly Cell[])[]): void {
  const table = tableWriter(report, headers, fractions);
  for (const row of rows) table.row(row);
  table.end();
}

/** The footer of the current page: the provider, when the report was generated, and the page. */
function drawFooter(doc: Pdf, providerName: string, generated: string, page: string): void {
  const { x, y: contentY } = doc;
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = doc.page.height - MARGIN - 12;
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.moveTo(left, y - 6).lineTo(left + width, y - 6).lineWidth(0.6).stroke(RULE);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text(`${providerName} · ${generated}`, left, y, { width: width - 100, lineBreak: false });
  doc.text(page, left + width - 100, y, { width: 100, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottom;
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.x = x;
  doc.y = contentY;
}

/** Writes every page's footer (provider, when generated, "Side 1 af 3"), ends the document and returns its bytes' stream. */
export function finish(report: Report, generatedAt: Date): Readable {
  const { doc, texts, options } = report;
  const { start, count } = doc.bufferedPageRange();
  const generated = texts.generated(formatZonedDateTimeIn(generatedAt, options.language, options.timeZone));
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    drawFooter(doc, options.providerName, generated, texts.page(index - start + 1, count));
  }
  doc.end();
  return doc as unknown as Readable;
}

/** Ends a streamed report (its footers are drawn as its pages start). */
export function end(report: Report): void {
  report.doc.end();
}
