import { dispatchOverlayOpen, type IssueRow, type ThermographyIssueRow } from '@portal/shared';

// Apart from the grid's columns, so the dashboard widget opens an overlay without loading the grid.

/** Opens the thermography overlay (its details call carries the fields, report and note). */
export function openThermographyOverlay(row: Pick<ThermographyIssueRow, 'issueId'>, locationCode: string): void {
  dispatchOverlayOpen({ type: 'thermography', props: { issueId: row.issueId, locationCode } });
}

/** The service report of the issue's task (an overlay of the tasks remote). */
export function openServiceReportOverlay(row: Pick<IssueRow, 'taskId' | 'installationReferenceCode'>): void {
  if (row.taskId === null) return;
  dispatchOverlayOpen({ type: 'service-report', props: { taskId: row.taskId, installationNumber: row.installationReferenceCode } });
}

/** The control schema of the issue's task (an overlay of the tasks remote). */
export function openControlSchemaOverlay(row: Pick<IssueRow, 'controlSchemaFile' | 'installationReferenceCode' | 'installationType' | 'installation' | 'locationName'>): void {
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
