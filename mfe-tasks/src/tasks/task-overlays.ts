import { dispatchOverlayOpen, type TaskRow } from '@portal/shared';

// Apart from the grid's columns, so the dashboard widgets open overlays without loading the grid.

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
