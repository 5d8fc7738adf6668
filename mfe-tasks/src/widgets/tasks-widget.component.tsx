import {
  Button,
  type CompactColumn,
  CompactTable,
  DashboardWidget,
  ErrorState,
  openTaskOverlay,
  Spinner,
  StatusChip,
  type TaskRow,
  taskStatusLabelKey,
  taskStatusTone,
  TwoLineCell,
  useT,
} from '@portal/shared';
import { DueCell } from '../tasks/due-cell.component';

/** Spec section 9: dashboard tables show 5 rows. */
export const dashboardPageSize = 5;

const rowId = (row: TaskRow) => String(row.id);

export interface TasksWidgetProps {
  id: string;
  titleKey: string;
  seeAllPath: string;
  /** The widget's call (SWR's state), asked for its first `dashboardPageSize` rows only. */
  list: { data?: TaskRow[] | undefined; error?: unknown; isLoading: boolean; hasLocation: boolean; mutate?: () => unknown };
}

/**
 * A dashboard task table (no ag-grid on the dashboard): 5 rows, the number opens the task overlay, the unit with its
 * location under it, the status as a chip, the due date with its overdue label; a see-all link.
 */
export function TasksWidget({ id, titleKey, seeAllPath, list }: TasksWidgetProps) {
  const t = useT();
  const { data, error, isLoading, hasLocation, mutate } = list;
  const title = t(titleKey);
  const columns: CompactColumn<TaskRow>[] = [
    {
      id: 'number',
      headerKey: 'tasks.column.number',
      render: (row) => (
        <Button variant="link" onClick={() => openTaskOverlay(row)}>
          {row.number}
        </Button>
      ),
    },
    { id: 'installation', headerKey: 'tasks.column.installation', render: (row) => <TwoLineCell primary={row.installation} secondary={row.locationName} /> },
    {
      id: 'status',
      headerKey: 'tasks.column.status',
      render: (row) => <StatusChip tone={taskStatusTone(row.status)}>{t(`tasks.status.${taskStatusLabelKey(row.status)}`)}</StatusChip>,
    },
    { id: 'due', headerKey: 'tasks.column.due', render: (row) => <DueCell row={row} /> },
  ];

  return (
    <DashboardWidget id={id} title={title} seeAllPath={seeAllPath} seeAllLabel={t('tasks.widget.seeAll')} notice={hasLocation ? undefined : t('tasks.page.noLocation')}>
      {error ? (
        <ErrorState error={error} fallbackKey="tasks.page.loadError" onRetry={mutate ? () => void mutate() : undefined} />
      ) : isLoading && !data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <CompactTable rows={data ?? []} columns={columns} getRowId={rowId} tableName={title} limit={dashboardPageSize} />
      )}
    </DashboardWidget>
  );
}
