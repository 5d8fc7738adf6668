import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import {
  type DownloadReportsOptions,
  ExportMenu,
  type ExportParams,
  type IssueRow,
  issueSeverities,
  issueSeverity,
  openIssueOverlay,
  openIssueStatusCodes,
  overlayUrlParams,
  portalRoutes,
  type ThermographyIssueRow,
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
  useChoiceFilters,
  useColumnChooser,
  useListPage,
  useLocationChoice,
  useRowFilters,
  type ChoiceFilterDefinition,
  type FilterTab,
  type RowFilterFields,
} from '@portal/shared/data-table';
import { issueColumns, thermographyColumns, thermographyCustomFields } from './issue-columns';
import { openThermographyOverlay } from './issue-overlays';
import { statusOfMode } from './issue-dates';
import { requestIssueBundle, useIssuePageInterval, useIssuePageList, useThermographyPageList, type IssueListMode } from './issues.resource';
import styles from './issue-list.module.css';

const tabIds = ['all', 'thermography'] as const;
type TabId = (typeof tabIds)[number];
const tabs: readonly FilterTab[] = [
  { id: 'all', labelKey: 'issues.tabs.all' },
  { id: 'thermography', labelKey: 'issues.tabs.thermography' },
];

const issueRowId = (row: IssueRow) => String(row.id);
const thermographyRowId = (row: ThermographyIssueRow) => String(row.issueId);
const filterFields: RowFilterFields<IssueRow> = { installationType: (row) => row.installationType };

/** The severity select (issueSeverity: the class of a thermography fault, the type of any other) and, on the current list, the status select. */
function choiceDefinitions<Row extends { status: string }>(
  t: (key: string) => string,
  mode: IssueListMode,
  severityOf: (row: Row) => string | null,
): ChoiceFilterDefinition<Row>[] {
  const severity: ChoiceFilterDefinition<Row> = {
    id: 'severity',
    label: t('issues.filter.severity'),
    allLabel: t('issues.filter.allSeverities'),
    options: issueSeverities.map((value) => ({ value, label: t(`issues.severity.${value}`) })),
    valueOf: severityOf,
  };
  const status: ChoiceFilterDefinition<Row> = {
    id: 'status',
    label: t('issues.filter.status'),
    allLabel: t('issues.filter.allStatuses'),
    options: openIssueStatusCodes.map((value) => ({ value, label: t(`issues.status.${value}`) })),
    valueOf: (row) => row.status,
  };
  return mode === 'current' ? [severity, status] : [severity];
}

/**
 * /aktuelle-fejl and /afsluttede-fejl (spec section 2, List pages): the list-page kit with the fault lists,
 * over the page's time interval, for the active location or the sub-locations chosen in the header.
 */
