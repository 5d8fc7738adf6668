import { Type } from 'typebox';
import { calendarFeedMaxEvents, calendarFeedMonths } from '@portal/shared/rules';
import { customerParams } from '../../schemas/common.js';
import { binarySchema, noContentSchema, nullableString, objectSchema, stringSchema } from '../../schemas/responses.js';

export const feedStatusSchema = {
  summary: "Whether the signed-in employee has a calendar address for the customer, and since when",
  operationId: 'calendarFeedStatus',
  description: 'The address itself is shown only when it is made: the server keeps only its hash.',
  params: customerParams({}),
  response: { 200: objectSchema({ createdAt: nullableString }) },
};

export const renewFeedSchema = {
  summary: "Makes the employee's personal calendar address (iCalendar), ending the one before",
  operationId: 'renewCalendarFeed',
  description: `The feed holds the inspections falling due in the next ${calendarFeedMonths} months at the locations the employee may see (the soonest ${calendarFeedMaxEvents}). Audited.`,
  params: customerParams({}),
  response: { 200: objectSchema({ url: stringSchema, createdAt: stringSchema }) },
};

export const removeFeedSchema = {
  summary: "Ends the employee's calendar address (404 when there is none)",
  operationId: 'removeCalendarFeed',
  description: 'The address stops answering at once, in every API process. Audited.',
  params: customerParams({}),
  response: { 204: noContentSchema },
};

export const publicFeedSchema = {
  summary: 'A calendar feed by its secret address (text/calendar)',
  operationId: 'calendarFeed',
  description:
    'No sign-in: the address is the secret. 404 alike for an unknown, renewed or removed address. ETag and Last-Modified: a poll of an unchanged feed is a 304. Rate-limited per address and per feed (429).',
  params: Type.Object({ file: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+\\.ics$' }) }),
  produces: ['text/calendar'],
  response: { 200: binarySchema('The iCalendar feed'), 304: noContentSchema },
};
