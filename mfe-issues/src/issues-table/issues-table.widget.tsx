import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  ClampedText,
  type CompactColumn,
  CompactTable,
  DashboardWidget,
  ErrorState,
  type FilterTab,
  FilterTabs,
  type IssueRow,
  issueSeverity,
  openIssueOverlay,
  portalRoutes,
  routePath,
  severityTone,
  Spinner,
  StatusChip,
  type ThermographyIssueRow,
  TwoLineCell,
  useSession,
  useT,
  useVocabulary,
} from '@portal/shared';
import { openThermographyOverlay } from '../issues/issue-overlays';
import meta from '../../remote.meta.json';
import { useIssueList, useIssuePageInterval, useThermographyList } from '../issues/issues.resource';

/** Spec section 9: dashboard tables show 5 rows. */
export const dashboardPageSize = 5;
const currentIssuesPath = routePath(meta, 'currentIssues');

type TabId = 'all' | 'thermography';
const tabs: readonly FilterTab[] = [
  { id: 'all', labelKey: 'issues.tabs.all' },
  { id: 'thermography', labelKey: 'issues.tabs.thermography' },
];

const rowId = (row: IssueRow) => String(row.id);
const thermographyRowId = (row: ThermographyIssueRow) => String(row.issueId);

/** The provider's fault type in the reader's language, cut after its lines at a word. */
function VocabularyClampedText({ value }: { value: string | null | undefined }) {
  return <ClampedText text={useVocabulary()(value)} />;
}

/** A severity as its chip ('A – Kritisk'), in the colour the lists' severity column gives it (severityTone). */
function SeverityChip({ severity }: { severity: string }) {
  const t = useT();
  return <StatusChip tone={severityTone(severity)}>{t(`issues.severity.${severity}`)}</StatusChip>;
}

/**
 * A plain table (no ag-grid on the dashboard) that fits its card: the number opens the overlay, then how serious,
 * the unit with its location under it and the latest note (three lines at most, whole in its tooltip).
 */
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
  {
    id: 'severity',
    headerKey: 'issues.column.severity',
    render: (row) => (row.severity ? <SeverityChip severity={row.severity} /> : null),
  },
  { id: 'installation', headerKey: 'issues.column.installation', render: (row) => <TwoLineCell primary={row.installation} secondary={row.locationName} /> },
  { id: 'latestNote', headerKey: 'issues.column.latestNote', render: (row) => <ClampedText text={row.latestNote} /> },
];

/** The thermography faults: number opens the thermography overlay, then the panel and what was found. */
function thermographyColumns(locationCode: string): CompactColumn<ThermographyIssueRow>[] {
  return [
    {
      id: 'number',
      headerKey: 'issues.column.number',
      render: (row) => (
        <Button variant="link" onClick={() => openThermographyOverlay(row, locationCode)}>
          {row.number}
        </Button>
      ),
    },
    {
      id: 'severity',
      headerKey: 'issues.column.severity',
      render: (row) => {
        const severity = issueSeverity(row);
        return severity ? <SeverityChip severity={severity} /> : null;
      },
    },
    { id: 'tablet', headerKey: 'issues.column.tabletNumber', render: (row) => row.Tavlenr },
    { id: 'type', headerKey: 'issues.column.issueType', render: (row) => <VocabularyClampedText value={row.Fejltype} /> },
  ];
}

/** The list's error, its first-load spinner, or the table. */
function WidgetBody({ list, children }: { list: { error?: unknown; isLoading: boolean; data?: unknown; mutate?: () => unknown }; children: ReactNode }) {
  const t = useT();
  if (list.error) return <ErrorState error={list.error} fallbackKey="issues.page.loadError" onRetry={list.mutate ? () => void list.mutate?.() : undefined} />;
  if (list.isLoading && !list.data) return <Spinner label={t('common.loading')} />;
  return <>{children}</>;
}

/**
 * Dashboard fault table (spec section 2): current faults (status DASHBOARD) and, in a second tab, the
 * thermography faults, both loaded on every load and location change; 5 rows, a see-all link to /aktuelle-fejl.
 */
export function IssuesTableWidget() {
  const t = useT();
  const { locationCode } = useSession();
  const [tab, setTab] = useState<TabId>('all');
  // The current faults list's own interval: the widget's rows are the first of what 'Se alle' lists.
  const { range } = useIssuePageInterval('current');
  // Only the rows the widget shows: the API bounds the lists (a large site has thousands).
  const issues = useIssueList(range, 'DASHBOARD', true, dashboardPageSize);
  const thermography = useThermographyList(range, 'DASHBOARD', true, dashboardPageSize);
  const thermoColumns = useMemo(() => thermographyColumns(locationCode ?? ''), [locationCode]);
  const title = t('issues.widget.title');
  const panelId = useId();

  return (
    <DashboardWidget
      id="issues-table-widget"
      title={title}
      seeAllPath={currentIssuesPath}
      seeAllLabel={t('issues.widget.seeAll')}
      action={{ path: portalRoutes.faultReport, label: t('issues.report.action') }}
      notice={issues.hasLocation ? undefined : t('issues.page.noLocation')}
    >
      <FilterTabs tabs={tabs} activeTab={tab} onTabChange={(id) => setTab(id as TabId)} label={t('issues.widget.tabs')} controls={panelId} />
      <div id={panelId}>
        {tab === 'all' ? (
          <WidgetBody list={issues}>
            <CompactTable rows={issues.data ?? []} columns={columns} getRowId={rowId} tableName={title} limit={dashboardPageSize} />
          </WidgetBody>
        ) : (
          <WidgetBody list={thermography}>
            <CompactTable
              rows={thermography.data ?? []}
              columns={thermoColumns}
              getRowId={thermographyRowId}
              tableName={t('issues.page.thermographyTableName')}
              limit={dashboardPageSize}
            />
          </WidgetBody>
        )}
      </div>
    </DashboardWidget>
  );
}
