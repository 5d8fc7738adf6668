import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Readable } from 'node:stream';
import { qrLabelSheet } from '@portal/shared/rules';
import { reportTexts, type ReportLanguage } from './report-texts.js';

/**
 * The QR label sheets of a location (ADR 0054): A4 pages of 3 × 8 labels of 70 × 37 mm, edge to edge (the common
 * 24-up sheet, e.g. Avery/Zweckform 3475 or Herma 4453: 210 mm across, 8 × 37 = 296 mm down, half a millimetre
 * left at top and bottom), one label per unit: its QR code on the left, drawn as vector squares (sharp at any
 * printer resolution), and its name, code and the scan hint on the right. The QR code holds the unit's report
 * link, `PUBLIC_URL/meld/<token>`.
 */

export interface QrLabel {
  name: string;
  code: string;
  /** The link the QR code holds. */
  url: string;
}

const MM = 72 / 25.4;
const LABEL_WIDTH = qrLabelSheet.labelWidthMm * MM;
const LABEL_HEIGHT = qrLabelSheet.labelHeightMm * MM;
const PAGE_WIDTH = 210 * MM;
const PAGE_HEIGHT = 297 * MM;
const TOP = (PAGE_HEIGHT - qrLabelSheet.rows * LABEL_HEIGHT) / 2;
const LEFT = (PAGE_WIDTH - qrLabelSheet.columns * LABEL_WIDTH) / 2;
/** Inside each label: printers do not reach the sheet's edge, and die-cut labels shift a little. */
const PADDING = 3 * MM;
const QR_SIZE = LABEL_HEIGHT - 2 * PADDING;
const INK = '#000000';
const MUTED = '#444444';

/** Draws a QR code's dark modules as filled rectangles (quiet zone: the label's padding and the gap to the text). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const cell = size / count;
  doc.save().fillColor(INK);
  // One rectangle per run of dark modules in a row: a label sheet of 24 codes stays a few thousand drawing operations.
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      doc.rect(x + start * cell, y + row * cell, (column - start) * cell + 0.01, cell + 0.01);
    }
  }
  doc.fill().restore();
}

export function qrLabelsPdf(labels: readonly QrLabel[], language: ReportLanguage, title: string): Readable {
  const texts = reportTexts[language];
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: title, Subject: texts.labelsFile } });
  const perPage = qrLabelSheet.columns * qrLabelSheet.rows;
  labels.forEach((label, index) => {
    if (index % perPage === 0) doc.addPage({ size: 'A4', margin: 0 });
    const slot = index % perPage;
    const x = LEFT + (slot % qrLabelSheet.columns) * LABEL_WIDTH;
    const y = TOP + Math.floor(slot / qrLabelSheet.columns) * LABEL_HEIGHT;
    drawQr(doc, label.url, x + PADDING, y + PADDING, QR_SIZE);
    const textX = x + PADDING + QR_SIZE + 2 * MM;
    const textWidth = LABEL_WIDTH - (textX - x) - PADDING;
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(label.name, textX, y + PADDING, { width: textWidth, height: 34, ellipsis: true, lineGap: 0 });
    doc.font('Helvetica').fontSize(8).fillColor(INK).text(label.code, textX, y + PADDING + 36, { width: textWidth, height: 20, ellipsis: true });
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(texts.labelScan, textX, y + LABEL_HEIGHT - PADDING - 9, { width: textWidth, height: 10, ellipsis: true });
  });
  if (labels.length === 0) doc.addPage({ size: 'A4', margin: 0 });
  doc.end();
  return doc as unknown as Readable;
}
