import type { NotificationType } from '@portal/shared/contract';
import { upcomingDigestDays } from '@portal/shared/rules';

/**
 * When digests are due and what they cover, in the portal's time zone (TIME_ZONE, default
 * Europe/Copenhagen): CompletedTasksDaily every day at DIGEST_HOUR for the day before;
 * UpcommingTasks3Week every Monday at DIGEST_HOUR for the tasks due in the three weeks from that
 * Monday. A period is named by its local send day (YYYY-MM-DD). Pure functions of a clock value.
 */
export interface DigestPeriod {
  type: NotificationType;
  /** The local day the digest is sent on (its name and job key). */
  period: string;
  /** What it covers: [from, to) as UTC instants. */
  from: Date;
  to: Date;
}

export interface DigestTiming {
  timeZone: string;
  /** Local hour (0-23) at which a period's digest is due. */
  hour: number;
}

const DAY_MS = 86_400_000;

/** The local calendar day and hour of an instant. */
function localParts(instant: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of a local day's midnight (plus `hour` hours) in the zone. */
export function localTime(day: string, timeZone: string, hour = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const naive = Date.UTC(year, month - 1, date, hour);
  let utc = naive - offsetMs(naive, timeZone);
  // Once more across a daylight-saving change between the guess and the result.
  utc = naive - offsetMs(utc, timeZone);
  return new Date(utc);
}

/** A local day `days` later (calendar arithmetic on the date, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a day: 1 Monday ... 7 Sunday. */
function weekday(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return ((new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7) + 1;
}

export function periodOf(type: NotificationType, period: string, timeZone: string): DigestPeriod {
  if (type === 'CompletedTasksDaily') {
    return { type, period, from: localTime(addDays(period, -1), timeZone), to: localTime(period, timeZone) };
  }
  return { type, period, from: localTime(period, timeZone), to: localTime(addDays(period, upcomingDigestDays), timeZone) };
}

/**
 * The latest period of each type whose send time has passed at `now`: today's daily digest from
 * DIGEST_HOUR on (before it, yesterday's), and this week's Monday digest (before Monday's
 * DIGEST_HOUR, last week's). A process that was down at the send time thus still sends the latest one.
 */
export function duePeriods(now: Date, timing: DigestTiming): DigestPeriod[] {
  const { day, hour } = localParts(now, timing.timeZone);
  const daily = hour >= timing.hour ? day : addDays(day, -1);
  const monday = addDays(day, 1 - weekday(day));
  const weekly = day === monday && hour < timing.hour ? addDays(monday, -7) : monday;
  return [periodOf('CompletedTasksDaily', daily, timing.timeZone), periodOf('UpcommingTasks3Week', weekly, timing.timeZone)];
}
