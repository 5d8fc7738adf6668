import type { AuditEntry, Installation, IssueRow, Notification, PortfolioLocation, TaskRow, ThermographyIssueRow } from '@portal/shared/contract';
import { formatDateIn, formatDateTimeIn, issueSeverity, taskStatusLabelKey, thermographyFixedKeys, zonedParts } from '@portal/shared/rules';
import type { ReportLanguage } from '../../reports/report-texts.js';
import { vocabularyIn } from '../../reports/report-texts.js';
import type { SpreadsheetCell } from '../../reports/spreadsheet.js';
import type { ExportTexts } from './export-texts.js';

/** What a cell needs besides its row: the reader's words and language, the customers' time zone. */
export interface CellContext {
  t: ExportTexts;
  language: ReportLanguage;
  timeZone: string;
}

/**
 * A column of an exported list. `id` is the list page's column id (what `sort` names); `cell` is what the file
 * holds (dates as YYYY-MM-DD in the customers' time zone, statuses in the reader's words); `sortValue` what the
 * page's grid sorts by (the row's own value); `searchText` what its quick search also finds (the page's date format).
 */
export interface ExportColumn<Row> {
  id: string;
  title: (t: ExportTexts) => string;
  cell: (row: Row, context: CellContext) => SpreadsheetCell;
  sortValue?: (row: Row) => string | number | null | undefined;
  searchText?: (row: Row, context: CellContext) => string;
}

