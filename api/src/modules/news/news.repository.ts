import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface NewsRow {
  id: number;
  title: string;
  teaser: string;
  body_html: string;
  release_date: string | Date;
}

/** The feed's items, newest first; none released in the future (the editors schedule them). */
export async function findNews(db: Kysely<Database>, feedId: number, now: string): Promise<NewsRow[]> {
  return db
    .selectFrom('news')
    .select(['id', 'title', 'teaser', 'body_html', 'release_date'])
    .where('feed_id', '=', feedId)
    .where('release_date', '<=', now)
    .orderBy('release_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Sets the employee's newsletter flag; false when there is no such employee. */
export async function setNewsletter(db: Kysely<Database>, employeeId: number, subscribed: boolean): Promise<boolean> {
  const result = await db.updateTable('employees').set({ newsletter: subscribed }).where('id', '=', employeeId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
