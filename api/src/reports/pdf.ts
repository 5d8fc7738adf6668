import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';

/**
 * Small pdfkit helpers shared by the reports: an A4 document with a title, label/value lines,
 * section headings and plain lists, in the built-in Helvetica (WinAnsi covers æ, ø, å).
 * A report is a stream: it can go into the file store or straight into a zip entry.
 */
export type Pdf = PDFKit.PDFDocument;

export const formatDate = (value: string | null | undefined): string => {
  if (!value) return '–';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('da-DK', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Copenhagen' });
};

export function createPdf(title: string, subject: string, providerName: string): Pdf {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Subject: subject, Author: providerName } });
  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(`${providerName} · ${subject}`);
  doc.fillColor('#000000').moveDown();
  return doc;
}

export function heading(doc: Pdf, text: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).font('Helvetica').fontSize(10).moveDown(0.3);
}

export function field(doc: Pdf, label: string, value: string | number | null | undefined): void {
  const shown = value === null || value === undefined || value === '' ? '–' : String(value);
  doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(shown);
}

export function bullet(doc: Pdf, text: string): void {
  doc.font('Helvetica').fontSize(10).text(`•  ${text}`, { indent: 10 });
}

export function emptyLine(doc: Pdf, text: string): void {
  doc.font('Helvetica-Oblique').fontSize(10).text(text).font('Helvetica');
}

/** Ends the document and returns it as the stream of its bytes. */
export function finish(doc: Pdf): Readable {
  doc.end();
  return doc as unknown as Readable;
}
