import type { IssueRow } from '../contract/issues';
import type { TaskRow } from '../contract/tasks';
import { dispatchOverlayOpen } from '../events/portal-events';

/**
 * Opens a record's overlay from any page (a list, a dashboard widget, the portfolio's drill-down): the overlay is
 * its remote's parcel, mounted by the shell's overlay host. Apart from the grid's columns, so a page without the
 * grid opens one too.
 */

/** The fault overlay of a row. */
export function openIssueOverlay(row: Pick<IssueRow, 'id' | 'locationCode'>): void {
  dispatchOverlayOpen({ type: 'issue', props: { issueId: row.id, locationCode: row.locationCode } });
}

/** The task overlay: installation, status change with a note, history; the row's number, name, location and due date head it. */
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
