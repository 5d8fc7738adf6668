import type { Readable } from 'node:stream';
import { setImmediate as nextTurn, setTimeout as delay } from 'node:timers/promises';
import { compliancePercent, complianceBadge, dayOf, formatDateIn, issueSeverity, taskStatusLabelKey } from '@portal/shared/rules';
import { createReport, emptyLine, end, fieldTable, heading, tableWriter, type ReportOptions, type TableWriter } from '../../reports/pdf.js';
import { exportTexts } from '../export/export-texts.js';
import type { StatementIssueRow, StatementReportRow, StatementTaskRow } from './portfolio-statement.repository.js';
import { statementTexts } from './portfolio-statement-texts.js';

/**
 * The compliance statement (ADR 0062): a location with its sub-locations over a period, for auditors, insurers and
 * the fire authority. Written as its rows arrive, page by page (a streamed report): the figures come first, so the
 * caller counts them in a first pass over the same rows.
 */

export interface StatementFigures {
  onTime: number;
  late: number;
  overdue: number;
  dueSoon: number;
  openFaults: number;
}

export interface StatementSource {
  customerName: string;
  location: { code: string; name: string; address: string };
  /** The period's days, 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  generatedAt: Date;
  figures: StatementFigures;
  tasks: () => AsyncIterable<StatementTaskRow>;
  reports: () => AsyncIterable<StatementReportRow>;
  openFaults: () => AsyncIterable<StatementIssueRow>;
  closedFaults: () => AsyncIterable<StatementIssueRow>;
  thermography: () => AsyncIterable<StatementIssueRow>;
  overdueTasks: () => AsyncIterable<StatementTaskRow>;
}

/** Rows written between two turns of the event loop. */
const ROWS_PER_TURN = 200;
/** A slow reader: the writing waits while more than this is written and not yet taken. */
const MAX_UNREAD_BYTES = 1024 * 1024;

/**
 * Lets the reader take the pages written so far every ROWS_PER_TURN rows, so the bytes go out as they are made and
 * the memory stays flat: on SQLite every read answers at once, and the writing would otherwise run to the end before
 * the socket gets a turn.
 */
function pacing(stream: Readable): () => Promise<void> {
  let rows = 0;
  return async () => {
    rows += 1;
    if (rows % ROWS_PER_TURN !== 0) return;
    await nextTurn();
    while (stream.readableLength > MAX_UNREAD_BYTES && !stream.destroyed) await delay(10);
  };
}

/** Rows into a table, or the empty line when there were none. */
async function writeRows<Row>(rows: AsyncIterable<Row>, open: () => TableWriter, cells: (row: Row) => string[], empty: () => void, paced: () => Promise<void>): Promise<void> {
  let table: TableWriter | undefined;
  for await (const row of rows) {
    table ??= open();
    table.row(cells(row));
    await paced();
  }
  if (table) table.end();
  else empty();
}

/** The statement as a stream of PDF bytes; the writing goes on as the stream is read, and ends it with an error if a read fails. */
export function complianceStatementPdf(source: StatementSource, options: ReportOptions): Readable {
  const language = options.language;
  const texts = statementTexts[language];
  const values = exportTexts[language].value;
  const day = (value: Date | string | null | undefined) => (value ? formatDateIn(dayOf(value), language, options.timeZone) : '–');
  const severity = (row: StatementIssueRow) => {
    const code = issueSeverity({ errorType: row.error_type, Fejlklasse: row.fault_class });
    return code ? (values.severity[code] ?? code) : '–';
  };
  const issueStatus = (status: string) => values.issueStatus[status] ?? status;
  const taskStatus = (status: string) => values.taskStatus[taskStatusLabelKey(status)] ?? status;
  const period = `${day(source.from)} – ${day(source.to)}`;
  const locationName = `${source.location.name} (${source.location.code})`;

  const report = createReport(texts.title, texts.subject(locationName, day(source.from), day(source.to)), options, { streamed: { generatedAt: source.generatedAt } });
  const { figures } = source;
  const percent = compliancePercent(figures);
  const badge = complianceBadge(percent);
  fieldTable(report, [
    [texts.customer, source.customerName],
    [texts.location, locationName],
    [texts.address, source.location.address],
    [texts.period, period],
    [texts.generatedAt, report.dateTime(source.generatedAt)],
  ]);
  heading(report, texts.figures);
  fieldTable(report, [
    [texts.compliance, percent === null ? texts.noScore : `${percent.toLocaleString(language)} %`],
    [texts.badge, badge ? (values.badge[badge] ?? badge) : '–'],
    [texts.onTime, figures.onTime],
    [texts.late, figures.late],
    [texts.overdue, figures.overdue],
    [texts.dueSoon, figures.dueSoon],
    [texts.openFaults, figures.openFaults],
  ]);
  emptyLine(report, texts.rule);

  const stream = report.doc as unknown as Readable;
  const paced = pacing(stream);
  const write = async () => {
    heading(report, texts.inspections);
    await writeRows(
      source.tasks(),
      () => tableWriter(report, [texts.inspection, texts.unit, texts.due, texts.completed, texts.result], [2.1, 2.1, 0.9, 0.9, 1]),
      (row) => [`${row.number}\n${row.name}`, `${row.installation_name} (${row.installation_code})`, day(row.due_date), day(row.completed_date), taskStatus(row.status)],
      () => emptyLine(report, texts.noInspections),
      paced,
    );
    heading(report, texts.reports);
    await writeRows(
      source.reports(),
      () => tableWriter(report, [texts.report, texts.kind, texts.inspection, texts.unit, texts.date], [1.6, 1.2, 1, 2, 1]),
      (row) => [row.name, row.kind === 'serviceReport' ? texts.serviceReport : texts.controlSchema, row.task_number, row.installation_name, day(row.date)],
      () => emptyLine(report, texts.noReports),
      paced,
    );
    heading(report, texts.faults);
    const faultTable = () => tableWriter(report, [texts.fault, texts.severity, texts.unit, texts.status, texts.created, texts.closed], [1.35, 1.15, 1.9, 1.1, 1, 1]);
    let faults: TableWriter | undefined;
    for (const rows of [source.openFaults(), source.closedFaults()]) {
      for await (const row of rows) {
        faults ??= faultTable();
        faults.row([row.number, severity(row), row.installation_name, issueStatus(row.status), day(row.created), row.status === 'Completed' ? day(row.updated) : '–']);
        await paced();
      }
    }
    if (faults) faults.end();
    else emptyLine(report, texts.noFaults);
    heading(report, texts.thermography);
    await writeRows(
      source.thermography(),
      () => tableWriter(report, [texts.fault, texts.panel, texts.severity, texts.unit, texts.status, texts.created], [1.35, 0.9, 1.15, 1.7, 1.1, 1]),
      (row) => [row.number, row.panel ?? '–', severity(row), row.installation_name, issueStatus(row.status), day(row.created)],
      () => emptyLine(report, texts.noThermography),
      paced,
    );
    heading(report, texts.outstanding);
    let outstanding: TableWriter | undefined;
    const outstandingTable = () => tableWriter(report, [texts.action, texts.inspection, texts.unit, texts.due], [1.4, 1.6, 2.2, 1]);
    for await (const row of source.overdueTasks()) {
      outstanding ??= outstandingTable();
      outstanding.row([texts.overdueInspection, `${row.number}\n${row.name}`, row.installation_name, day(row.due_date)]);
      await paced();
    }
    for await (const row of source.openFaults()) {
      outstanding ??= outstandingTable();
      outstanding.row([texts.openFault, `${row.number} · ${severity(row)}`, row.installation_name, day(row.created)]);
      await paced();
    }
    if (outstanding) outstanding.end();
    else emptyLine(report, texts.noOutstanding);
    end(report);
  };
  write().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
}
