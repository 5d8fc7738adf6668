// @ts-check
/** The calendar feed's rules: what a subscribed calendar holds, stated once for the API and the profile page. */

/** The feed holds the inspections falling due from today to this many months ahead. */
export const calendarFeedMonths = 12;

/**
 * At most this many inspections, the soonest first: a calendar app re-reads the whole feed on every poll, and the
 * apps refuse or time out on feeds of many megabytes (a customer with 2,000 sites has 170,000 inspections a year).
 */
export const calendarFeedMaxEvents = 1000;

/** The path of a feed under PUBLIC_URL: the secret token and `.ics`. */
export const calendarFeedPathPrefix = '/api/calendar/';
export const calendarFeedSuffix = '.ics';

/**
 * Where an event's link opens its task: the portfolio's list of the location's planned inspections (its `planned`
 * kind, the same months as the feed), with the task's overlay open.
 * @param {string} locationCode
 * @param {string} taskNumber
 */
export function plannedTaskPath(locationCode, taskNumber) {
  const query = new URLSearchParams({ kind: 'planned', locations: locationCode, eftersyn: taskNumber });
  return `/overblik/liste?${query.toString()}`;
}

/**
 * The feed's last day, excluded: `calendarFeedMonths` calendar months after `today` (the last day of a shorter
 * month when it has no such day). The feed and the list its links open ask for the same days.
 * @param {string} today 'YYYY-MM-DD'
 */
export function calendarFeedEnd(today) {
  const date = new Date(`${today}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + calendarFeedMonths, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}
