import { formatDate, formatZonedDateTime } from '@portal/shared';

/** A date (with the time when asked) field value. */
export function DateValue({ value, withTime = false }: { value: string | null | undefined; withTime?: boolean }) {
  const text = withTime ? formatZonedDateTime(value) : formatDate(value);
  return text && value ? <time dateTime={value}>{text}</time> : null;
}
