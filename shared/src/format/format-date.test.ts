import { afterEach, describe, expect, it } from 'vitest';
import { setCulture, setDisplayTimeZone } from '@portal/shared/core';
import { formatDateIn, formatDateTimeIn, formatZonedDateTimeIn } from '../contract/date-format.rules.js';
import { displayTimeZoneName, formatDate, formatDateTime, formatZonedDateTime } from './format-date';

afterEach(() => {
  setCulture('da-dk');
  setDisplayTimeZone(undefined);
});

describe('date formatting', () => {
  // 13:05 UTC is 14:05 in Copenhagen in November (CET), whatever the zone of the machine running this.
  const november = '2026-11-22T13:05:00.000Z';

  it('writes each language its own short format', () => {
    setCulture('da-dk');
    expect(formatDate(november)).toBe('22.11.2026');
    expect(formatDateTime(november)).toBe('22.11.2026 14.05');
    setCulture('en-gb');
    expect(formatDate(november)).toBe('22/11/2026');
    expect(formatDateTime(november)).toBe('22/11/2026 14:05');
    setCulture('de-de');
    expect(formatDate(november)).toBe('22.11.2026');
    expect(formatDateTime(november)).toBe('22.11.2026 14:05');
  });

  it("matches each language's Intl short format apart from the comma after the date", () => {
    const options = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Copenhagen' } as const;
    for (const locale of ['da-DK', 'en-GB', 'de-DE']) {
      const intl = new Intl.DateTimeFormat(locale, options).format(new Date(november)).replace(', ', ' ');
      expect(formatDateTimeIn(november, locale, 'Europe/Copenhagen')).toBe(intl);
    }
  });

  it("shows times in the customers' zone, not the machine's, across midnight and daylight saving time", () => {
    // 22:30 UTC on 30 June is 00:30 on 1 July in Copenhagen (CEST), 18:30 on 30 June in New York.
    const summer = '2026-06-30T22:30:00.000Z';
    expect(formatDateTime(summer)).toBe('01.07.2026 00.30');
    expect(formatDate(summer)).toBe('01.07.2026');
    setDisplayTimeZone('America/New_York');
    expect(formatDateTime(summer)).toBe('30.06.2026 18.30');
    setDisplayTimeZone('Not/AZone');
    expect(formatDateTime(summer)).toBe('01.07.2026 00.30');
  });

  it('names the zone where it matters, in the language', () => {
    expect(formatZonedDateTime(november)).toBe('22.11.2026 14.05 (dansk tid)');
    setCulture('en-gb');
    expect(displayTimeZoneName()).toBe('Danish time');
    expect(formatZonedDateTimeIn(november, 'de-DE', 'Europe/Copenhagen')).toBe('22.11.2026 14:05 (dänische Zeit)');
    expect(formatZonedDateTimeIn(november, 'en', 'America/New_York')).toBe('22/11/2026 08:05 (America/New York)');
  });

  it('keeps a plain calendar day as it is, in any zone', () => {
    setDisplayTimeZone('Pacific/Auckland');
    expect(formatDate('2026-01-03')).toBe('03.01.2026');
    expect(formatDateIn('2026-01-03', 'en-gb', 'America/Los_Angeles')).toBe('03/01/2026');
  });

  it('gives an empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatZonedDateTime('')).toBe('');
  });
});
