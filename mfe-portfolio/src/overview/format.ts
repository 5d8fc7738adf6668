import { localeOf, type Culture } from '@portal/shared';

/** A compliance % as the user's language writes it (already rounded down to one decimal); "–" without a score. */
export function formatPercent(percent: number | null, culture: Culture): string {
  if (percent === null) return '–';
  return new Intl.NumberFormat(localeOf[culture], { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}
