import { displayTimeZone, useCulture } from '@portal/shared/core';
import { formatDateIn } from '@portal/shared/rules';

/** A day as the page's language writes it, in the customers' zone; '–' for none. */
export function useDayFormat(): (value: string | null) => string {
  const culture = useCulture();
  return (value) => (value ? formatDateIn(value, culture, displayTimeZone()) : '–');
}
