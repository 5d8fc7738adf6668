import { useMemo } from 'react';
import { useT, type Notification } from '@portal/shared';
import { DataTable, type DataTableColumn } from '@portal/shared/data-table';
import styles from './notifications.module.css';

interface NotificationTableProps {
  rows: Notification[] | undefined;
  tableName: string;
  /** The id being removed: its button is busy. */
  removing: number | null;
  onRemove: (row: Notification) => void;
}

const rowId = (row: Notification) => String(row.id);

/** One of the page's two tables (spec section 2): name, e-mail, type and a delete icon. */
export function NotificationTable({ rows, tableName, removing, onRemove }: NotificationTableProps) {
  const t = useT();
  const columns = useMemo<DataTableColumn<Notification>[]>(
    () => [
      { field: 'name', headerKey: 'notifications.table.name', flex: 1, minWidth: 140, card: 'title' },
      { field: 'email', headerKey: 'notifications.table.email', flex: 1.4, minWidth: 200, card: 'meta' },
      { field: 'type', headerKey: 'notifications.table.type', cell: { type: 'status', keyPrefix: 'notifications.type' }, flex: 1, minWidth: 180, card: 'meta' },
      {
        id: 'delete',
        headerKey: 'notifications.table.delete',
        sortable: false,
        width: 90,
        card: 'meta',
        cell: {
          type: 'custom',
          render: (row) => (
            <button
              type="button"
              className={styles.deleteButton}
              aria-label={t('notifications.table.deleteRow', { email: row.email })}
              disabled={removing === row.id}
              aria-busy={removing === row.id || undefined}
              onClick={() => onRemove(row)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z" />
              </svg>
            </button>
          ),
        },
      },
    ],
    [t, removing, onRemove],
  );
  return <DataTable<Notification> rows={rows} columns={columns} getRowId={rowId} tableName={tableName} />;
}
