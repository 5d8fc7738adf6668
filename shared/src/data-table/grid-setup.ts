import {
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  LocaleModule,
  PaginationModule,
  QuickFilterModule,
  RowApiModule,
  RowSelectionModule,
  ScrollApiModule,
  TooltipModule,
  ValidationModule,
  themeQuartz,
  type Module,
} from 'ag-grid-community';
import { BatchedRowAutoHeightModule } from './batched-row-auto-height';

/**
 * Only the community modules the DataTable uses, given to each grid (not registered globally), so the
 * bundle carries no unused grid features and one remote's grid cannot change another's.
 * ValidationModule explains a missing module in the console; it stays out of production builds.
 */
export const dataTableModules: Module[] = [
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  ColumnApiModule,
  LocaleModule,
  PaginationModule,
  QuickFilterModule,
  RowApiModule,
  // ag-grid's RowAutoHeightModule, measuring a render's cells together (batched-row-auto-height.ts).
  BatchedRowAutoHeightModule,
  RowSelectionModule,
  TooltipModule,
  ...(typeof __PORTAL_DEV__ !== 'undefined' && __PORTAL_DEV__ ? [ValidationModule] : []),
];

/**
 * The theming API (no legacy CSS files): spec section 9, cell font 13 px. Colours come from the portal's
 * table tokens (the shell's global.css), which the compact tables use too, so every table looks alike.
 */
export const dataTableTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontSize: 13,
  headerFontWeight: 600,
  foregroundColor: 'var(--portal-text, #1f2933)',
  headerTextColor: 'var(--portal-table-header-text, #3d4852)',
  headerBackgroundColor: 'var(--portal-table-header-background, #f4f6f8)',
  borderColor: 'var(--portal-table-border, #dde2e7)',
  rowBorder: { color: 'var(--portal-table-border, #dde2e7)' },
  // Narrower than the theme's 16 px a side: a date or a fault number fits a short column without wrapping.
  cellHorizontalPadding: 10,
  accentColor: '#0b5394',
  wrapperBorderRadius: 4,
  browserColorScheme: 'light',
});

/**
 * The server-paged grid's modules (InfiniteDataTable): the client-side row model holding the blocks loaded
 * so far (rows of their own heights, ADR 0043), its transactions, the scroll position and row selection; no
 * quick filter or pagination (the server searches and pages).
 */
export const infiniteTableModules: Module[] = [
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  ColumnApiModule,
  LocaleModule,
  RowApiModule,
  RowSelectionModule,
  ScrollApiModule,
  TooltipModule,
  ...(typeof __PORTAL_DEV__ !== 'undefined' && __PORTAL_DEV__ ? [ValidationModule] : []),
];
