import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('date formatting', () => {
  it('uses the Danish short format', () => {
    const value = new Date(2026, 10, 22, 14, 5);
    expect(formatDate(value)).toBe('22.11.2026');
    expect(formatDateTime(value)).toMatch(/^22\.11\.2026.*14[.:]05$/);
  });

  it('gives an empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
