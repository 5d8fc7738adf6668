import {
  type IssueRow,
  issueSeverities,
  issueSeverity,
  type IssueSeverity,
  issueStatusTone,
  openIssueOverlay,
  severityTone,
  type ThermographyIssueRow,
  VocabularyText,
} from '@portal/shared';
import { ReportLinksCell, reportLinksColumnWidth, type DataTableColumn, type ReportLink } from '@portal/shared/data-table';
import { thermographyFixedKeys } from '@portal/shared/rules';
import { createElement } from 'react';
import { ThermographyReportCell } from './thermography-report-cell.component';
import { openIssueReport } from './issues.resource';
import { openControlSchemaOverlay, openServiceReportOverlay, openThermographyOverlay } from './issue-overlays';

/** The status word of a fault completed by the customer and awaiting the provider's check (issues.status.*). */
const customerFixPendingStatus = 'CustomerFixPending';

/** The issue report link: the PDF opens in a new tab; a failure is logged (spec section 8). */
function issueReportLink(customerId: string) {
  return {
    labelKey: 'issues.table.issueReport',
    isAvailable: (row: IssueRow) => row.hasIssueReport,
    onClick: (row: IssueRow) => {
      openIssueReport(customerId, row.id, row.locationCode).catch((error: unknown) => console.error(error));
    },
  };
}

/** The service report and control schema of the issue's task, in their overlays (the tasks remote shows them). */
const taskReportLinks: ReportLink<IssueRow>[] = [
  { labelKey: 'issues.table.serviceReport', isAvailable: (row) => row.hasServiceReport && row.taskId !== null, onClick: openServiceReportOverlay },
  { labelKey: 'issues.table.controlSchema', isAvailable: (row) => row.hasControlSchema && row.controlSchemaFile !== null, onClick: openControlSchemaOverlay },
];

/** A severity's place in issueSeverities (A, B, C: critical first); the faults whose type does not say come last. */
function severityRank(value: unknown): number {
  const rank = issueSeverities.indexOf(value as IssueSeverity);
  return rank === -1 ? issueSeverities.length : rank;
}

/** Severities in the order "critical first": A, B, C, then the faults whose type does not say. */
export function compareSeverity(a: unknown, b: unknown): number {
  return severityRank(a) - severityRank(b);
}

/** The severity column (issueSeverity): a chip 'A – Kritisk' ...; one click on its header puts the critical first. */
function severityColumn<Row>(value: (row: Row) => string | null): DataTableColumn<Row> {
  return {
    id: 'severity',
    value,
    headerKey: 'issues.column.severity',
    cell: { type: 'status', keyPrefix: 'issues.severity', tone: severityTone },
    comparator: compareSeverity,
    card: 'chip',
    width: 132,
    minWidth: 128,
  };
}

/**
 * The columns of the issue lists (spec section 3, Issue row), what decides first: number, severity and status,
 * then the unit, where and when, the latest note and the reports; the rest is in the column chooser. Short
 * values get fixed widths, text shares the rest, so the note and the reports show at 1366 px.
 */
export function issueColumns(customerId: string): DataTableColumn<IssueRow>[] {
  return [
    { field: 'number', headerKey: 'issues.column.number', cell: { type: 'link', onClick: openIssueOverlay }, width: 112, minWidth: 106, pinned: true, card: 'title' },
    severityColumn<IssueRow>((row) => row.severity),
    {
      id: 'status',
      // A fault the customer mended itself reads "Udbedret af kunden – afventer kontrol" until the provider checks it.
      value: (row) => (row.customerFixPending ? customerFixPendingStatus : row.status),
      headerKey: 'issues.column.status',
      cell: { type: 'status', keyPrefix: 'issues.status', tone: issueStatusTone },
      card: 'chip',
      width: 140,
      minWidth: 136,
    },
    { field: 'installation', headerKey: 'issues.column.installation', minWidth: 120, flex: 1, tooltip: true, card: 'meta' },
    { field: 'installationReferenceCode', headerKey: 'issues.column.installationReferenceCode', minWidth: 110, hiddenByDefault: true, card: 'meta' },
    { field: 'installationType', headerKey: 'issues.column.installationType', minWidth: 130, hiddenByDefault: true, card: 'meta' },
    { field: 'locationName', headerKey: 'issues.column.location', minWidth: 110, flex: 1, tooltip: true, card: 'meta' },
    { field: 'responsible', headerKey: 'issues.column.responsible', minWidth: 120, hiddenByDefault: true, card: 'meta' },
    { field: 'created', headerKey: 'issues.column.created', cell: { type: 'date' }, width: 96, minWidth: 96, card: 'meta' },
    { field: 'updated', headerKey: 'issues.column.updated', cell: { type: 'date' }, width: 104, minWidth: 96, hiddenByDefault: true, card: 'meta' },
    { field: 'latestNote', headerKey: 'issues.column.latestNote', minWidth: 142, flex: 2, tooltip: true, card: 'note' },
    { field: 'jobNumber', headerKey: 'issues.column.jobNumber', minWidth: 110, hiddenByDefault: true, card: 'meta' },
    { field: 'controlSchemaItems', headerKey: 'issues.column.controlSchemaItems', minWidth: 120, hiddenByDefault: true },
    {
      id: 'reports',
      headerKey: 'issues.column.reports',
      cell: { type: 'custom', render: (row) => createElement(ReportLinksCell<IssueRow>, { data: row, links: [issueReportLink(customerId), ...taskReportLinks] }) },
      sortable: false,
      card: 'meta',
      ...reportLinksColumnWidth,
    },
    { field: 'fileCount', headerKey: 'issues.column.files', cell: { type: 'files' }, width: 62, minWidth: 58, card: 'meta' },
  ];
}

