import { isDay, noonOf, shiftDate, toDay, type DayRange } from '../format/day-range';

/**
 * The time-interval presets of the list pages (spec section 9): the default time filter (1900-01-01 to one
 * month ahead: current faults), completed lists (last year to today), planned lists (today to one year ahead).
 * The urgent list ('Aktuelle eftersyn') starts where the default time filter starts, 1900-01-01, and ends today
 * (ADR 0046): a task overdue for more than a year is still current, and the chart counts it.
 */
export type TimeIntervalPreset = 'default' | 'completed' | 'urgent' | 'planned';

/** Spec section 9: where the default time filter starts. */
export const DEFAULT_INTERVAL_START = '1900-01-01';

/** The preset's interval on the calendar day `today` (YYYY-MM-DD). */
export function presetInterval(preset: TimeIntervalPreset, today: string): DayRange {
  const now = noonOf(today);
  switch (preset) {
    case 'completed':
      return { from: toDay(shiftDate(now, -1)), to: today };
    case 'urgent':
      return { from: DEFAULT_INTERVAL_START, to: today };
    case 'planned':
      return { from: today, to: toDay(shiftDate(now, 1)) };
    default:
      return { from: DEFAULT_INTERVAL_START, to: toDay(shiftDate(now, 0, 1)) };
  }
}

/** Why an interval cannot be used, or null: both ends a real day, `from` not after `to`. */
export function intervalProblem(range: DayRange): 'missing' | 'order' | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'missing';
  return range.from > range.to ? 'order' : null;
}
