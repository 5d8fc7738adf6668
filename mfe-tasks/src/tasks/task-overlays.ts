import { dispatchOverlayOpen, type TaskRow } from '@portal/shared';

// Apart from the grid's columns, so the dashboard widgets open overlays without loading the grid.

/** The task overlay: installation, status change with a note, history. */
export function openTaskOverlay(
  row: Pick<TaskRow, 'id' | 'installation' | 'installationReferenceCode' | 'status'> & Partial<Pick<TaskRow, 'number' | 'name' | 'locationName' | 'due'>>,
): void {
  dispatchOverlayOpen({
    type: 'task',
    props: {
      taskId: row.id,
      installation: row.installation,
      installationReferenceCode: row.installationReferenceCode,
      status: row.status,
      number: row.number,
      taskName: row.name,
      locationName: row.locationName,
      due: row.due,
    },
  });
}

/** The service report overlay of a task that has one. */
export function openServiceReportOverlay(row: Pick<TaskRow, 'id' | 'installationReferenceCode'>): void {
  dispatchOverlayOpen({ type: 'service-report', props: { taskId: row.id, installationNumber: row.installationReferenceCode } });
}

/** The control schema overlay of a task that has one. */
export function openControlSchemaOverlay(row: Pick<TaskRow, 'controlSchemaFile' | 'installationReferenceCode' | 'installationType' | 'installation' | 'locationName'>): void {
  if (row.controlSchemaFile === null) return;
  dispatchOverlayOpen({
    type: 'control-schema',
    props: {
      reportFile: row.controlSchemaFile,
      installationReferenceCode: row.installationReferenceCode,
      installationType: row.installationType,
      installationName: row.installation,
      locationName: row.locationName,
    },
  });
}

/** The file overlay: the task's files for its job number. */
export function openTaskFilesOverlay(row: Pick<TaskRow, 'id' | 'jobNumber'>): void {
  dispatchOverlayOpen({ type: 'task-files', props: { taskId: row.id, jobNumber: row.jobNumber } });
}
