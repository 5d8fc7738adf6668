import type { CustomCellRendererProps } from 'ag-grid-react';
import { formatDate, formatDateTime } from '@portal/shared';

export interface DateCellProps extends Pick<CustomCellRendererProps, 'value'> {
  withTime?: boolean;
}

/** Formats a cell date for display (spec section 5: da-DK short format). */
export function formatCellDate(value: unknown, withTime = false): string {
  if (typeof value !== 'string' && !(value instanceof Date)) {
    return '';
  }
  return withTime ? formatDateTime(value) : formatDate(value);
}

export function DateCell({ value, withTime = false }: DateCellProps) {
  const text = formatCellDate(value, withTime);
  return text ? <time dateTime={value instanceof Date ? value.toISOString() : String(value)}>{text}</time> : null;
}
