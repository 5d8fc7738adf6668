import type { DateLanguage } from '@portal/shared/rules';

/** The feed's words in the employee's language (the profile's; Danish by default): the glossary's and the lists'. */
export interface CalendarTexts {
  /** The calendar's name in the app: the customer's name follows. */
  calendarName: string;
  inspection: string;
  unit: string;
  location: string;
  status: string;
  open: string;
  /** Says why an event is cancelled: the task was postponed, so its day no longer holds. */
  postponed: string;
  /** The description when the feed stops at its limit: `{count}` inspections up to `{day}`. */
  truncated: string;
}

const da: CalendarTexts = {
  calendarName: 'Eftersyn',
  inspection: 'Eftersyn',
  unit: 'Enhed',
  location: 'Lokation',
  status: 'Status',
  open: 'Åbn i portalen',
  postponed: 'Udsat: datoen gælder ikke længere',
  truncated: 'De første {count} eftersyn, til og med {day}.',
};

const en: CalendarTexts = {
  calendarName: 'Inspections',
  inspection: 'Inspection',
  unit: 'Unit',
  location: 'Location',
  status: 'Status',
  open: 'Open in the portal',
  postponed: 'Postponed: the date no longer holds',
  truncated: 'The first {count} inspections, up to {day}.',
};

const de: CalendarTexts = {
  calendarName: 'Prüfungen',
  inspection: 'Prüfung',
  unit: 'Anlage',
  location: 'Standort',
  status: 'Status',
  open: 'Im Portal öffnen',
  postponed: 'Verschoben: das Datum gilt nicht mehr',
  truncated: 'Die ersten {count} Prüfungen, bis einschließlich {day}.',
};

export const calendarTexts: Readonly<Record<DateLanguage, CalendarTexts>> = { da, en, de };
