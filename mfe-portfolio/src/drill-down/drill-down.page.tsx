import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  CompactTable,
  ErrorState,
  ExportMenu,
  formatDate,
  issueStatusTone,
  openIssueOverlay,
  openTaskOverlay,
  Spinner,
  StatusChip,
  taskStatusLabelKey,
  taskStatusTone,
  TwoLineCell,
  useOverlayInAddress,
  useSession,
  useT,
  type CompactColumn,
  type ExportParams,
  type IssueRow,
  type TaskRow,
} from '@portal/shared';
import { drillDownOf, OVERVIEW_PATH, type DrillDown } from '../portfolio/portfolio-paths';
import { useDrillDownRows } from '../portfolio/portfolio.resource';
import styles from './drill-down.module.css';

const taskColumns: readonly CompactColumn<TaskRow>[] = [
  {
    id: 'number',
    headerKey: 'portfolio.list.task',
    render: (row) => (
      <Button variant="link" onClick={() => openTaskOverlay(row)}>
        {row.number}
      </Button>
    ),
  },
  { id: 'location', headerKey: 'portfolio.list.location', render: (row) => <TwoLineCell primary={row.locationName} secondary={row.location} /> },
  { id: 'installation', headerKey: 'portfolio.list.installation', render: (row) => <TwoLineCell primary={row.installation} secondary={row.name} /> },
  { id: 'due', headerKey: 'portfolio.list.due', render: (row) => formatDate(row.due) },
  { id: 'status', headerKey: 'portfolio.list.status', render: (row) => <TaskStatus status={row.status} /> },
];

const issueColumns: readonly CompactColumn<IssueRow>[] = [
  {
    id: 'number',
    headerKey: 'portfolio.list.fault',
    render: (row) => (
      <Button variant="link" onClick={() => openIssueOverlay(row)}>
        {row.number}
      </Button>
    ),
  },
  { id: 'location', headerKey: 'portfolio.list.location', render: (row) => <TwoLineCell primary={row.locationName} secondary={row.locationCode} /> },
  { id: 'installation', headerKey: 'portfolio.list.installation', render: (row) => row.installation },
  { id: 'created', headerKey: 'portfolio.list.created', render: (row) => formatDate(row.created) },
  { id: 'status', headerKey: 'portfolio.list.status', render: (row) => <IssueStatus status={row.status} /> },
];

function TaskStatus({ status }: { status: TaskRow['status'] }) {
  const t = useT();
  return <StatusChip tone={taskStatusTone(status)}>{t(`portfolio.list.taskStatus.${taskStatusLabelKey(status)}`)}</StatusChip>;
}

function IssueStatus({ status }: { status: string }) {
  const t = useT();
  return <StatusChip tone={issueStatusTone(status)}>{t(`portfolio.list.issueStatus.${status}`)}</StatusChip>;
}

const byDue = (a: TaskRow, b: TaskRow) => a.due.localeCompare(b.due);
const byCreated = (a: IssueRow, b: IssueRow) => a.created.localeCompare(b.created);

function DrillDownList({ drillDown }: { drillDown: DrillDown }) {
  const t = useT();
  const { customerId } = useSession();
  const { tasks, issues, isTasks, from, to, status } = useDrillDownRows(drillDown);
  const list = isTasks ? tasks : issues;
  const taskRows = tasks.data ? [...tasks.data].sort(byDue) : undefined;
  const issueRows = issues.data ? [...issues.data].sort(byCreated) : undefined;
  // Each row opens its overlay, which is in the address as on the lists (?eftersyn=, ?fejl=): Back closes it.
  useOverlayInAddress({ type: 'task', rows: taskRows, keyOf: (row: TaskRow) => row.number, isRowOf: (row, props) => row.id === props.taskId, open: openTaskOverlay });
  useOverlayInAddress({ type: 'issue', rows: issueRows, keyOf: (row: IssueRow) => row.number, isRowOf: (row, props) => row.id === props.issueId, open: openIssueOverlay });
  // The export holds the rows as this page lists them: the same call, in the same order.
  const exportParams: ExportParams = { locations: drillDown.locations.join(','), from, to, status, sort: isTasks ? 'due' : 'created', dir: 'asc' };
  const title = t(`portfolio.list.title.${drillDown.kind}`);
  return (
    <>
      <div className={styles.bar}>
        <p className={styles.summary}>
          {t(`portfolio.list.summary.${drillDown.kind}`, { locations: drillDown.locations.join(', '), from: formatDate(from), to: formatDate(to) })}
        </p>
        <ExportMenu customerId={customerId} list={isTasks ? 'inspections' : 'faults'} params={exportParams} disabled={!list.data} />
      </div>
      {list.error ? <ErrorState error={list.error} fallbackKey="portfolio.list.loadError" /> : null}
      {!list.data && !list.error ? <Spinner label={t('common.loading')} /> : null}
      {list.data ? (
        <>
          <p className={styles.count} aria-live="polite">
            {t('portfolio.list.count', { count: list.data.length })}
          </p>
          <div data-testid="drill-down-table">
            {taskRows ? <CompactTable rows={taskRows} columns={taskColumns} getRowId={(row) => String(row.id)} tableName={title} limit={taskRows.length} /> : null}
            {issueRows ? <CompactTable rows={issueRows} columns={issueColumns} getRowId={(row) => String(row.id)} tableName={title} limit={issueRows.length} /> : null}
          </div>
        </>
      ) : null}
    </>
  );
}

/**
 * /overblik/liste?kind=&months=&locations=: what a figure of the overview counts, for those locations with their
 * sub-locations, from the spec's calls for several locations; the URL carries the selection and the open record.
 */
export default function DrillDownPage() {
  const t = useT();
  const [search] = useSearchParams();
  const drillDown = drillDownOf(search);
  return (
    <section className={styles.page} aria-labelledby="drill-down-title">
      <p>
        <Link to={`${OVERVIEW_PATH}?months=${drillDown?.months ?? ''}`}>{t('portfolio.list.back')}</Link>
      </p>
      <h1 id="drill-down-title" className={styles.title}>
        {drillDown ? t(`portfolio.list.title.${drillDown.kind}`) : t('portfolio.list.invalid')}
      </h1>
      {drillDown ? <DrillDownList drillDown={drillDown} /> : null}
    </section>
  );
}
