import type { CustomCellRendererProps } from 'ag-grid-react';
import { useIntl } from 'react-intl';

export interface StatusCellProps extends Pick<CustomCellRendererProps, 'value'> {
  keyPrefix: string;
}

/** The dictionary key of a status, or undefined when the dictionary has none (then the raw value shows). */
export function statusKey(keyPrefix: string, value: unknown, messages: Record<string, unknown>): string | undefined {
  if (value == null || value === '') {
    return undefined;
  }
  const key = `${keyPrefix}.${String(value)}`;
  return key in messages ? key : undefined;
}

export function StatusCell({ value, keyPrefix }: StatusCellProps) {
  const intl = useIntl();
  const key = statusKey(keyPrefix, value, intl.messages);
  if (value == null || value === '') {
    return null;
  }
  // A status the dictionary does not know still shows, as its code, rather than an empty cell.
  return <span>{key ? intl.formatMessage({ id: key }) : String(value)}</span>;
}
