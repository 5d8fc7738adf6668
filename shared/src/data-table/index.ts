/**
 * @portal/shared/data-table: a separate entry (and Module Federation singleton) so that ag-grid loads
 * only with the remotes whose pages show a table, never in the shell's first load.
 */
export { DataTable, type DataTableProps } from './data-table.component';
export type { DataTableCardRole, DataTableCell, DataTableCellType, DataTableColumn, ReportLink } from './data-table-column';
export { rowHeightFor, type RowHeightInput } from './row-height';
export { formatSortParam, parseSortParam, sortParamName, type TableSort } from './table-sort';
export { useTableSelection, type TableSelection } from './use-table-selection';
export { TableHeader, type TableHeaderProps } from './table-header.component';
export { TableFooter, type TableFooterProps } from './table-footer.component';
// The filter tabs are the main entry's (the dashboard's fault table has them too); the list pages take them with the header.
export { FilterTabs, type FilterTab, type FilterTabsProps } from '@portal/shared';
export { LocationMultiselect, type LocationOption, type LocationMultiselectProps } from './location-multiselect.component';
export { ReportLinksCell, reportLinksColumnWidth, type ReportLinksCellProps } from './cells/report-links-cell.component';
export { CustomCell, type CustomCellProps } from './cells/custom-cell.component';
export { QuestionMarkCell, type QuestionMarkCellProps } from './cells/question-mark-cell.component';
export * from './list-page';
export * from './column-chooser';
export { TimeIntervalControl, type TimeIntervalControlProps } from './time-interval/time-interval-control.component';
export {
  InfiniteDataTable,
  type InfiniteBlock,
  type InfiniteBlockRequest,
  type InfiniteDataTableHandle,
  type InfiniteDataTableProps,
  type InfiniteRows,
} from './infinite-data-table.component';
