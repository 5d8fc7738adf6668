import { formatDateIn, formatDateTimeIn, formatZonedDateTimeIn, timeZoneName } from '../contract/date-format.rules.js';
import { displayTimeZone, getCulture } from '@portal/shared/core';

/**
 * Dates on the screens: the active language's short format (date-format.rules.js, one per language) in the
 * customers' time zone (displayTimeZone), so a list, an overlay and the PDF print the same day and time.
 * The culture is read at render time: every root re-renders when the language changes (PortalIntlProvider).
 */

/** e.g. da '22.11.2026 14.05', en '22/11/2026 14:05', de '22.11.2026 14:05'; '' for a missing or invalid value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDateTimeIn(value, getCulture(), displayTimeZone());
}

/** e.g. da '22.11.2026', en '22/11/2026'; '' for a missing or invalid value. */
export function formatDate(value: string | Date | null | undefined): string {
  return formatDateIn(value, getCulture(), displayTimeZone());
}

/** Date and time with the zone named, where it matters (an overlay's timestamps): '22.11.2026 14.05 (dansk tid)'. */
export function formatZonedDateTime(value: string | Date | null | undefined): string {
  return formatZonedDateTimeIn(value, getCulture(), displayTimeZone());
}

/** The zone's name in the active language: 'dansk tid', 'Danish time'. */
export function displayTimeZoneName(): string {
  return timeZoneName(displayTimeZone(), getCulture());
}
