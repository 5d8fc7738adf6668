import { openTaskOverlay, type TaskRow, taskStatusLabelKey, taskStatusTone } from '@portal/shared';
import { ReportLinksCell, reportLinksColumnWidth, type DataTableColumn, type ReportLink } from '@portal/shared/data-table';
import { createElement } from 'react';
import { DueCell, dueText } from './due-cell.component';
import type { TaskListMode } from './task-dates';
import { TaskFilesCell } from './task-files-cell.component';
import { openControlSchemaOverlay, openServiceReportOverlay } from './task-overlays';

/** The report-link cell (spec section 2): the service report and the control schema where the row has them. */
export const taskReportLinks: readonly ReportLink<TaskRow>[] = [
  { labelKey: 'tasks.table.serviceReport', isAvailable: (row) => row.hasServiceReport, onClick: openServiceReportOverlay },
  { labelKey: 'tasks.table.controlSchema', isAvailable: (row) => row.hasControlSchema, onClick: openControlSchemaOverlay },
];

/** The file count as a link to the file overlay (the files of the task's job number). */
const filesCell = (row: TaskRow) => createElement(TaskFilesCell, { row });

/** What a status means, in a sentence (the status names 'Håndteret' and 'Afsluttet', say, do not tell it). */
export function statusHint(row: TaskRow, t: (key: string) => string): string {
  return t(`tasks.statusHint.${taskStatusLabelKey(row.status)}`);
}

/**
 * The columns of the task lists (spec section 3, Task row), what decides first: the number, the due date
 * ('Frist', with a readable overdue label), the status as a coloured chip and what it means, then the unit,
 * where, the latest note and the reports; the completed page puts the completion date after the number, the
 * planned page the planned date after the due date. The rest is in the column chooser. Short values get fixed
 * widths and text shares the rest, so the note and the reports show at 1366 px.
 */
export function taskColumns(mode: TaskListMode, t: (key: string) => string): DataTableColumn<TaskRow>[] {
  const due: DataTableColumn<TaskRow> = {
    field: 'due',
    headerKey: 'tasks.column.due',
    cell: { type: 'custom', render: (row) => createElement(DueCell, { row }), text: (row) => dueText(row, t) },
    width: mode === 'urgent' ? 120 : 100,
    minWidth: 96,
    card: 'meta',
  };
  const columns: (DataTableColumn<TaskRow> | false)[] = [
    { field: 'number', headerKey: 'tasks.column.number', cell: { type: 'link', onClick: openTaskOverlay }, width: 112, minWidth: 106, pinned: true, card: 'title' },
    mode === 'completed' && { field: 'completed', headerKey: 'tasks.column.completed', cell: { type: 'date' }, width: 104, minWidth: 96, card: 'meta' },
    mode !== 'completed' && due,
    mode === 'planned' && { field: 'planned', headerKey: 'tasks.column.planned', cell: { type: 'date' }, width: 104, minWidth: 96, card: 'meta' },
    {
      id: 'status',
      value: (row) => taskStatusLabelKey(row.status),
      headerKey: 'tasks.column.status',
      cell: { type: 'status', keyPrefix: 'tasks.status', tone: taskStatusTone },
      card: 'chip',
      // 'Nicht bearbeitet', the longest status chip.
      width: 144,
      minWidth: 136,
    },
    {
      id: 'statusHint',
      headerKey: 'tasks.column.statusHint',
      cell: { type: 'question-mark', text: (row) => statusHint(row, t) },
      // On a card the meaning is written out: a phone cannot hover for the tooltip.
      card: 'meta',
      sortable: false,
      // Its header asks what the mark answers ('Hvad betyder status?'), on two lines.
      wrapHeader: true,
      width: 108,
      minWidth: 100,
    },
    { field: 'installation', headerKey: 'tasks.column.installation', minWidth: 110, flex: 1, tooltip: true, card: 'meta' },
    { field: 'installationReferenceCode', headerKey: 'tasks.column.installationReferenceCode', minWidth: 110, hiddenByDefault: true },
    { field: 'installationType', headerKey: 'tasks.column.installationType', minWidth: 120, hiddenByDefault: true },
    { field: 'locationName', headerKey: 'tasks.column.location', minWidth: 110, flex: 1, tooltip: true, card: 'meta' },
    { field: 'name', headerKey: 'tasks.column.name', minWidth: 140, tooltip: true, hiddenByDefault: true, card: 'meta' },
    { field: 'type', headerKey: 'tasks.column.type', minWidth: 120, hiddenByDefault: true },
    { field: 'facilityName', headerKey: 'tasks.column.facilityName', minWidth: 150, tooltip: true, hiddenByDefault: true },
    { field: 'start', headerKey: 'tasks.column.start', cell: { type: 'date' }, minWidth: 100, hiddenByDefault: true },
    mode === 'completed' && { ...due, hiddenByDefault: true },
    { field: 'jobNumber', headerKey: 'tasks.column.jobNumber', minWidth: 110, hiddenByDefault: true },
    { field: 'latestNote', headerKey: 'tasks.column.latestNote', minWidth: 120, flex: 2, tooltip: true, card: 'note' },
    {
      id: 'reports',
      headerKey: 'tasks.column.reports',
      cell: { type: 'custom', render: (row) => createElement(ReportLinksCell<TaskRow>, { data: row, links: taskReportLinks }) },
      sortable: false,
      card: 'meta',
      ...reportLinksColumnWidth,
    },
    { id: 'files', headerKey: 'tasks.column.files', value: (row) => row.fileCount, cell: { type: 'custom', render: filesCell, text: (row) => String(row.fileCount) }, width: 84, minWidth: 80, card: 'meta' },
  ];
  return columns.filter((column): column is DataTableColumn<TaskRow> => column !== false);
}
