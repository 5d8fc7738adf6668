// The ag-grid tables, loaded by load-grid.ts only where the grid shows (not on phones: usePhoneLayout).
export { DataTableGrid } from './data-table-grid.component';
export { InfiniteDataTableGrid } from './infinite-data-table-grid.component';
