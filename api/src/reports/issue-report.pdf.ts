import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { IssueDetails } from '@portal/shared/contract';
// The same phrases as the history ('Afluttet', spec section 4), from the contract.
import { issueStatusPhrases as STATUS_TEXT } from '@portal/shared/rules';
import { bullet, createPdf, emptyLine, field, finish, formatDate, heading } from './pdf.js';

/** Bump when the layout or texts below change, so cached reports of the old layout are not reused. */
const ISSUE_REPORT_LAYOUT = 1;
/** The report's language (its texts are Danish); part of the cache key for when there are more. */
export const ISSUE_REPORT_LANGUAGE = 'da';

/**
 * The store key of an issue's report for exactly what it shows: a hash of every field the PDF prints
 * (file names, not their expiring links), the provider name, the layout and the language. Repeated
 * calls reuse one file; any change to the issue, its notes, history or files gives a new key.
 */
export function issueReportKey(issue: IssueDetails, providerName: string): string {
  const shown = { ...issue, files: issue.files.map((file) => file.displayName) };
  const version = createHash('sha256')
    .update(JSON.stringify([ISSUE_REPORT_LAYOUT, ISSUE_REPORT_LANGUAGE, providerName, shown]))
    .digest('hex')
    .slice(0, 32);
  return `reports/issues/${issue.issueId}-${version}-${ISSUE_REPORT_LANGUAGE}.pdf`;
}

/**
 * The issue report ('Fejlrapport', Danish texts): the issue's details, notes, history and files.
 * Built from the same details the overlay shows, so the two cannot disagree.
 */
export function issueReportPdf(issue: IssueDetails, providerName: string): Readable {
  const doc = createPdf(`Fejlrapport ${issue.number}`, `Fejlnummer ${issue.number}`, providerName);
  field(doc, 'Fejlnummer', issue.number);
  field(doc, 'Anlæg', `${issue.installation} (${issue.installationReferenceCode})`);
  field(doc, 'Lokation', `${issue.locationName} (${issue.locationCode})`);
  field(doc, 'Status', STATUS_TEXT[issue.status]);
  field(doc, 'Oprettet', formatDate(issue.created));
  field(doc, 'Opdateret', `${formatDate(issue.updated)} af ${issue.updatedBy}`);
  field(doc, 'Ansvarlig', issue.responsible);
  field(doc, 'Klasse/type', issue.type);
  field(doc, 'Fejltype', issue.errorType);
  field(doc, 'Reference', issue.reference);
  if (issue.tabletNumber !== null || issue.tabletType !== null) {
    field(doc, 'Tavlenr.', issue.tabletNumber);
    field(doc, 'Tavletype', issue.tabletType);
  }
  if (issue.description) field(doc, 'Beskrivelse', issue.description);

  heading(doc, 'Noter');
  if (issue.notes.length === 0) emptyLine(doc, 'Ingen noter');
  for (const note of issue.notes) bullet(doc, `${formatDate(note.created)}: ${note.value}`);

  heading(doc, 'Historik');
  if (issue.transactions.length === 0) emptyLine(doc, 'Ingen historik');
  for (const entry of issue.transactions) {
    bullet(doc, `${formatDate(entry.date)} · ${entry.person} · ${entry.statusPhrase}`);
    doc.text(entry.comment, { indent: 22 });
  }

  heading(doc, 'Filer');
  if (issue.files.length === 0) emptyLine(doc, 'Ingen filer');
  for (const file of issue.files) bullet(doc, file.displayName);

  // The time this version was first rendered: a cached report keeps it.
  doc.moveDown().fontSize(8).fillColor('#777777').text(`Genereret ${formatDate(new Date().toISOString())}`);
  return finish(doc);
}
