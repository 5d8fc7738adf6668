import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DownloadReportsModal, Spinner, isApiError, useSession, useT, type IssueListStatus, type IssueRow, type ThermographyIssueRow } from '@portal/shared';
import { DataTable, TableFooter, TableHeader, useTableSelection, type FilterTab, type LocationOption } from '@portal/shared/data-table';
import { defaultIssueRange } from './issue-dates';
import { issueColumns, thermographyColumns } from './issue-columns';
import { requestIssueBundle, useIssueList, useRevalidateOnIssuesChanged, useThermographyList } from './issues.resource';
import styles from './issue-list.module.css';

export type IssueListMode = 'current' | 'completed';

/** Spec section 4: the fault filter of each page. */
const statusOf: Record<IssueListMode, IssueListStatus> = { current: 'NoAction', completed: 'Completed' };

type TabId = 'all' | 'thermography';
const tabs: readonly FilterTab[] = [
  { id: 'all', labelKey: 'issues.tabs.all' },
  { id: 'thermography', labelKey: 'issues.tabs.thermography' },
];

const issueRowId = (row: IssueRow) => String(row.id);
const thermographyRowId = (row: ThermographyIssueRow) => String(row.issueId);

function distinctSorted(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value.trim() !== ''))].sort((a, b) => a.localeCompare(b, 'da'));
}

/** The locations of the rows (the active location and its descendants), active location first. */
function locationsOf(rows: readonly IssueRow[], activeCode: string | null): LocationOption[] {
  const byCode = new Map<string, string>();
  for (const row of rows) {
    if (row.locationCode && !byCode.has(row.locationCode)) {
      byCode.set(row.locationCode, row.locationName || row.locationCode);
    }
  }
  return [...byCode.entries()]
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => (a.code === activeCode ? -1 : b.code === activeCode ? 1 : a.name.localeCompare(b.name, 'da')));
}

/** /aktuelle-fejl and /afsluttede-fejl (spec section 2, List pages). */
export function IssueListPage({ mode }: { mode: IssueListMode }) {
  const t = useT();
  const { customerId, locationCode, claims } = useSession();
  const [searchParams] = useSearchParams();
  const searchQuery = searchParams.get('tableSearchQuery');

  // Spec: tableSearchQuery sets the search text (otherwise it is cleared) and opens the filter area.
  const [searchText, setSearchText] = useState(searchQuery ?? '');
  const [filtersOpen, setFiltersOpen] = useState(Boolean(searchQuery));
  useEffect(() => {
    setSearchText(searchQuery ?? '');
    if (searchQuery) {
      setFiltersOpen(true);
    }
  }, [searchQuery]);

  const [tab, setTab] = useState<TabId>('all');
  const [installationType, setInstallationType] = useState('');
  const [selectedLocations, setSelectedLocations] = useState<string[]>([]);
  const selection = useTableSelection();
  const { clear: clearSelection } = selection;
  const [downloadOpen, setDownloadOpen] = useState(false);

  // A new location means new rows: the old filter values and selection no longer apply.
  useEffect(() => {
    setInstallationType('');
    setSelectedLocations([]);
    clearSelection();
  }, [customerId, locationCode, clearSelection]);

  useRevalidateOnIssuesChanged();
  const status = statusOf[mode];
  const issues = useIssueList(defaultIssueRange, status, tab === 'all');
  const thermography = useThermographyList(defaultIssueRange, status, tab === 'thermography');

  const title = mode === 'current' ? t('issues.page.currentTitle') : t('issues.page.completedTitle');
  const tableName = tab === 'thermography' ? t('issues.page.thermographyTableName') : title;

  const allRows = issues.data;
  const installationTypes = useMemo(() => distinctSorted((allRows ?? []).map((row) => row.installationType)), [allRows]);
  const locations = useMemo(() => locationsOf(allRows ?? [], locationCode), [allRows, locationCode]);
  const filteredRows = useMemo(
    () =>
      allRows?.filter(
        (row) =>
          (installationType === '' || row.installationType === installationType) &&
          (selectedLocations.length === 0 || selectedLocations.includes(row.locationCode)),
      ),
    [allRows, installationType, selectedLocations],
  );
  const columns = useMemo(() => (customerId ? issueColumns(customerId) : []), [customerId]);
  const thermoColumns = useMemo(() => thermographyColumns(locationCode ?? ''), [locationCode]);

  if (!customerId || !locationCode) {
    return <p className={styles.notice}>{t('issues.page.noLocation')}</p>;
  }

  const active = tab === 'all' ? issues : thermography;
  const tableId = `issues-table-${mode}`;

  const requestBundle = async (options: Parameters<typeof requestIssueBundle>[2]) => {
    await requestIssueBundle(customerId, locationCode, options, {
      IssueIds: selection.selectedIds.map(Number),
      email: claims?.EmployeeEmail,
      name: claims?.EmployeeName,
    });
  };

  return (
    <section className={styles.page} aria-label={title}>
      <TableHeader
        title={title}
        headingLevel={1}
        filtersOpen={filtersOpen}
        onFiltersOpenChange={setFiltersOpen}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        tabs={tabs}
        activeTab={tab}
        onTabChange={(id) => {
          setTab(id as TabId);
          clearSelection();
        }}
        tableId={tableId}
        {...(tab === 'all'
          ? {
              installationTypes,
              installationType,
              onInstallationTypeChange: setInstallationType,
              locations,
              selectedLocations,
              onSelectedLocationsChange: setSelectedLocations,
            }
          : {})}
      />
      <div id={tableId} className={styles.table}>
        {active.error ? (
          <p role="alert" className={styles.error}>
            {isApiError(active.error) && active.error.message ? active.error.message : t('issues.page.loadError')}
          </p>
        ) : active.isLoading && !active.data ? (
          <Spinner label={t('common.loading')} />
        ) : tab === 'all' ? (
          <DataTable<IssueRow>
            rows={filteredRows}
            columns={columns}
            getRowId={issueRowId}
            tableName={tableName}
            searchText={searchText}
            selectable
            selectedIds={selection.selectedIds}
            onSelectionChange={selection.setSelectedIds}
            onFilteredIdsChange={selection.setFilteredIds}
          />
        ) : (
          <DataTable<ThermographyIssueRow>
            rows={thermography.data}
            columns={thermoColumns}
            getRowId={thermographyRowId}
            tableName={tableName}
            searchText={searchText}
            selectable
            selectedIds={selection.selectedIds}
            onSelectionChange={selection.setSelectedIds}
            onFilteredIdsChange={selection.setFilteredIds}
          />
        )}
      </div>
      <TableFooter
        selectedCount={selection.selectedIds.length}
        allSelected={selection.allFilteredSelected}
        onSelectAllChange={selection.setAllFilteredSelected}
        onDownloadReports={() => setDownloadOpen(true)}
        selectAllDisabled={!active.data || active.data.length === 0}
      />
      <DownloadReportsModal
        open={downloadOpen}
        onClose={() => setDownloadOpen(false)}
        selectedCount={selection.selectedIds.length}
        onSubmit={requestBundle}
        onDone={clearSelection}
      />
    </section>
  );
}
