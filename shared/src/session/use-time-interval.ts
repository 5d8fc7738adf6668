import { useCallback, useEffect, useMemo, useState } from 'react';
import { toDay, type DayRange } from '../format/day-range';
import { presetInterval, type TimeIntervalPreset } from './time-interval';
import { resetTimeInterval, setTimeInterval } from './session-store';
import { useSession } from './use-session';

export interface TimeInterval {
  /** The interval the list asks for: the chosen one, else the preset's. */
  range: DayRange;
  /** The preset's interval today. */
  presetRange: DayRange;
  /** True while the list follows its preset. */
  isPreset: boolean;
  set: (range: DayRange) => void;
  reset: () => void;
}

/** Today's calendar day; a page left open past midnight moves its preset with it (checked once a minute). */
function useToday(): string {
  const [today, setToday] = useState(() => toDay(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setToday(toDay(new Date())), 60_000);
    return () => clearInterval(timer);
  }, []);
  return today;
}

/**
 * A list's time interval from the user state (spec section 3): what the user chose for the list `listId`,
 * else the preset (spec section 9). Every hook with the same id reads and sets the same interval.
 */
export function useTimeInterval(listId: string, preset: TimeIntervalPreset): TimeInterval {
  const chosen = useSession().timeIntervals[listId];
  const today = useToday();
  const presetRange = useMemo(() => presetInterval(preset, today), [preset, today]);
  // The preset's own interval is no choice: the list keeps following the preset (tomorrow's, too).
  const set = useCallback(
    (range: DayRange) => (range.from === presetRange.from && range.to === presetRange.to ? resetTimeInterval(listId) : setTimeInterval(listId, range)),
    [listId, presetRange],
  );
  const reset = useCallback(() => resetTimeInterval(listId), [listId]);
  return { range: chosen ?? presetRange, presetRange, isPreset: chosen === undefined, set, reset };
}
