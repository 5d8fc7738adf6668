import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../import.repository.js';
import type { ProviderImport } from '../import-format.js';
import { changesOf, iso } from './diff.js';
import type { WriterContext } from './writer-context.js';
import { sanitizeNewsHtml } from '../../security/news-html.js';

export async function writeNews(ctx: WriterContext, data: ProviderImport): Promise<void> {
  const inserts: Insertable<Database['news']>[] = [];
  for (const [index, item] of (data.news ?? []).entries()) {
    ctx.cursor.path = `/news/${index}`;
    const want = {
      feed_id: item.feedId ?? 3,
      title: item.title,
      teaser: item.teaser,
      // Sanitised on the way in (the feed sanitises on the way out too): what is stored is what may be shown.
      body_html: sanitizeNewsHtml(item.bodyHtml),
      release_date: iso(item.releaseDate),
    };
    const stored = ctx.existing.news.get(item.code);
    if (stored) await ctx.update('news', stored.id, changesOf(want, stored));
    else inserts.push({ code: item.code, ...want });
  }
  ctx.cursor.path = '/news';
  await insertRows(ctx.db, 'news', inserts);
  ctx.tally.inserted.news += inserts.length;
}
