import type { NewsItem, NewsletterResponse } from '@portal/shared/contract';
import type { RequestContext } from '../../context/service-context.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { toIso } from '../issue/issue-mapper.js';
import { sanitizeNewsHtml } from '../../security/news-html.js';
import { findNews, setNewsletter } from './news.repository.js';

/** Spec section 9: the feed the portal lists, and the one newsletter an employee can subscribe to. */
export const NEWS_FEED_ID = 3;
export const NEWSLETTER_ID = 5;

/**
 * The feed's released items, newest first. Bodies were sanitised when written (the import); they are
 * sanitised again here so that rows stored before that rule, or written by hand, never reach a page raw.
 */
export async function newsFeed(ctx: RequestContext, input: { feedId: number }): Promise<NewsItem[]> {
  if (input.feedId !== NEWS_FEED_ID) throw new NotFoundError(`There is no news feed ${input.feedId}`);
  const rows = await findNews(ctx.db, input.feedId, ctx.now().toISOString());
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    teaser: row.teaser,
    body: sanitizeNewsHtml(row.body_html),
    releaseDate: toIso(row.release_date),
  }));
}

/**
 * Subscribes or unsubscribes the signed-in employee (spec section 6: per employee). Another employee's
 * id is a 404, like another customer's. The client then asks for a new token, whose NewsFeed claim
 * carries the new flag.
 */
export async function changeNewsletter(
  ctx: RequestContext,
  input: { employeeId: number; newsletterId: number; subscribe: boolean },
): Promise<NewsletterResponse> {
  if (input.employeeId !== ctx.actor.employeeId) throw new NotFoundError();
  if (input.newsletterId !== NEWSLETTER_ID) throw new NotFoundError(`There is no newsletter ${input.newsletterId}`);
  if (!(await setNewsletter(ctx.db, input.employeeId, input.subscribe))) throw new NotFoundError();
  return { newsFeed: input.subscribe ? 'True' : 'False' };
}
