/** A date range of the list calls, as calendar days (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** Spec section 9: the default issue date range, year 1900 to 3000. */
export const defaultIssueRange: DayRange = { from: '1900-01-01', to: '3000-01-01' };

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day of a date as YYYY-MM-DD. */
export function toDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addYears(date: Date, years: number): Date {
  const result = new Date(date);
  result.setFullYear(result.getFullYear() + years);
  return result;
}

/** Spec section 9: urgent dashboard issues, 5 years ago to 1 year ahead. */
export function dashboardIssueRange(now: Date = new Date()): DayRange {
  return { from: toDay(addYears(now, -5)), to: toDay(addYears(now, 1)) };
}

/** Spec section 9: the completed / urgent default interval, last year to today. */
export function lastYearRange(now: Date = new Date()): DayRange {
  return { from: toDay(addYears(now, -1)), to: toDay(now) };
}
