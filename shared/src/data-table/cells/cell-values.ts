import { formatDate, formatDateTime } from '@portal/shared';

/** A cell's date as the user reads it (formatDate, formatDateTime); '' for anything that is not a date. */
export function formatCellDate(value: unknown, withTime = false): string {
  if (typeof value !== 'string' && !(value instanceof Date)) {
    return '';
  }
  return withTime ? formatDateTime(value) : formatDate(value);
}

/** The dictionary key of a status, or undefined when the dictionary has none (then the raw value shows). */
export function statusKey(keyPrefix: string, value: unknown, messages: Record<string, unknown>): string | undefined {
  if (value == null || value === '') {
    return undefined;
  }
  const key = `${keyPrefix}.${String(value)}`;
  return key in messages ? key : undefined;
}

/** The number of files a cell value stands for: a count or a list of files. */
export function fileCountOf(value: unknown): number {
  if (Array.isArray(value)) {
    return value.length;
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
