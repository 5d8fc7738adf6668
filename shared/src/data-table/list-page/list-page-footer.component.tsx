import { DownloadReportsModal, type DownloadReportsOptions } from '@portal/shared';
import { TableFooter } from '../table-footer.component';
import type { ListPage } from './use-list-page';
import styles from './list-page.module.css';

export interface ListPageFooterProps {
  /** The list page's state (useListPage), or a page's own with the same parts (a server-paged list). */
  page: Pick<ListPage<string>, 'selection' | 'bundleOpen' | 'setBundleOpen' | 'tableSettled'>;
  /** Rows the select-all could select (0 or undefined disables it). */
  rowCount: number | undefined;
  /** Requests the bundle of the selected rows (`page.selection.selectedIds`). */
  onRequestBundle: (options: DownloadReportsOptions) => Promise<void>;
  /** The list could not be loaded: there is no table to wait for (see below), the footer shows at once. */
  listFailed?: boolean;
}

/**
 * Select-all, the selected count and the download-reports button, with its dialog (spec section 2); with rows
 * selected it is a bar that stays in view at the window's bottom while the list scrolls.
 * Invisible until the table's first rows are laid out (`page.tableSettled`): it sits under the table and
 * would otherwise move down with each step of the table's growth (layout shift).
 */
export function ListPageFooter({ page, rowCount, onRequestBundle, listFailed = false }: ListPageFooterProps) {
  const { selection, bundleOpen, setBundleOpen, tableSettled } = page;
  return (
    <>
      <div
        className={[tableSettled || listFailed ? undefined : styles.pending, selection.selectedIds.length > 0 ? styles.selecting : undefined].filter(Boolean).join(' ') || undefined}
        data-testid="list-selection-bar"
      >
        <TableFooter
          selectedCount={selection.selectedIds.length}
          allSelected={selection.allFilteredSelected}
          onSelectAllChange={selection.setAllFilteredSelected}
          onDownloadReports={() => setBundleOpen(true)}
          selectAllDisabled={!rowCount}
        />
      </div>
      <DownloadReportsModal
        open={bundleOpen}
        onClose={() => setBundleOpen(false)}
        selectedCount={selection.selectedIds.length}
        onSubmit={onRequestBundle}
        onDone={selection.clear}
      />
    </>
  );
}
