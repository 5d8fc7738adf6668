import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('date formatting', () => {
  it('uses the Danish short format', () => {
    const value = new Date(2026, 10, 22, 14, 5);
    expect(formatDate(value)).toBe('22.11.2026');
    expect(formatDateTime(value)).toBe('22.11.2026 14.05');
  });

  it('pads days, months, hours and minutes to two digits, in local time', () => {
    const value = new Date(2027, 0, 3, 7, 9);
    expect(formatDate(value)).toBe('03.01.2027');
    expect(formatDateTime(value)).toBe('03.01.2027 07.09');
    expect(formatDateTime(value.toISOString())).toBe('03.01.2027 07.09');
  });

  it('matches the Danish Intl formatter apart from the separator between date and time', () => {
    const value = new Date(2026, 4, 31, 23, 59);
    const intl = new Intl.DateTimeFormat('da-DK', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    expect(formatDateTime(value)).toBe(intl.format(value).replace(', ', ' '));
    expect(formatDate(value)).toBe(new Intl.DateTimeFormat('da-DK', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(value));
  });

  it('gives an empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
