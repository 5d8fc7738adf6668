import { randomBytes } from 'node:crypto';
import type { CalendarFeedAddress, CalendarFeedStatus } from '@portal/shared/contract';
import { calendarFeedEnd, calendarFeedMaxEvents, calendarFeedPathPrefix, calendarFeedSuffix, dateLanguageOf, dayOf } from '@portal/shared/rules';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import { allowedRootIds } from '../../auth/location-access.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { calendarTexts } from './calendar-texts.js';
import { contentHashOf, feedEventOf, writeIcs, type FeedContent } from './calendar-ics.js';
import { deleteFeed, findFeedByTokenHash, findFeedCreated, findFeedTasks, replaceFeed, updateFeedContent } from './calendar.repository.js';
import { tokenHashOf } from '../../auth/token-hash.js';
import { toIso } from '../issue/issue-mapper.js';

/**
 * The employee's personal calendar feed (ADR 0061): a secret address per customer that a calendar app polls. The
 * token is 256 random bits, kept only as its SHA-256, so a copy of the database opens no feed; the public call
 * finds the feed by that hash, and answers every token that opens none with the same 404.
 */


export async function feedStatus(ctx: RequestContext): Promise<CalendarFeedStatus> {
  const created = await findFeedCreated(ctx.db, ctx.actor.employeeId, ctx.actor.customerId);
  return { createdAt: created === undefined ? null : toIso(created) };
}

/** A new address for the employee and customer; the old one, if any, stops answering at once. */
export async function renewFeed(ctx: RequestContext): Promise<CalendarFeedAddress> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const renewed = await replaceFeed(trx, { employeeId: ctx.actor.employeeId, customerId: ctx.actor.customerId, tokenHash: tokenHashOf(token), createdAt });
    await recordAudit(trx, ctx, { action: renewed ? 'calendar.feed-renewed' : 'calendar.feed-created', subject: ctx.actor.email });
  });
  return { url: `${ctx.config.publicUrl.replace(/\/+$/, '')}${calendarFeedPathPrefix}${token}${calendarFeedSuffix}`, createdAt };
}

export async function removeFeed(ctx: RequestContext): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await deleteFeed(trx, ctx.actor.employeeId, ctx.actor.customerId))) throw new NotFoundError('There is no calendar address to remove');
    await recordAudit(trx, ctx, { action: 'calendar.feed-removed', subject: ctx.actor.email });
  });
}

export interface FeedAnswer {
  ics: string;
  etag: string;
  lastModified: Date;
}

/**
 * The feed of a token: the tasks falling due from today to `calendarFeedEnd` at the locations the
 * employee may see now, the soonest `calendarFeedMaxEvents`. Undefined for a token that opens no feed (unknown,
 * renewed, removed, or its employee no longer an active member).
 */
export async function feedOfToken(ctx: AppContext, token: string): Promise<FeedAnswer | undefined> {
  const tokenHash = tokenHashOf(token);
  const feed = await findFeedByTokenHash(ctx.db, tokenHash);
  if (!feed) return undefined;
  const language = dateLanguageOf(feed.culture);
  const texts = calendarTexts[language];
  const today = dayOf(ctx.now());
  const end = calendarFeedEnd(today);
  const scope = feed.restricted ? { customerId: feed.customer_id, rootIds: await allowedRootIds(ctx.db, feed.employee_id, feed.customer_id) } : undefined;
  const rows = await findFeedTasks(ctx.db, { customerId: feed.customer_id, from: `${today}T00:00:00.000Z`, to: `${end}T00:00:00.000Z`, limit: calendarFeedMaxEvents, scope });
  const context = { language, publicUrl: ctx.config.publicUrl, host: new URL(ctx.config.publicUrl).hostname };
  const events = rows.map((row) => feedEventOf(row, context));
  const last = events.at(-1);
  const content: FeedContent = {
    name: `${texts.calendarName} – ${feed.customer_name}`,
    description: events.length === calendarFeedMaxEvents && last ? texts.truncated.replace('{count}', String(events.length)).replace('{day}', last.day) : null,
    language,
    events,
  };
  const contentHash = contentHashOf(content);
  let changedAt = feed.content_changed_at === null ? undefined : new Date(feed.content_changed_at);
  if (feed.content_hash !== contentHash || changedAt === undefined) {
    // Whole seconds: Last-Modified and If-Modified-Since carry no more.
    changedAt = new Date(Math.floor(ctx.now().getTime() / 1000) * 1000);
    await updateFeedContent(ctx.db, tokenHash, contentHash, changedAt.toISOString());
  }
  return { ics: writeIcs(content, changedAt), etag: `"${contentHash}"`, lastModified: changedAt };
}
