export { displayTimeZoneName, formatDate, formatDateTime, formatZonedDateTime } from './format-date';
export { isDay, noonOf, shiftDate, toDay, type DayRange } from './day-range';
