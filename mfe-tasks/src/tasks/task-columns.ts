import { taskStatusLabelKey, type TaskRow } from '@portal/shared';
import { OverdueCell, ReportLinksCell, type DataTableColumn, type ReportLink } from '@portal/shared/data-table';
import { createElement } from 'react';
import type { TaskListMode } from './task-dates';
import { TaskFilesCell } from './task-files-cell.component';
import { openControlSchemaOverlay, openServiceReportOverlay, openTaskOverlay } from './task-overlays';

/** The report-link cell (spec section 2): the service report and the control schema where the row has them. */
export const taskReportLinks: readonly ReportLink<TaskRow>[] = [
  { labelKey: 'tasks.table.serviceReport', isAvailable: (row) => row.hasServiceReport, onClick: openServiceReportOverlay },
  { labelKey: 'tasks.table.controlSchema', isAvailable: (row) => row.hasControlSchema, onClick: openControlSchemaOverlay },
];

const isOverdue = (row: TaskRow) => row.overdue;

/** The file count as a link to the file overlay (the files of the task's job number). */
const filesCell = (row: TaskRow) => createElement(TaskFilesCell, { row });

/** What a status means, in a sentence (the status names 'Håndteret' and 'Afsluttet', say, do not tell it). */
export function statusHint(row: TaskRow, t: (key: string) => string): string {
  return t(`tasks.statusHint.${taskStatusLabelKey(row.status)}`);
}

/**
 * The columns of the task lists (spec section 3, Task row); the urgent page adds the overdue mark, the completed
 * page the completion date, the planned page the planned date. Beside the status a question mark explains it
 * (spec section 2, cell types). Facility, type and start are there for the column chooser, hidden at first.
 */
export function taskColumns(mode: TaskListMode, t: (key: string) => string): DataTableColumn<TaskRow>[] {
  const columns: (DataTableColumn<TaskRow> | false)[] = [
    mode === 'urgent' && {
      id: 'overdue',
      headerKey: 'tasks.column.overdue',
      cell: { type: 'custom', render: (row) => createElement(OverdueCell<TaskRow>, { data: row, isOverdue }) },
      sortable: false,
      width: 70,
      minWidth: 70,
    },
    { field: 'number', headerKey: 'tasks.column.number', cell: { type: 'link', onClick: openTaskOverlay }, minWidth: 110, width: 140, pinned: true },
    { field: 'installation', headerKey: 'tasks.column.installation', minWidth: 160, flex: 1, tooltip: true },
    { field: 'installationReferenceCode', headerKey: 'tasks.column.installationReferenceCode', minWidth: 140 },
    { field: 'installationType', headerKey: 'tasks.column.installationType', minWidth: 130 },
    { field: 'locationName', headerKey: 'tasks.column.location', minWidth: 140, tooltip: true },
    { field: 'name', headerKey: 'tasks.column.name', minWidth: 140, tooltip: true },
    { id: 'status', value: (row) => taskStatusLabelKey(row.status), headerKey: 'tasks.column.status', cell: { type: 'status', keyPrefix: 'tasks.status' }, minWidth: 130 },
    {
      id: 'statusHint',
      headerKey: 'tasks.column.statusHint',
      cell: { type: 'question-mark', text: (row) => statusHint(row, t) },
      sortable: false,
      // Wide enough for its header ('Statusforklaring', 'Statuserklärung'): the header names what the mark explains.
      width: 170,
      minWidth: 160,
    },
    { field: 'type', headerKey: 'tasks.column.type', minWidth: 120, hiddenByDefault: true },
    { field: 'facilityName', headerKey: 'tasks.column.facilityName', minWidth: 150, tooltip: true, hiddenByDefault: true },
    { field: 'start', headerKey: 'tasks.column.start', cell: { type: 'date' }, minWidth: 110, hiddenByDefault: true },
    { field: 'due', headerKey: 'tasks.column.due', cell: { type: 'date' }, minWidth: 110 },
    mode === 'completed' && { field: 'completed', headerKey: 'tasks.column.completed', cell: { type: 'date' }, minWidth: 110 },
    mode === 'planned' && { field: 'planned', headerKey: 'tasks.column.planned', cell: { type: 'date' }, minWidth: 110 },
    { field: 'jobNumber', headerKey: 'tasks.column.jobNumber', minWidth: 110 },
    { field: 'latestNote', headerKey: 'tasks.column.latestNote', minWidth: 180, flex: 1, tooltip: true },
    { id: 'files', headerKey: 'tasks.column.files', value: (row) => row.fileCount, cell: { type: 'custom', render: filesCell, text: (row) => String(row.fileCount) }, minWidth: 90, width: 90 },
    {
      id: 'reports',
      headerKey: 'tasks.column.reports',
      cell: { type: 'custom', render: (row) => createElement(ReportLinksCell<TaskRow>, { data: row, links: taskReportLinks }) },
      sortable: false,
      minWidth: 150,
    },
  ];
  return columns.filter((column): column is DataTableColumn<TaskRow> => column !== false);
}
