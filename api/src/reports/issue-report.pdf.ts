import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { IssueDetails } from '@portal/shared/contract';
import { issueStatusPhrases } from '@portal/shared/rules';
import { columnTable, createReport, emptyLine, fieldTable, finish, heading, type ReportOptions } from './pdf.js';
import { reportTexts, vocabularyIn } from './report-texts.js';

/** Bump when the layout or texts below change, so cached reports of the old layout are not reused. */
const ISSUE_REPORT_LAYOUT = 2;

/**
 * The store key of an issue's report for exactly what it shows: a hash of every field the PDF prints
 * (file names, not their expiring links), the provider, the layout, the language and the time zone. Repeated
 * calls reuse one file; any change to the issue, its notes, history or files gives a new key.
 */
export function issueReportKey(issue: IssueDetails, options: ReportOptions): string {
  const shown = { ...issue, files: issue.files.map((file) => file.displayName) };
  const version = createHash('sha256')
    .update(JSON.stringify([ISSUE_REPORT_LAYOUT, options.language, options.timeZone, options.providerName, options.logo?.length ?? 0, shown]))
    .digest('hex')
    .slice(0, 32);
  return `reports/issues/${issue.issueId}-${version}-${options.language}.pdf`;
}

/** The report's file name in its language: 'Fejlrapport-F-10421-0003.pdf', 'Fault-report-F-10421-0003.pdf'. */
export function issueReportFileName(issue: Pick<IssueDetails, 'number'>, options: Pick<ReportOptions, 'language'>): string {
  return `${reportTexts[options.language].issueReportFile}-${issue.number}.pdf`;
}

/**
 * The issue report: the issue's details, notes, history and files, in the asked language. Built from the
 * same details the overlay shows, so the two cannot disagree. The footer's time is when this version was
 * first rendered: a cached report keeps it.
 */
export function issueReportPdf(issue: IssueDetails, options: ReportOptions, now: Date): Readable {
  const language = options.language;
  const report = createReport(`${reportTexts[language].issueReport} ${issue.number}`, `${issue.installation} · ${issue.locationName}`, options);
  const { texts } = report;
  const rows: [string, string | number | null | undefined][] = [
    [texts.issueNumber, issue.number],
    [texts.unit, `${issue.installation} (${issue.installationReferenceCode})`],
    [texts.location, `${issue.locationName} (${issue.locationCode})`],
    [texts.status, vocabularyIn(language, issueStatusPhrases[issue.status])],
    [texts.created, report.dateTime(issue.created)],
    [texts.updated, texts.updatedBy(report.dateTime(issue.updated), issue.updatedBy)],
    [texts.responsible, issue.responsible],
    [texts.classType, vocabularyIn(language, issue.type)],
    [texts.faultType, vocabularyIn(language, issue.errorType)],
    [texts.reference, issue.reference],
  ];
  if (issue.tabletNumber !== null || issue.tabletType !== null) rows.push([texts.panelNumber, issue.tabletNumber], [texts.panelType, issue.tabletType]);
  if (issue.description) rows.push([texts.description, issue.description]);
  fieldTable(report, rows);

  heading(report, texts.notes);
  if (issue.notes.length === 0) emptyLine(report, texts.noNotes);
  else columnTable(report, [texts.time, texts.comment], [1.3, 3], issue.notes.map((note) => [report.dateTime(note.created), note.value]));

  heading(report, texts.history);
  if (issue.transactions.length === 0) emptyLine(report, texts.noHistory);
  else
    columnTable(
      report,
      [texts.time, texts.person, texts.status, texts.comment],
      [1.3, 1.1, 1.2, 2],
      issue.transactions.map((entry) => [report.dateTime(entry.date), entry.person, vocabularyIn(language, entry.statusPhrase), entry.comment]),
    );

  heading(report, texts.files);
  if (issue.files.length === 0) emptyLine(report, texts.noFiles);
  else columnTable(report, [texts.files], [1], issue.files.map((file) => [file.displayName]));

  return finish(report, now);
}
