/** A date range of the list calls, as calendar days (YYYY-MM-DD), both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The local calendar day of a date as YYYY-MM-DD. */
export function toDay(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** Noon of a calendar day, local time: shifting it by months or years never crosses into another day by DST. */
export function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00`);
}

/** The date moved by whole years and months (31 January + 1 month is 3 March, as Date does it). */
export function shiftDate(date: Date, years: number, months = 0): Date {
  const result = new Date(date);
  result.setFullYear(result.getFullYear() + years, result.getMonth() + months);
  return result;
}

/** True for a real calendar day written YYYY-MM-DD (not 2025-02-30). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
