/** Dates in the Danish short format (spec section 5), whatever the interface language. */
const dateTime = new Intl.DateTimeFormat('da-DK', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('da-DK', { day: '2-digit', month: '2-digit', year: 'numeric' });

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** e.g. '22.11.2026 14.05'; '' for a missing or invalid value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? dateTime.format(date) : '';
}

/** e.g. '22.11.2026'; '' for a missing or invalid value. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? dateOnly.format(date) : '';
}
