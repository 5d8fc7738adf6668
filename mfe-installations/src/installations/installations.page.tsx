import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Button,
  Modal,
  UploadModal,
  dispatchOverlayOpen,
  useErrorMessage,
  useSession,
  useT,
  type Installation,
  type InstallationFile,
  type InstallationSortColumn,
} from '@portal/shared';
import { installationPageSize, installationSortColumns } from '@portal/shared/rules';
import { InfiniteDataTable, TableHeader, type InfiniteBlock, type InfiniteBlockRequest } from '@portal/shared/data-table';
import { installationColumns } from './installation-columns';
import { deleteInstallationFile, queryInstallations, uploadInstallationFiles } from './installations.resource';
import styles from './installations.module.css';

/** Typing settles this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

const isSortColumn = (column: string): column is InstallationSortColumn => (installationSortColumns as readonly string[]).includes(column);
const rowId = (row: Installation) => String(row.id);

interface PendingDelete {
  installation: Installation;
  file: InstallationFile;
}

/**
 * /enheder (spec section 2, Installations page): the active location's units in a server-paged grid
 * (infinite row model, blocks of 10) with search, type filter and sort, a status colour per unit, file
 * upload and delete. All state lives in the page, so leaving the route resets the list.
 */
export function InstallationsPage() {
  const t = useT();
  const errorText = useErrorMessage();
  const { customerId, locationCode } = useSession();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [typeFilter, setTypeFilter] = useState('');
  const [types, setTypes] = useState<readonly string[]>([]);
  /** Bumped after a write: the grid loads again from the first block. */
  const [version, setVersion] = useState(0);
  const [uploadFor, setUploadFor] = useState<Installation | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [deleting, setDeleting] = useState<{ installationId: number; fileName: string } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  // Another location's units: its own types, no filter.
  useEffect(() => {
    setTypeFilter('');
    setTypes([]);
  }, [customerId, locationCode]);

  const loadBlock = useCallback(
    async (request: InfiniteBlockRequest): Promise<InfiniteBlock<Installation>> => {
      if (!customerId || !locationCode) return { rows: [], total: 0 };
      const sort = request.sort && isSortColumn(request.sort.column) ? request.sort : null;
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
        return { rows: result.installations, total: result.total };
      } catch (error) {
        // Spec section 8: logged to the console; the table's load fails silently.
        console.error('The installation query failed', error);
        throw error;
      }
    },
    [customerId, locationCode, search, typeFilter],
  );

  const columns = useMemo(
    () =>
      installationColumns({
        openOverlay: (row) => dispatchOverlayOpen({ type: 'installation', props: { installationName: row.name, installationCode: row.code } }),
        upload: setUploadFor,
        deleteFile: (installation, file) => {
          setDeleteError(null);
          setPendingDelete({ installation, file });
        },
        deleting,
      }),
    [deleting],
  );

  if (!customerId || !locationCode) {
    return <p className={styles.notice}>{t('installations.page.noLocation')}</p>;
  }

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const { installation, file } = pendingDelete;
    setDeleting({ installationId: installation.id, fileName: file.fileName });
    try {
      await deleteInstallationFile(customerId, locationCode, installation, file.fileName);
      setPendingDelete(null);
      setVersion((current) => current + 1);
    } catch (error) {
      setDeleteError(errorText(error, t('files.deleteFailed')));
    } finally {
      setDeleting(null);
    }
  };

  const title = t('installations.page.title');
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
      />
      <InfiniteDataTable<Installation>
        columns={columns}
        getRowId={rowId}
        tableName={title}
        loadBlock={loadBlock}
        queryKey={`${customerId}|${locationCode}|${search}|${typeFilter}|${version}`}
        blockSize={installationPageSize}
      />
      <UploadModal
        open={uploadFor !== null}
        onClose={() => setUploadFor(null)}
        onUpload={async (files, comment, onProgress) => {
          if (!uploadFor) return;
          await uploadInstallationFiles(customerId, locationCode, uploadFor, files, comment, onProgress);
          setVersion((current) => current + 1);
        }}
      />
      <Modal
        open={pendingDelete !== null}
        title={t('files.deleteTitle')}
        onClose={() => (deleting ? undefined : setPendingDelete(null))}
        footer={
          <>
            <Button variant="secondary" disabled={deleting !== null} onClick={() => setPendingDelete(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" busy={deleting !== null} onClick={() => void confirmDelete()}>
              {t('files.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('files.deleteQuestion', { fileName: pendingDelete?.file.displayName ?? '' })}</p>
        {deleteError ? (
          <p role="alert" className={styles.error}>
            {deleteError}
          </p>
        ) : null}
      </Modal>
    </section>
  );
}