export function IssueListPage({ mode }: { mode: IssueListMode }) {
  const t = useT();
  const { claims } = useSession();
  const [searchParams] = useSearchParams();
  // A thermography overlay in the address (a shared link) opens on its tab.
  const page = useListPage<TabId>(searchParams.has(overlayUrlParams.thermography) ? 'thermography' : 'all', tabIds);
  const { customerId, locationCode, tab } = page;
  const interval = useIssuePageInterval(mode);
  const locations = useLocationChoice();
  const issues = useIssuePageList(mode, locations.selected, tab === 'all');
  const thermography = useThermographyPageList(mode, tab === 'thermography');
  const issueChoices = useMemo(() => choiceDefinitions<IssueRow>(t, mode, (row) => row.severity), [t, mode]);
  const thermoChoices = useMemo(() => choiceDefinitions<ThermographyIssueRow>(t, mode, (row) => issueSeverity(row)), [t, mode]);
  const issueChoice = useChoiceFilters(issues.data, issueChoices);
  const thermoChoice = useChoiceFilters(thermography.data, thermoChoices);
  const filters = useRowFilters(issueChoice.rows, filterFields);
  const allColumns = useMemo(() => (customerId ? issueColumns(customerId) : []), [customerId]);
  const customFields = thermographyCustomFields(thermography.data);
  const customKey = customFields.join('\n');
  const allThermoColumns = useMemo(
    () => thermographyColumns(locationCode ?? '', customKey === '' ? [] : customKey.split('\n')),
    [locationCode, customKey],
  );
  // One choice of columns for both fault pages (and one for both thermography tabs).
  const issueChooser = useColumnChooser('issues', allColumns);
  const thermoChooser = useColumnChooser('issues-thermography', allThermoColumns);
  useOverlayInAddress({
    type: 'issue',
    rows: issues.data,
    keyOf: (row: IssueRow) => row.number,
    isRowOf: (row, props) => row.id === props.issueId,
    open: openIssueOverlay,
  });
  useOverlayInAddress({
    type: 'thermography',
    rows: thermography.data,
    keyOf: (row: ThermographyIssueRow) => row.number,
    isRowOf: (row, props) => row.issueId === props.issueId,
    open: (row) => openThermographyOverlay(row, locationCode ?? ''),
  });

  if (!customerId || !locationCode) {
    return <p className={styles.notice}>{t('issues.page.noLocation')}</p>;
  }

  const title = mode === 'current' ? t('issues.page.currentTitle') : t('issues.page.completedTitle');
  const tableName = tab === 'thermography' ? t('issues.page.thermographyTableName') : title;
  const active = tab === 'all' ? issues : thermography;
  const chooser = tab === 'all' ? issueChooser : thermoChooser;
  const tableId = `issues-table-${mode}`;
  // The export holds the rows as this page shows them: the list call's parameters, then the page's own filters.
  const exportParams: ExportParams = {
    ...(tab === 'all' && locations.selected.length > 0 ? { locations: locations.selected.join(',') } : { location: locationCode }),
    from: interval.range.from,
    to: interval.range.to,
    status: statusOfMode[mode],
    severity: searchParams.get('severity') ?? undefined,
    issueStatus: searchParams.get('status') ?? undefined,
    ...(tab === 'all' ? { installationType: filters.headerProps.installationType } : {}),
    ...page.exportView,
  };
  const requestBundle = async (options: DownloadReportsOptions) => {
    const { selectedIds } = page.selection;
    await requestIssueBundle(customerId, locationCode, options, {
      IssueIds: selectedIds.map(Number),
      email: claims?.EmployeeEmail,
      name: claims?.EmployeeName,
    });
  };

  return (
    <section className={styles.page} aria-label={title}>
      <TableHeader
        title={title}
        headingLevel={1}
        tabs={tabs}
        tableId={tableId}
        interval={interval}
        actions={
          <>
            {mode === 'current' ? (
              <a href={portalRoutes.faultReport} className={styles.reportAction} onClick={(event) => { event.preventDefault(); navigateToUrl(portalRoutes.faultReport); }}>
                {t('issues.report.action')}
              </a>
            ) : null}
            <ExportMenu customerId={customerId} list={tab === 'all' ? 'faults' : 'thermography'} params={exportParams} disabled={!active.data} />
            <ColumnChooser {...chooser.chooserProps} />
          </>
        }
        {...page.headerProps}
        {...(tab === 'all' ? { ...filters.headerProps, ...issueChoice.headerProps, ...locations.headerProps } : thermoChoice.headerProps)}
      />
      <ListPageBody list={active} errorKey="issues.page.loadError" id={tableId} className={styles.table}>
        {tab === 'all' ? (
          <DataTable<IssueRow> rows={filters.rows} columns={issueChooser.columns} getRowId={issueRowId} tableName={tableName} {...page.tableProps} />
        ) : (
          <DataTable<ThermographyIssueRow>
            rows={thermoChoice.rows}
            columns={thermoChooser.columns}
            getRowId={thermographyRowId}
            tableName={tableName}
            {...page.tableProps}
          />
        )}
      </ListPageBody>
      <ListPageFooter page={page} rowCount={active.data?.length} onRequestBundle={requestBundle} listFailed={Boolean(active.error)} />
    </section>
  );
}
