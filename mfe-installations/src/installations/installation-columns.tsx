import type { Installation, InstallationFile } from '@portal/shared';
import { installationCodePart } from '@portal/shared/rules';
import type { DataTableColumn } from '@portal/shared/data-table';
import { InstallationFilesCell } from './installation-files-cell.component';
import { StatusColourCell } from './status-colour-cell.component';

export interface InstallationColumnActions {
  openOverlay: (installation: Installation) => void;
  upload: (installation: Installation) => void;
  /** Deletes a file (confirmed in the file list); rejects with what the row shows. */
  deleteFile: (installation: Installation, file: InstallationFile) => Promise<void>;
}

/**
 * The installation grid's columns (spec section 2, Installations page). The ids of the sortable ones
 * are the query call's sort columns; the server sorts.
 */
export function installationColumns(actions: InstallationColumnActions): DataTableColumn<Installation>[] {
  return [
    {
      id: 'status',
      headerKey: 'installations.column.status',
      sortable: false,
      width: 190,
      card: 'chip',
      cell: { type: 'custom', render: (row) => <StatusColourCell status={row.status} /> },
    },
    { id: 'name', field: 'name', headerKey: 'installations.column.name', pinned: true, flex: 2, minWidth: 240, cell: { type: 'link', onClick: actions.openOverlay }, card: 'title' },
    { id: 'code', headerKey: 'installations.column.code', value: (row) => installationCodePart(row.code), flex: 1, minWidth: 110, card: 'meta' },
    { id: 'type', field: 'type', headerKey: 'installations.column.type', flex: 1, minWidth: 210, card: 'meta' },
    {
      id: 'files',
      headerKey: 'installations.column.files',
      sortable: false,
      flex: 2,
      minWidth: 260,
      card: 'meta',
      cell: {
        type: 'custom',
        render: (row) => (
          <InstallationFilesCell installation={row} onUpload={() => actions.upload(row)} onDelete={(file) => actions.deleteFile(row, file)} />
        ),
        text: (row) => row.files.map((file) => file.displayName).join(', '),
      },
    },
  ];
}