/** The custom fields the rows carry (keyed by their type without spaces and dots), in the order first met. */
export function thermographyCustomFields(rows: readonly ThermographyIssueRow[] | undefined): string[] {
  const keys = new Set<string>();
  for (const row of rows ?? []) {
    for (const key of Object.keys(row)) {
      if (!thermographyFixedKeys.has(key)) keys.add(key);
    }
  }
  return [...keys];
}

const customFieldText = (key: string) => (row: ThermographyIssueRow) => {
  const value = row[key];
  return value === null || value === undefined ? '' : String(value);
};

/**
 * The columns of the thermography list (spec section 3, Thermography issue). The provider's custom fields
 * (`customFields`, e.g. 'Tempmax') are columns named as their keys, hidden until chosen; the quick search
 * finds their values while hidden too.
 */
export function thermographyColumns(locationCode: string, customFields: readonly string[] = []): DataTableColumn<ThermographyIssueRow>[] {
  const custom: DataTableColumn<ThermographyIssueRow>[] = customFields.map((key) => ({
    id: `custom:${key}`,
    value: customFieldText(key),
    headerKey: 'issues.column.customField',
    headerText: key,
    minWidth: 110,
    hiddenByDefault: true,
    card: 'meta',
  }));
  return [
    {
      field: 'number',
      headerKey: 'issues.column.number',
      cell: { type: 'link', onClick: (row) => openThermographyOverlay(row, locationCode) },
      width: 118,
      minWidth: 110,
      pinned: true,
      card: 'title',
    },
    severityColumn<ThermographyIssueRow>((row) => issueSeverity(row)),
    { field: 'status', headerKey: 'issues.column.status', cell: { type: 'status', keyPrefix: 'issues.status', tone: issueStatusTone }, width: 124, minWidth: 108, card: 'chip' },
    { field: 'created', headerKey: 'issues.column.created', cell: { type: 'date' }, width: 104, minWidth: 96, card: 'meta' },
    { field: 'Tavlenr', headerKey: 'issues.column.tabletNumber', width: 100, minWidth: 90, card: 'meta' },
    { field: 'Tavletype', headerKey: 'issues.column.tabletType', minWidth: 100, hiddenByDefault: true },
    { field: 'Fejlklasse', headerKey: 'issues.column.issueClass', width: 100, minWidth: 90, hiddenByDefault: true },
    { field: 'Fejltype', headerKey: 'issues.column.issueType', cell: { type: 'custom', render: (row) => createElement(VocabularyText, { value: row.Fejltype }) }, minWidth: 130, flex: 1, tooltip: true, card: 'meta' },
    { field: 'FejlId', headerKey: 'issues.column.issueId', minWidth: 90, hiddenByDefault: true },
    { field: 'responsible', headerKey: 'issues.column.responsible', minWidth: 120, card: 'meta' },
    { field: 'responsibleInitials', headerKey: 'issues.column.responsibleInitials', minWidth: 100, hiddenByDefault: true },
    { field: 'note', headerKey: 'issues.column.note', minWidth: 180, flex: 2, tooltip: true, card: 'note' },
    {
      id: 'report',
      headerKey: 'issues.column.report',
      cell: {
        type: 'custom',
        render: (row) => createElement(ThermographyReportCell, { fileName: row.fileName, fileUrl: row.fileUrl }),
        text: (row) => row.fileName ?? '',
      },
      card: 'meta',
      minWidth: 140,
    },
    ...custom,
  ];
}
