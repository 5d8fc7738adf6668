// @ts-check
/**
 * The compliance rule of the portfolio overview, defined once for the API (its aggregates and answers) and the UI
 * (its badges, tiles and links). Plain JavaScript (types in portfolio.rules.d.ts) because the API runs in Node
 * straight from this package.
 *
 * Days are UTC calendar days ('YYYY-MM-DD'): a task is judged by the day it falls due and the day it was
 * completed, not the hour, so one completed on its due date is on time and one due today is not yet overdue.
 */
import { dayOf, isOpenTaskStatus } from './tasks.rules.js';

/** The windows a user may choose, in months. */
export const complianceWindowMonths = Object.freeze(/** @type {const} */ ([3, 6, 12, 24]));
/** The window when none is chosen. */
export const defaultComplianceWindowMonths = 12;
/** An open task falling due within this many days from today (today included) is due soon. */
export const dueSoonDays = 30;
/** The badges, best first. */
export const complianceBadges = Object.freeze(/** @type {const} */ (['Compliant', 'AtRisk', 'NonCompliant']));
/** The lowest compliance % of each badge above NonCompliant (percent ≥ threshold). */
export const complianceBadgeThresholds = Object.freeze({ Compliant: 90, AtRisk: 70 });

/**
 * Whether a value is one of the windows a user may choose.
 * @param {unknown} months
 * @returns {months is 3 | 6 | 12 | 24}
 */
export function isComplianceWindowMonths(months) {
  return complianceWindowMonths.includes(/** @type {never} */ (months));
}

/**
 * A day moved by a number of days.
 * @param {string} day 'YYYY-MM-DD'
 * @param {number} days
 */
export function addDays(day, days) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A month moved by a number of months.
 * @param {string} month 'YYYY-MM'
 * @param {number} months
 */
export function addMonths(month, months) {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/**
 * The rolling window of the last `months` calendar months, the current one included: from the first day of the
 * oldest month to the last day of the current one. Tasks falling due in it are judged; `months` lists the window's
 * months oldest first ('YYYY-MM'), one per entry of the trend.
 * @param {number} months
 * @param {string} today 'YYYY-MM-DD'
 */
export function complianceWindow(months, today) {
  const current = today.slice(0, 7);
  const list = Array.from({ length: months }, (_, index) => addMonths(current, index - months + 1));
  const from = `${list[0]}-01`;
  const to = addDays(`${addMonths(current, 1)}-01`, -1);
  return { from, to, months: list };
}

/**
 * What a task counts as on `today`: `onTime` (completed on or before the day it fell due), `late` (completed after
 * it), `overdue` (not completed, its due day passed), `dueSoon` (not completed, due within `dueSoonDays` days from
 * today, today included) or null (not completed and due later). Whether the task falls in the window is the
 * caller's question (`complianceWindow`).
 * @param {{ status: string, dueDate: string, completedDate?: string | null }} task
 * @param {string} today 'YYYY-MM-DD'
 * @returns {'onTime' | 'late' | 'overdue' | 'dueSoon' | null}
 */
export function taskComplianceState(task, today) {
  const due = dayOf(task.dueDate);
  if (!isOpenTaskStatus(task.status)) {
    return task.completedDate && dayOf(task.completedDate) > due ? 'late' : 'onTime';
  }
  if (due < today) return 'overdue';
  return due <= addDays(today, dueSoonDays) ? 'dueSoon' : null;
}

/**
 * Compliance % = on time ÷ (on time + late + overdue), rounded down to one decimal (so 89.99 % is never shown as
 * 90 % under an AtRisk badge); null when nothing was due.
 * @param {{ onTime: number, late: number, overdue: number }} counts
 * @returns {number | null}
 */
export function compliancePercent({ onTime, late, overdue }) {
  const due = onTime + late + overdue;
  if (due === 0) return null;
  return Math.floor((onTime * 1000) / due) / 10;
}

/**
 * The badge of a compliance %: Compliant at 90 % or more, AtRisk from 70 %, NonCompliant below; null without a score.
 * @param {number | null} percent
 * @returns {'Compliant' | 'AtRisk' | 'NonCompliant' | null}
 */
export function complianceBadge(percent) {
  if (percent === null) return null;
  if (percent >= complianceBadgeThresholds.Compliant) return 'Compliant';
  if (percent >= complianceBadgeThresholds.AtRisk) return 'AtRisk';
  return 'NonCompliant';
}

/** The location table's sortable columns (`/overblik`); `name` is the tree's own order. */
export const portfolioTableSortKeys = Object.freeze(/** @type {const} */ (['name', 'compliance', 'overdue', 'openIssues']));

/**
 * The location table's order of two locations (the page and its export): by name, or by the figure with the name
 * breaking ties; a location without a compliance score sorts after every score, whichever the direction.
 * @param {{ name: string, compliancePercent: number | null, overdue: number, openIssues: number }} a
 * @param {{ name: string, compliancePercent: number | null, overdue: number, openIssues: number }} b
 * @param {{ key: 'name' | 'compliance' | 'overdue' | 'openIssues', descending: boolean }} sort
 * @returns {number}
 */
export function comparePortfolioLocations(a, b, sort) {
  const direction = sort.descending ? -1 : 1;
  if (sort.key === 'name') return direction * a.name.localeCompare(b.name, 'da');
  if (sort.key === 'compliance') {
    if (a.compliancePercent === null || b.compliancePercent === null) {
      return (a.compliancePercent === null ? 1 : 0) - (b.compliancePercent === null ? 1 : 0);
    }
    return direction * (a.compliancePercent - b.compliancePercent) || a.name.localeCompare(b.name, 'da');
  }
  const key = sort.key;
  return direction * (a[key] - b[key]) || a.name.localeCompare(b.name, 'da');
}

/**
 * Whether a location matches the location table's search: its name or code contains the trimmed term, in any case.
 * @param {{ name: string, code: string }} location
 * @param {string} search
 * @returns {boolean}
 */
export function matchesPortfolioSearch(location, search) {
  const term = search.trim().toLocaleLowerCase('da');
  return location.name.toLocaleLowerCase('da').includes(term) || location.code.toLocaleLowerCase('da').includes(term);
}

/** A compliance statement covers at most this many days (five years): longer periods are refused with 400. */
export const complianceStatementMaxDays = 1827;
