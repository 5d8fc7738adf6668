import { describe, expect, it } from 'vitest';
import { isDay, noonOf, shiftDate, toDay } from './day-range';

describe('day ranges', () => {
  it('writes the local calendar day and shifts by years and months', () => {
    const day = noonOf('2025-06-15');
    expect(toDay(day)).toBe('2025-06-15');
    expect(toDay(shiftDate(day, -5))).toBe('2020-06-15');
    expect(toDay(shiftDate(day, 0, 1))).toBe('2025-07-15');
    expect(toDay(shiftDate(noonOf('2025-12-20'), 0, 1))).toBe('2026-01-20');
  });

  it('accepts real days only', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-13-01')).toBe(false);
    expect(isDay('25-01-01')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});
