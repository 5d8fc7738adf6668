/**
 * Dates in the Danish short format (spec section 5), whatever the interface language: '22.11.2026' and
 * '22.11.2026 14.05', in the browser's time zone.
 *
 * Built from the date's own fields, not with Intl.DateTimeFormat: the first Intl date or number formatter
 * of a page loads the locale's ICU data, 40-100 ms of main thread on this project's machines, and these
 * helpers run while every list page first renders. The pattern is fixed, so the output is also
 * the same in every browser and ICU version (ICU 74+ puts a comma after the date).
 */
const twoDigits = (value: number): string => String(value).padStart(2, '0');

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function datePart(date: Date): string {
  return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** e.g. '22.11.2026 14.05'; '' for a missing or invalid value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? `${datePart(date)} ${twoDigits(date.getHours())}.${twoDigits(date.getMinutes())}` : '';
}

/** e.g. '22.11.2026'; '' for a missing or invalid value. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? datePart(date) : '';
}
