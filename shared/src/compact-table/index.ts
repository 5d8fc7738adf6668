export { CompactTable, type CompactColumn } from './compact-table.component';
export { ClampedText, TwoLineCell } from './cell-parts.component';
