// @ts-check
/**
 * One date and one date-and-time format per language, in one time zone (ADR 0048), for the screens (through
 * `@portal/shared`'s formatDate/formatDateTime) and the PDFs and mails of the API. Plain JavaScript (types in
 * date-format.rules.d.ts) because the API runs in Node straight from this package.
 *
 * The patterns are written from the zone's date fields, not with Intl's own patterns, so every browser and
 * ICU version prints the same (ICU 74+ puts a comma after the date): da 22.11.2026 14.05, en 22/11/2026 14:05,
 * de 22.11.2026 14:05 (the short forms of da-DK, en-GB and de-DE).
 */

/** The customers' zone unless the server is configured otherwise (TIME_ZONE). */
export const DEFAULT_TIME_ZONE = 'Europe/Copenhagen';

/** @typedef {'da' | 'en' | 'de'} DateLanguage */

/** @type {Readonly<Record<DateLanguage, { date: string; time: string; at: string }>>} */
const separators = Object.freeze({
  da: { date: '.', time: '.', at: ' ' },
  en: { date: '/', time: ':', at: ' ' },
  de: { date: '.', time: ':', at: ' ' },
});

/**
 * The language of a culture or locale ('en-gb', 'en-GB', 'de'); Danish for anything else.
 * @param {string | null | undefined} culture
 * @returns {DateLanguage}
 */
export function dateLanguageOf(culture) {
  const language = (culture ?? '').slice(0, 2).toLowerCase();
  return language === 'en' || language === 'de' ? language : 'da';
}

/** One formatter per zone, made on first use (the page's first Intl use is paid early by the shell, ADR 0038). */
/** @type {Map<string, Intl.DateTimeFormat>} */
const zoneFormatters = new Map();

/** @param {string} timeZone */
function zoneFormatter(timeZone) {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * True for a time zone this runtime knows (an IANA name such as Europe/Copenhagen).
 * @param {string} timeZone
 */
export function isTimeZone(timeZone) {
  try {
    zoneFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The wall-clock fields of an instant in a zone.
 * @param {Date} date
 * @param {string} timeZone
 * @returns {{ year: string; month: string; day: string; hour: string; minute: string }}
 */
export function zonedParts(date, timeZone) {
  /** @type {Record<string, string>} */
  const parts = {};
  for (const part of zoneFormatter(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '', hour: parts.hour === '24' ? '00' : (parts.hour ?? ''), minute: parts.minute ?? '' };
}

/**
 * @param {string | Date | null | undefined} value
 * @returns {Date | null}
 */
function toDate(value) {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The calendar day of an instant in the language's short format ('' for a missing or invalid value). A plain
 * day ('2026-11-22', no time) is that day whatever the zone.
 * @param {string | Date | null | undefined} value
 * @param {string | null | undefined} culture
 * @param {string} timeZone
 */
export function formatDateIn(value, culture, timeZone) {
  const { date: sep } = separators[dateLanguageOf(culture)];
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-');
    return `${day}${sep}${month}${sep}${year}`;
  }
  const date = toDate(value);
  if (!date) return '';
  const parts = zonedParts(date, timeZone);
  return `${parts.day}${sep}${parts.month}${sep}${parts.year}`;
}

/**
 * Date and time of an instant in the zone, in the language's short format ('' for a missing or invalid value).
 * @param {string | Date | null | undefined} value
 * @param {string | null | undefined} culture
 * @param {string} timeZone
 */
export function formatDateTimeIn(value, culture, timeZone) {
  const date = toDate(value);
  if (!date) return '';
  const { time, at } = separators[dateLanguageOf(culture)];
  const parts = zonedParts(date, timeZone);
  return `${formatDateIn(date, culture, timeZone)}${at}${parts.hour}${time}${parts.minute}`;
}

/** How each language names the zones it has a word for; other zones are named by their IANA name. */
/** @type {Readonly<Record<string, Readonly<Record<DateLanguage, string>>>>} */
const zoneNames = Object.freeze({
  'Europe/Copenhagen': Object.freeze({ da: 'dansk tid', en: 'Danish time', de: 'dänische Zeit' }),
});

/**
 * The zone's name in the language, for the places where the zone matters ('dansk tid', 'Danish time').
 * @param {string} timeZone
 * @param {string | null | undefined} culture
 */
export function timeZoneName(timeZone, culture) {
  return zoneNames[timeZone]?.[dateLanguageOf(culture)] ?? timeZone.replace(/_/g, ' ');
}

/**
 * Date and time with the zone named: '22.11.2026 14.05 (dansk tid)'.
 * @param {string | Date | null | undefined} value
 * @param {string | null | undefined} culture
 * @param {string} timeZone
 */
export function formatZonedDateTimeIn(value, culture, timeZone) {
  const text = formatDateTimeIn(value, culture, timeZone);
  return text === '' ? '' : `${text} (${timeZoneName(timeZone, culture)})`;
}
