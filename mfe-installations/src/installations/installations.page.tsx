import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  dispatchOverlayOpen,
  type DownloadReportsOptions,
  ErrorState,
  ExportMenu,
  type Installation,
  type InstallationFile,
  type InstallationSortColumn,
  UploadModal,
  useErrorMessage,
  useOverlayInAddress,
  useSession,
  useT,
} from '@portal/shared';
import { installationPageSize, installationSortColumns } from '@portal/shared/rules';
import {
  InfiniteDataTable,
  ListPageFooter,
  TableHeader,
  rowHeightFor,
  type InfiniteBlock,
  type InfiniteBlockRequest,
  type InfiniteDataTableHandle,
  type InfiniteRows,
  formatSortParam,
  installationTypeParamName,
  parseSortParam,
  sortParamName,
  useLocationReset,
  useSearchParam,
} from '@portal/shared/data-table';
import { installationColumns } from './installation-columns';
import type { InstallationFilter } from './installation-query';
import { deleteInstallationFile, queryInstallations, requestUnitBundle, uploadInstallationFiles } from './installations.resource';
import { unitRowId, useUnitSelection } from './use-unit-selection';
import styles from './installations.module.css';
import { QrLabelsButton } from './qr-labels-button.component';

/** Typing settles this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

const isSortColumn = (column: string): column is InstallationSortColumn => (installationSortColumns as readonly string[]).includes(column);
/** Spec section 9: 50 px plus 30 per file. */
const unitRowHeight = (row: Installation) => rowHeightFor({ fileCount: row.files.length });
const nothingLoaded: InfiniteRows<Installation> = { rows: [], total: null };

function openInstallationOverlay(row: Pick<Installation, 'name' | 'code' | 'type'>): void {
  dispatchOverlayOpen({ type: 'installation', props: { installationName: row.name, installationCode: row.code, installationType: row.type } });
}

/**
 * /enheder (spec section 2, Installations page): the active location's units in a server-paged grid
 * (blocks of 10) with search, type filter and sort, a status colour per unit, file upload and delete, and
 * the list pages' footer: selected units (kept across pages and searches), select-all, and "Download
 * rapporter" for their inspections' reports. Search, type filter and sort are in the address; the rest lives in
 * the page, so leaving the route resets it.
 */
