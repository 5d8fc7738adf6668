export { CompactTable, type CompactColumn } from './compact-table.component';
