import type { ColDef } from 'ag-grid-community';
import type { IntlShape } from 'react-intl';
import { CustomCell } from './cells/custom-cell.component';
import { fileCountOf } from './cells/cell-values';
import { displayText, valueOf } from './cell-text';
import { FilesCellRenderer, LinkCellRenderer, StatusChipCellRenderer } from './cells/dom-cells';
import { QuestionMarkCell } from './cells/question-mark-cell.component';
import type { DataTableColumn } from './data-table-column';

/**
 * Text cells (dates and statuses too) are ag-grid's own, with a value formatter: a React cell renderer is
 * mounted through a portal per cell, and on a fault list those mounts were most of the page's main-thread time.
 * Links and file counts are plain DOM renderers (cells/dom-cells.ts) for the same reason; the question mark and
 * custom cells stay React components.
 */
function rendererOf<Row>(column: DataTableColumn<Row>, intl: IntlShape): Pick<ColDef<Row>, 'cellRenderer' | 'cellRendererParams' | 'valueFormatter'> {
  const cell = column.cell ?? { type: 'text' };
  switch (cell.type) {
    case 'link':
      return { cellRenderer: LinkCellRenderer, cellRendererParams: { onClick: cell.onClick } };
    case 'status':
      if (cell.tone) {
        return {
          cellRenderer: StatusChipCellRenderer,
          cellRendererParams: { text: (row: Row | undefined) => displayText(column, row, intl), tone: cell.tone },
          valueFormatter: (params) => displayText(column, params.data, intl),
        };
      }
      return { valueFormatter: (params) => displayText(column, params.data, intl) };
    case 'date':
      return { valueFormatter: (params) => displayText(column, params.data, intl) };
    case 'files':
      return { cellRenderer: FilesCellRenderer, cellRendererParams: { label: (count: number) => intl.formatMessage({ id: 'table.fileCount' }, { count }) } };
    case 'question-mark':
      return { cellRenderer: QuestionMarkCell, cellRendererParams: { text: cell.text } };
    case 'custom':
      return { cellRenderer: CustomCell, cellRendererParams: { render: cell.render } };
    default:
      return {};
  }
}

/** Maps our column definition to ag-grid's, with translated header and tooltip text. */
export function toColDef<Row>(column: DataTableColumn<Row>, intl: IntlShape): ColDef<Row> {
  const colId = column.id ?? column.field;
  const cell = column.cell ?? { type: 'text' };
  const definition: ColDef<Row> = {
    colId,
    headerName: column.headerText ?? intl.formatMessage({ id: column.headerKey }),
    // Always a boolean: ag-grid applies a column's visibility from new definitions only when it is set.
    hide: column.hidden === true,
    // Files sort by their number, not by the list itself.
    valueGetter: (params) => (cell.type === 'files' ? fileCountOf(valueOf(column, params.data)) : valueOf(column, params.data)),
    getQuickFilterText: (params) => displayText(column, params.data, intl),
    sortable: column.sortable ?? true,
    ...rendererOf(column, intl),
  };
  if (column.width !== undefined) {
    definition.width = column.width;
  }
  if (column.minWidth !== undefined) {
    definition.minWidth = column.minWidth;
  }
  if (column.pinned) {
    definition.pinned = 'left';
  }
  if (column.flex !== undefined) {
    definition.flex = column.flex;
  }
  if (column.wrapHeader) {
    definition.wrapHeaderText = true;
    definition.autoHeaderHeight = true;
  }
  if (column.comparator) {
    const compare = column.comparator;
    definition.comparator = (a, b) => compare(a, b);
  }
  if (cell.type === 'question-mark') {
    definition.tooltipValueGetter = (params) => (params.data === undefined ? undefined : cell.text(params.data));
  } else if (typeof column.tooltip === 'function') {
    const tooltip = column.tooltip;
    definition.tooltipValueGetter = (params) => (params.data === undefined ? undefined : tooltip(params.data));
  } else if (column.tooltip) {
    definition.tooltipValueGetter = (params) => displayText(column, params.data, intl) || undefined;
  }
  return definition;
}
