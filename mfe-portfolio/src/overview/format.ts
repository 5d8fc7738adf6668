import { localeOf, type Culture, type PortfolioLocation, type TranslationValues } from '@portal/shared';

/** A compliance % as the user's language writes it (already rounded down to one decimal); "–" without a score. */
export function formatPercent(percent: number | null, culture: Culture): string {
  if (percent === null) return '–';
  return new Intl.NumberFormat(localeOf[culture], { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/** A location's worst open fault as the table and the cards say it ('Klasse A, 12 dage'), or "–" without one. */
export function worstFaultText(location: PortfolioLocation, t: (key: string, values?: TranslationValues) => string): string {
  if (!location.worstIssue) return '–';
  return t('portfolio.table.worst', { severity: location.worstIssue.severity ?? '–', days: location.oldestOpenIssueDays ?? 0 });
}
