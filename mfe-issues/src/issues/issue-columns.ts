import type { IssueRow, ThermographyIssueRow } from '@portal/shared';
import { ReportLinksCell, type DataTableColumn, type ReportLink } from '@portal/shared/data-table';
import { createElement } from 'react';
import { ThermographyReportCell } from './thermography-report-cell.component';
import { openIssueReport } from './issues.resource';
import { openControlSchemaOverlay, openIssueOverlay, openServiceReportOverlay, openThermographyOverlay } from './issue-overlays';

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

/** The columns of the issue lists (spec section 3, Issue row). */
export function issueColumns(customerId: string): DataTableColumn<IssueRow>[] {
  return [
    { field: 'number', headerKey: 'issues.column.number', cell: { type: 'link', onClick: openIssueOverlay }, minWidth: 110, width: 140, pinned: true },
    { field: 'installation', headerKey: 'issues.column.installation', minWidth: 160, flex: 1, tooltip: true },
    { field: 'installationReferenceCode', headerKey: 'issues.column.installationReferenceCode', minWidth: 140 },
    { field: 'installationType', headerKey: 'issues.column.installationType', minWidth: 130 },
    { field: 'locationName', headerKey: 'issues.column.location', minWidth: 140, tooltip: true },
    { field: 'responsible', headerKey: 'issues.column.responsible', minWidth: 130 },
    { field: 'created', headerKey: 'issues.column.created', cell: { type: 'date' }, minWidth: 110 },
    { field: 'updated', headerKey: 'issues.column.updated', cell: { type: 'date' }, minWidth: 110 },
    { field: 'latestNote', headerKey: 'issues.column.latestNote', minWidth: 180, flex: 1, tooltip: true },
    { field: 'fileCount', headerKey: 'issues.column.files', cell: { type: 'files' }, minWidth: 90, width: 90 },
    {
      id: 'reports',
      headerKey: 'issues.column.reports',
      cell: { type: 'custom', render: (row) => createElement(ReportLinksCell<IssueRow>, { data: row, links: [issueReportLink(customerId), ...taskReportLinks] }) },
      sortable: false,
      minWidth: 200,
    },
  ];
}

/** The columns of the thermography list (spec section 3, Thermography issue). */
export function thermographyColumns(locationCode: string): DataTableColumn<ThermographyIssueRow>[] {
  return [
    { field: 'created', headerKey: 'issues.column.created', cell: { type: 'date' }, minWidth: 110 },
    {
      field: 'number',
      headerKey: 'issues.column.number',
      cell: { type: 'link', onClick: (row) => openThermographyOverlay(row, locationCode) },
      minWidth: 110,
      width: 140,
      pinned: true,
    },
    { field: 'Tavlenr', headerKey: 'issues.column.tabletNumber', minWidth: 110 },
    { field: 'Tavletype', headerKey: 'issues.column.tabletType', minWidth: 110 },
    { field: 'Fejlklasse', headerKey: 'issues.column.issueClass', minWidth: 100 },
    { field: 'Fejltype', headerKey: 'issues.column.issueType', minWidth: 130, flex: 1, tooltip: true },
    { field: 'FejlId', headerKey: 'issues.column.issueId', minWidth: 100 },
    { field: 'responsible', headerKey: 'issues.column.responsible', minWidth: 130 },
    { field: 'status', headerKey: 'issues.column.status', cell: { type: 'status', keyPrefix: 'issues.status' }, minWidth: 120 },
    { field: 'note', headerKey: 'issues.column.note', minWidth: 180, flex: 1, tooltip: true },
    {
      id: 'report',
      headerKey: 'issues.column.report',
      cell: {
        type: 'custom',
        render: (row) => createElement(ThermographyReportCell, { fileName: row.fileName, fileUrl: row.fileUrl }),
        text: (row) => row.fileName ?? '',
      },
      minWidth: 140,
    },
  ];
}