export function InstallationsPage() {
  const t = useT();
  const errorText = useErrorMessage();
  const { customerId, locationCode } = useSession();
  // Search, type filter and sort live in the address (a reload or a shared link shows the same units).
  const { searchText, setSearchText, filtersOpen, setFiltersOpen } = useSearchParam();
  const [search, setSearch] = useState(searchText);
  const [searchParams, setSearchParams] = useSearchParams();
  const typeFilter = searchParams.get(installationTypeParamName) ?? '';
  const setParam = useCallback(
    (name: string, value: string | null) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const setTypeFilter = useCallback((value: string) => setParam(installationTypeParamName, value), [setParam]);
  // The sort the address brings, for the grid's start (a column the server cannot sort by is ignored).
  const [initialSort] = useState(() => {
    const sort = parseSortParam(searchParams.get(sortParamName));
    return sort && isSortColumn(sort.colId) ? { column: sort.colId, direction: sort.direction } : null;
  });
  const [types, setTypes] = useState<readonly string[]>([]);
  /** Bumped after an upload to a unit the grid no longer holds: it loads again from the first block. */
  const [version, setVersion] = useState(0);
  const [uploadFor, setUploadFor] = useState<Installation | null>(null);
  const [bundleOpen, setBundleOpen] = useState(false);
  const [loaded, setLoaded] = useState<InfiniteRows<Installation>>(nothingLoaded);
  /** The last block's failure, shown over the grid with "Prøv igen" until a block loads. */
  const [loadError, setLoadError] = useState<unknown>(null);
  const table = useRef<InfiniteDataTableHandle<Installation> | null>(null);
  /** The sort the grid last asked the server for: the export asks for the same. */
  const [sort, setSort] = useState<{ column: InstallationSortColumn; direction: 'asc' | 'desc' } | null | undefined>(undefined);
  const filter = useMemo<InstallationFilter>(() => ({ nameSearch: search, typeFilter }), [search, typeFilter]);
  const selection = useUnitSelection({ customerId, locationCode, filter, loaded });

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  // Another location's units: its own types, no filter (not when the page opens: the address may bring one).
  const opened = useRef(false);
  useLocationReset(
    useCallback(() => {
      if (opened.current) setTypeFilter('');
      opened.current = true;
      setTypes([]);
    }, [setTypeFilter]),
  );

  // The sort the grid asked the server for, in the address.
  useEffect(() => {
    if (sort !== undefined) setParam(sortParamName, sort ? formatSortParam({ colId: sort.column, direction: sort.direction }) : null);
  }, [sort, setParam]);

  const loadBlock = useCallback(
    async (request: InfiniteBlockRequest): Promise<InfiniteBlock<Installation>> => {
      if (!customerId || !locationCode) return { rows: [], total: 0 };
      const sort = request.sort && isSortColumn(request.sort.column) ? request.sort : null;
      setSort(sort ? { column: sort.column as InstallationSortColumn, direction: sort.direction } : null);
      try {
        const result = await queryInstallations(customerId, locationCode, {
          skip: request.skip,
          take: request.take,
          sortCol: sort ? (sort.column as InstallationSortColumn) : 'name',
          sortDir: sort ? sort.direction : 'asc',
          nameSearch: search,
          typeFilter,
        });
        setTypes(result.types);
        setLoadError(null);
        return { rows: result.installations, total: result.total };
      } catch (error) {
        // Logged for support (spec section 8) and shown: a page that stays empty without a word helps nobody.
        console.error('The installation query failed', error);
        setLoadError(error);
        throw error;
      }
    },
    [customerId, locationCode, search, typeFilter],
  );

  useOverlayInAddress({
    type: 'installation',
    rows: loaded.total === null ? undefined : loaded.rows,
    keyOf: (row: Installation) => row.code,
    isRowOf: (row, props) => row.code === props.installationCode,
    open: openInstallationOverlay,
  });

  const columns = useMemo(
    () =>
      installationColumns({
        openOverlay: openInstallationOverlay,
        upload: setUploadFor,
        // A failure is shown in the unit's row by the file list; a success updates the row in place.
        deleteFile: async (installation, file: InstallationFile) => {
          if (!customerId || !locationCode) return;
          await deleteInstallationFile(customerId, locationCode, installation, file.fileName);
          table.current?.updateRow({ ...installation, files: installation.files.filter((other) => other.fileName !== file.fileName) });
        },
      }),
    [customerId, locationCode],
  );

  if (!customerId || !locationCode) {
    return <p className={styles.notice}>{t('installations.page.noLocation')}</p>;
  }

  const title = t('installations.page.title');
  const requestBundle = async (options: DownloadReportsOptions) => {
    await requestUnitBundle(customerId, locationCode, selection.selectedIds.map(Number), options);
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
        installationTypes={types}
        installationType={typeFilter}
        onInstallationTypeChange={setTypeFilter}
        actions={
          <>
            <QrLabelsButton customerId={customerId} locationCode={locationCode} />
            <ExportMenu
              customerId={customerId}
              list="installations"
              // Every unit the grid's search, type filter and sort hold, streamed page by page by the server.
              params={{ location: locationCode, q: search, installationType: typeFilter, sort: sort?.column, dir: sort?.direction }}
              disabled={loaded.total === null}
            />
          </>
        }
      />
      {loadError ? (
        <ErrorState error={loadError} fallbackKey="installations.page.loadError" onRetry={() => setVersion((current) => current + 1)} />
      ) : null}
      <InfiniteDataTable<Installation>
        columns={columns}
        getRowId={unitRowId}
        tableName={title}
        loadBlock={loadBlock}
        queryKey={`${customerId}|${locationCode}|${search}|${typeFilter}|${version}`}
        initialSort={initialSort}
        blockSize={installationPageSize}
        rowHeight={unitRowHeight}
        selectable
        selectedIds={selection.selectedIds}
        onSelectionChange={selection.setSelectedIds}
        onRowsChange={setLoaded}
        handleRef={table}
      />
      <ListPageFooter page={{ selection, bundleOpen, setBundleOpen, tableSettled: true }} rowCount={loaded.total ?? 0} onRequestBundle={requestBundle} />
      {selection.selectingAll ? (
        <p role="status" className={styles.selecting}>
          {t('installations.selectingAll')}
        </p>
      ) : null}
      {selection.selectAllError ? (
        <p role="alert" className={styles.bundleError}>
          {errorText(selection.selectAllError, t('installations.selectAllFailed'))}
        </p>
      ) : null}
      <UploadModal
        open={uploadFor !== null}
        onClose={() => setUploadFor(null)}
        onUpload={async (files, comment, onProgress) => {
          if (!uploadFor) return;
          // The answer is the unit's files after the upload: its row shows them in place.
          const answer = await uploadInstallationFiles(customerId, locationCode, uploadFor, files, comment, onProgress);
          const unit = loaded.rows.find((row) => row.id === uploadFor.id);
          if (unit) table.current?.updateRow({ ...unit, files: answer.files });
          else setVersion((current) => current + 1);
        }}
      />
    </section>
  );
}
