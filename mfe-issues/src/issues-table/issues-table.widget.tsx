import { useMemo } from 'react';
import { Button, CompactTable, DashboardWidget, ErrorState, Spinner, formatDate, useT, type CompactColumn, type IssueRow } from '@portal/shared';
import { dashboardIssueRange, toDay } from '../issues/issue-dates';
import { openIssueOverlay } from '../issues/issue-overlays';
import { useIssueList } from '../issues/issues.resource';

/** Spec section 9: dashboard tables show 5 rows. */
export const dashboardPageSize = 5;
const currentIssuesPath = '/aktuelle-fejl';

const rowId = (row: IssueRow) => String(row.id);

/** A plain table (no ag-grid on the dashboard): number opens the overlay, then where and when. */
const columns: CompactColumn<IssueRow>[] = [
  {
    id: 'number',
    headerKey: 'issues.column.number',
    render: (row) => (
      <Button variant="link" onClick={() => openIssueOverlay(row)}>
        {row.number}
      </Button>
    ),
  },
  { id: 'installation', headerKey: 'issues.column.installation', render: (row) => row.installation },
  { id: 'location', headerKey: 'issues.column.location', render: (row) => row.locationName },
  { id: 'created', headerKey: 'issues.column.created', render: (row) => formatDate(row.created) },
  { id: 'latestNote', headerKey: 'issues.column.latestNote', render: (row) => row.latestNote ?? '' },
];

/** Dashboard issues table: current issues (status DASHBOARD), 5 rows, a see-all link to /aktuelle-fejl. */
export function IssuesTableWidget() {
  const t = useT();
  const today = toDay(new Date());
  // Recomputed per day only, so the SWR key stays the same between renders.
  const range = useMemo(() => dashboardIssueRange(new Date(`${today}T12:00:00`)), [today]);
  // Only the rows the widget shows: the API bounds the list (a large site has thousands).
  const { data, error, isLoading, hasLocation } = useIssueList(range, 'DASHBOARD', true, dashboardPageSize);
  const title = t('issues.widget.title');

  return (
    <DashboardWidget
      id="issues-table-widget"
      title={title}
      seeAllPath={currentIssuesPath}
      seeAllLabel={t('issues.widget.seeAll')}
      notice={hasLocation ? undefined : t('issues.page.noLocation')}
    >
      {error ? (
        <ErrorState error={error} fallbackKey="issues.page.loadError" />
      ) : isLoading && !data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <CompactTable rows={data ?? []} columns={columns} getRowId={rowId} tableName={title} limit={dashboardPageSize} />
      )}
    </DashboardWidget>
  );
}
