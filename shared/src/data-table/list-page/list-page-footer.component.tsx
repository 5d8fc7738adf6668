import { DownloadReportsModal, type DownloadReportsOptions } from '@portal/shared';
import { TableFooter } from '../table-footer.component';
import type { ListPage } from './use-list-page';

export interface ListPageFooterProps {
  page: ListPage<string>;
  /** Rows the select-all could select (0 or undefined disables it). */
  rowCount: number | undefined;
  /** Requests the bundle of the selected rows (`page.selection.selectedIds`). */
  onRequestBundle: (options: DownloadReportsOptions) => Promise<void>;
}

/** Select-all, the selected count and the download-reports button, with its dialog (spec section 2). */
export function ListPageFooter({ page, rowCount, onRequestBundle }: ListPageFooterProps) {
  const { selection, bundleOpen, setBundleOpen } = page;
  return (
    <>
      <TableFooter
        selectedCount={selection.selectedIds.length}
        allSelected={selection.allFilteredSelected}
        onSelectAllChange={selection.setAllFilteredSelected}
        onDownloadReports={() => setBundleOpen(true)}
        selectAllDisabled={!rowCount}
      />
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