function day(value: string | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = zonedParts(date, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function dayAndTime(value: string | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = zonedParts(date, timeZone);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A plain field of the row. */
function field<Row, K extends keyof Row & string>(id: K, title: (t: ExportTexts) => string): ExportColumn<Row> {
  return {
    id,
    title,
    cell: (row) => {
      const value = row[id];
      return typeof value === 'number' ? value : typeof value === 'string' ? value : null;
    },
  };
}

/** A date field: the day in the file, the page's short date for the search. */
function dateField<Row, K extends keyof Row & string>(id: K, title: (t: ExportTexts) => string, withTime = false): ExportColumn<Row> {
  const valueOf = (row: Row) => (typeof row[id] === 'string' ? (row[id] as string) : null);
  return {
    id,
    title,
    cell: (row, { timeZone }) => (withTime ? dayAndTime(valueOf(row), timeZone) : day(valueOf(row), timeZone)),
    searchText: (row, { language, timeZone }) => (withTime ? formatDateTimeIn(valueOf(row), language, timeZone) : formatDateIn(valueOf(row), language, timeZone)),
  };
}

/** A value the page shows in the reader's words (a status, a severity). */
function wordsField<Row, K extends keyof Row & string>(id: K, title: (t: ExportTexts) => string, words: (t: ExportTexts) => Record<string, string>): ExportColumn<Row> {
  return {
    id,
    title,
    cell: (row, { t }) => {
      const value = row[id];
      if (typeof value !== 'string') return null;
      return words(t)[value] ?? value;
    },
  };
}

/** The severity's order on the page: A first, none last. */
const severityRank = (severity: string | null | undefined): number => (severity === 'A' ? 1 : severity === 'B' ? 2 : severity === 'C' ? 3 : 4);

export const faultColumns: readonly ExportColumn<IssueRow>[] = [
  field('number', (t) => t.column.faultNumber),
  {
    id: 'severity',
    title: (t) => t.column.severity,
    cell: (row, { t }) => (row.severity ? (t.value.severity[row.severity] ?? row.severity) : null),
    sortValue: (row) => severityRank(row.severity),
  },
  wordsField('status', (t) => t.column.status, (t) => t.value.issueStatus),
  field('installation', (t) => t.column.unit),
  field('installationReferenceCode', (t) => t.column.unitNumber),
  field('installationType', (t) => t.column.type),
  field('locationName', (t) => t.column.location),
  field('responsible', (t) => t.column.responsible),
  dateField('created', (t) => t.column.created),
  dateField('updated', (t) => t.column.updated),
  field('latestNote', (t) => t.column.latestNote),
  field('jobNumber', (t) => t.column.jobNumber),
  field('controlSchemaItems', (t) => t.column.controlSchemaItems),
  field('fileCount', (t) => t.column.files),
];

export const thermographyColumns: readonly ExportColumn<ThermographyIssueRow>[] = [
  field('number', (t) => t.column.faultNumber),
  {
    id: 'severity',
    title: (t) => t.column.severity,
    cell: (row, { t }) => {
      const severity = issueSeverity(row);
      return severity ? (t.value.severity[severity] ?? severity) : null;
    },
    sortValue: (row) => severityRank(issueSeverity(row)),
  },
  wordsField('status', (t) => t.column.status, (t) => t.value.issueStatus),
  dateField('created', (t) => t.column.created),
  field('Tavlenr', (t) => t.column.panelNumber),
  field('Tavletype', (t) => t.column.panelType),
  field('Fejlklasse', (t) => t.column.faultClass),
  { id: 'Fejltype', title: (t) => t.column.faultType, cell: (row, { language }) => vocabularyIn(language, row.Fejltype) },
  field('FejlId', (t) => t.column.faultId),
  field('responsible', (t) => t.column.responsible),
  field('responsibleInitials', (t) => t.column.responsibleInitials),
  field('note', (t) => t.column.note),
  // The page's report column: the report file's name; its header sorts nothing (the grid has no value for it).
  { id: 'report', title: (t) => t.column.report, cell: (row) => row.fileName, sortValue: () => null },
];

/** The provider's extra thermography fields of these rows, in the order they first appear (the page's `custom:` columns). */
export function thermographyCustomColumns(rows: readonly ThermographyIssueRow[]): ExportColumn<ThermographyIssueRow>[] {
  const keys: string[] = [];
  for (const row of rows) {
    for (const key of Object.keys(row)) if (!thermographyFixedKeys.has(key) && !keys.includes(key)) keys.push(key);
  }
  return keys.map((key) => ({
    id: `custom:${key}`,
    title: () => key,
    cell: (row) => {
      const value = row[key];
      return typeof value === 'number' || typeof value === 'string' ? value : null;
    },
    sortValue: (row) => row[key],
  }));
}

export const inspectionColumns: readonly ExportColumn<TaskRow>[] = [
  field('number', (t) => t.column.inspection),
  field('name', (t) => t.column.name),
  field('type', (t) => t.column.inspectionType),
  {
    // As the page shows and sorts it: the status's label (a provider-postponed task under one word, whatever its code).
    id: 'status',
    title: (t) => t.column.status,
    cell: (row, { t }) => {
      const key = taskStatusLabelKey(row.status);
      return t.value.taskStatus[key] ?? key;
    },
    sortValue: (row) => taskStatusLabelKey(row.status),
  },
  field('installation', (t) => t.column.unit),
  field('installationReferenceCode', (t) => t.column.unitNumber),
  field('installationType', (t) => t.column.type),
  field('locationName', (t) => t.column.location),
  field('facilityName', (t) => t.column.facility),
  dateField('due', (t) => t.column.due),
  dateField('start', (t) => t.column.start),
  dateField('planned', (t) => t.column.planned),
  dateField('completed', (t) => t.column.completed),
  { id: 'overdue', title: (t) => t.column.overdue, cell: (row, { t }) => (row.overdue ? t.value.yes : t.value.no), sortValue: (row) => (row.overdue ? 1 : 0) },
  field('jobNumber', (t) => t.column.jobNumber),
  field('latestNote', (t) => t.column.latestNote),
  // The page's files column (its id 'files') counts them.
  { id: 'files', title: (t) => t.column.files, cell: (row) => row.fileCount, sortValue: (row) => row.fileCount },
];

export const installationColumns: readonly ExportColumn<Installation>[] = [
  field('name', (t) => t.column.unit),
  field('code', (t) => t.column.code),
  field('type', (t) => t.column.type),
  wordsField('status', (t) => t.column.status, (t) => t.value.unitStatus),
  { id: 'files', title: (t) => t.column.files, cell: (row) => row.files.length },
];

export const portfolioColumns: readonly ExportColumn<PortfolioLocation>[] = [
  field('name', (t) => t.column.location),
  field('code', (t) => t.column.locationCode),
  field('parentCode', (t) => t.column.parent),
  { id: 'compliance', title: (t) => t.column.compliance, cell: (row) => row.compliancePercent },
  { id: 'badge', title: (t) => t.column.badge, cell: (row, { t }) => (row.badge ? (t.value.badge[row.badge] ?? row.badge) : null) },
  field('onTime', (t) => t.column.onTime),
  field('late', (t) => t.column.late),
  field('overdue', (t) => t.column.overdueInspections),
  field('dueSoon', (t) => t.column.dueSoon),
  field('openIssues', (t) => t.column.openFaults),
  field('oldestOpenIssueDays', (t) => t.column.oldestOpenFaultDays),
  {
    id: 'worstFault',
    title: (t) => t.column.worstFault,
    cell: (row) => (row.worstIssue ? `${row.worstIssue.number}${row.worstIssue.severity ? ` (${row.worstIssue.severity})` : ''}` : null),
  },
];

export const auditColumns: readonly ExportColumn<AuditEntry>[] = [
  dateField('created', (t) => t.column.time, true),
  field('person', (t) => t.column.person),
  field('impersonator', (t) => t.column.impersonator),
  field('action', (t) => t.column.action),
  field('subject', (t) => t.column.subject),
  field('details', (t) => t.column.details),
  field('locationCode', (t) => t.column.locationCode),
  field('locationName', (t) => t.column.location),
];

export const notificationColumns: readonly ExportColumn<Notification>[] = [
  field('name', (t) => t.column.personName),
  field('email', (t) => t.column.email),
  wordsField('type', (t) => t.column.notificationType, (t) => t.value.notificationType),
  { id: 'location', title: (t) => t.column.location, cell: (row, { t }) => (row.locationReferenceCode === '' ? t.value.allLocations : row.locationReferenceCode), sortValue: (row) => row.locationReferenceCode },
  field('culture', (t) => t.column.language),
];

/** The cells of a row in the columns' order. */
export function cellsOf<Row>(row: Row, columns: readonly ExportColumn<Row>[], context: CellContext): SpreadsheetCell[] {
  return columns.map((column) => column.cell(row, context));
}

/** The value a column sorts a row by: its own, else its field's. */
function sortValueOf<Row>(row: Row, column: ExportColumn<Row>): string | number | null {
  const value = column.sortValue ? column.sortValue(row) : (row as Record<string, unknown>)[column.id];
  return typeof value === 'string' || typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : null;
}

/**
 * The rows sorted as the page's grid sorts a column (ag-grid's default order: empty values first going up,
 * text by code unit, numbers by value; equal rows keep the list's order).
 */
export function sortRows<Row>(rows: Row[], column: ExportColumn<Row>, direction: 'asc' | 'desc'): Row[] {
  const sign = direction === 'desc' ? -1 : 1;
  const keyed = rows.map((row, index) => ({ row, index, value: sortValueOf(row, column) }));
  keyed.sort((a, b) => {
    let order: number;
    if (a.value === b.value) order = 0;
    else if (a.value === null) order = -1;
    else if (b.value === null) order = 1;
    else if (typeof a.value === 'number' && typeof b.value === 'number') order = a.value - b.value;
    else order = String(a.value) < String(b.value) ? -1 : 1;
    return order * sign || a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}

/**
 * The page's quick search: every word of the search is found, in any case, in the text of some column of the row
 * (its cells as the file writes them, its own values and the page's date format).
 */
export function matchesSearch<Row>(row: Row, columns: readonly ExportColumn<Row>[], context: CellContext, search: string): boolean {
  const words = search.toLocaleLowerCase().split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return true;
  const parts: string[] = [];
  for (const column of columns) {
    const cell = column.cell(row, context);
    if (cell !== null) parts.push(String(cell));
    const own = (row as Record<string, unknown>)[column.id];
    if (typeof own === 'string' || typeof own === 'number') parts.push(String(own));
    if (column.searchText) parts.push(column.searchText(row, context));
  }
  const haystack = parts.join('\n').toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}
