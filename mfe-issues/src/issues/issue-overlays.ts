import { dispatchOverlayOpen, type IssueRow, type ThermographyIssueRow } from '@portal/shared';

// Apart from the grid's columns, so the dashboard widget opens an overlay without loading the grid.

/** Opens the issue overlay (a parcel of this remote, mounted by the shell's overlay host). */
export function openIssueOverlay(row: Pick<IssueRow, 'id' | 'locationCode'>): void {
  dispatchOverlayOpen({ type: 'issue', props: { issueId: row.id, locationCode: row.locationCode } });
}

/** Opens the thermography overlay with what the row already knows (report file, note, class). */
export function openThermographyOverlay(row: ThermographyIssueRow, locationCode: string): void {
  dispatchOverlayOpen({
    type: 'thermography',
    props: {
      issueId: row.issueId,
      locationCode,
      fileUrl: row.fileUrl,
      fileName: row.fileName,
      note: row.note,
      issueClass: row.Fejlklasse,
      issueType: row.Fejltype,
      faultId: row.FejlId,
    },
  });
}
