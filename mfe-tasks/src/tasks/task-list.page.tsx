import { useMemo } from 'react';
import {
  type DownloadReportsOptions,
  ExportMenu,
  type ExportParams,
  openTaskOverlay,
  type TaskRow,
  useOverlayInAddress,
  useSession,
  useT,
} from '@portal/shared';
import {
  ColumnChooser,
  DataTable,
  ListPageBody,
  ListPageFooter,
  TableHeader,
  useColumnChooser,
  useListPage,
  useLocationChoice,
  useRowFilters,
  type RowFilterFields,
} from '@portal/shared/data-table';
import { statusOfMode, type TaskListMode } from './task-dates';
import { taskColumns } from './task-columns';
import { requestTaskBundle, useTaskPageInterval, useTaskPageList } from './tasks.resource';
import styles from './task-list.module.css';

const rowId = (row: TaskRow) => String(row.id);
const filterFields: RowFilterFields<TaskRow> = { installationType: (row) => row.installationType };

const titleKeys: Record<TaskListMode, string> = {
  urgent: 'tasks.page.urgentTitle',
  completed: 'tasks.page.completedTitle',
  planned: 'tasks.page.plannedTitle',
};

/**
 * /aktuelle-eftersyn, /afsluttede-eftersyn and /kommende-eftersyn (spec section 2, List pages): the list-page kit
 * with the task lists, over the page's time interval, for the active location or the chosen sub-locations.
 */
export function TaskListPage({ mode }: { mode: TaskListMode }) {
  const t = useT();
  const { claims } = useSession();
  const page = useListPage();
  const { customerId, locationCode } = page;
  const interval = useTaskPageInterval(mode);
  const locations = useLocationChoice();
  const tasks = useTaskPageList(mode, locations.selected);
  const filters = useRowFilters(tasks.data, filterFields);
  const allColumns = useMemo(() => taskColumns(mode, t), [mode, t]);
  // The pages differ in a column or two; each remembers its own choice.
  const chooser = useColumnChooser(`tasks-${mode}`, allColumns);
  useOverlayInAddress({
    type: 'task',
    rows: tasks.data,
    keyOf: (row: TaskRow) => row.number,
    isRowOf: (row, props) => row.id === props.taskId,
    open: openTaskOverlay,
  });

  if (!customerId || !locationCode) {
    return <p className={styles.notice}>{t('tasks.page.noLocation')}</p>;
  }

  const title = t(titleKeys[mode]);
  const tableId = `tasks-table-${mode}`;
  // The export holds the rows as this page shows them: the list call's parameters, then the page's own filters.
  const exportParams: ExportParams = {
    ...(locations.selected.length > 0 ? { locations: locations.selected.join(',') } : { location: locationCode }),
    from: interval.range.from,
    to: interval.range.to,
    status: statusOfMode[mode],
    installationType: filters.headerProps.installationType,
    ...page.exportView,
  };
  const requestBundle = async (options: DownloadReportsOptions) => {
    await requestTaskBundle(customerId, locationCode, options, {
      TaskIds: page.selection.selectedIds.map(Number),
      email: claims?.EmployeeEmail,
      name: claims?.EmployeeName,
    });
  };

  return (
    <section className={styles.page} aria-label={title}>
      <TableHeader
        title={title}
        headingLevel={1}
        tableId={tableId}
        interval={interval}
        actions={
          <>
            <ExportMenu customerId={customerId} list="inspections" params={exportParams} disabled={!tasks.data} />
            <ColumnChooser {...chooser.chooserProps} />
          </>
        }
        {...page.headerProps}
        {...filters.headerProps}
        {...locations.headerProps}
      />
      <ListPageBody list={tasks} errorKey="tasks.page.loadError" id={tableId} className={styles.table}>
        <DataTable<TaskRow> rows={filters.rows} columns={chooser.columns} getRowId={rowId} tableName={title} {...page.tableProps} />
      </ListPageBody>
      <ListPageFooter page={page} rowCount={tasks.data?.length} onRequestBundle={requestBundle} listFailed={Boolean(tasks.error)} />
    </section>
  );
}
