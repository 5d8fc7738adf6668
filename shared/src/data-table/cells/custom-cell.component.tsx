import type { ReactNode } from 'react';
import type { CustomCellRendererProps } from 'ag-grid-react';

export interface CustomCellProps<Row> extends Pick<CustomCellRendererProps<Row>, 'data'> {
  render: (row: Row) => ReactNode;
}

/** A cell rendered by the remote that owns the column (see DataTableCell 'custom'). */
export function CustomCell<Row>({ data, render }: CustomCellProps<Row>) {
  return data === undefined ? null : <>{render(data)}</>;
}
