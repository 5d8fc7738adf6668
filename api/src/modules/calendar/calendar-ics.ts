import { createHash } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import { dayOf, isOpenTaskStatus, plannedTaskPath, taskStatusLabelKey, type DateLanguage } from '@portal/shared/rules';
import { exportTexts } from '../export/export-texts.js';
import { calendarTexts } from './calendar-texts.js';
import type { FeedTaskRow } from './calendar.repository.js';

/**
 * A feed's events as plain values, written by ical-generator. Their fingerprint (`contentHash`) leaves out the
 * stamp, so an unchanged feed keeps its ETag and Last-Modified from one poll to the next.
 */
export interface FeedEvent {
  uid: string;
  sequence: number;
  day: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  cancelled: boolean;
}

export interface FeedContent {
  name: string;
  description: string | null;
  language: DateLanguage;
  events: FeedEvent[];
}

const addressOf = (row: FeedTaskRow) => [row.street_name, [row.zip_code, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** A task's event: all day on its due day (as the API counts days), cancelled while it is postponed. */
export function feedEventOf(row: FeedTaskRow, context: { language: DateLanguage; publicUrl: string; host: string }): FeedEvent {
  const texts = calendarTexts[context.language];
  const statusKey = taskStatusLabelKey(row.status);
  const status = exportTexts[context.language].value.taskStatus[statusKey] ?? row.status;
  const cancelled = isOpenTaskStatus(row.status) && statusKey.startsWith('PostponedBy');
  const address = addressOf(row);
  const url = `${context.publicUrl.replace(/\/+$/, '')}${plannedTaskPath(row.location_code, row.number)}`;
  return {
    uid: `task-${row.id}@${context.host}`,
    sequence: row.revision,
    day: dayOf(row.due_date),
    summary: `${row.name} – ${row.installation_name}`,
    location: address ? `${row.location_name}, ${address}` : row.location_name,
    description: [
      `${texts.inspection}: ${row.number} (${row.type})`,
      `${texts.unit}: ${row.installation_name} (${row.installation_code})`,
      `${texts.location}: ${row.location_name} (${row.location_code})`,
      `${texts.status}: ${status}`,
      ...(cancelled ? [texts.postponed] : []),
      `${texts.open}: ${url}`,
    ].join('\n'),
    url,
    cancelled,
  };
}

export function contentHashOf(content: FeedContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/** The iCalendar text; every event stamped with the time the content last changed. */
export function writeIcs(content: FeedContent, stamp: Date): string {
  const calendar = ical({
    name: content.name,
    prodId: { company: 'customer-portal', product: 'inspections', language: content.language.toUpperCase() },
    ...(content.description ? { description: content.description } : {}),
  });
  for (const event of content.events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp,
      start: new Date(`${event.day}T00:00:00Z`),
      allDay: true,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: event.url,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
