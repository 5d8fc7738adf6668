import { sql, type Kysely } from 'kysely';
import { dialectOf } from './database.js';

/**
 * Planner statistics. PostgreSQL keeps them itself (autovacuum's ANALYZE); SQLite has none until
 * ANALYZE runs, and without them it may pick a scan of `issues` or `tasks` over the location
 * indexes, which on better-sqlite3 blocks the whole event loop. So SQLite gets them at start and
 * after every bulk load (the provider import, the scale generator).
 *
 * `analysis_limit` makes ANALYZE sample each index (about 1,000 rows) instead of reading it whole:
 * milliseconds on the `large` customer instead of seconds, and enough for the planner's choices.
 */
export async function refreshPlannerStatistics<DB>(db: Kysely<DB>, when: 'start' | 'after-bulk-load'): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // After a bulk load autovacuum may not have caught up yet: analyze the tables the lists read
    // now (samples, fast). Named tables resolve in the connection's schema only.
    if (when === 'after-bulk-load') await sql`analyze locations, location_ancestors, installations, tasks, issues`.execute(db);
    return;
  }
  await sql`pragma analysis_limit = 1000`.execute(db);
  const analyzed = await sql<{ name: string }>`select name from sqlite_master where name = 'sqlite_stat1'`.execute(db);
  if (when === 'after-bulk-load' || analyzed.rows.length === 0) {
    await sql`analyze`.execute(db);
  } else {
    // Re-analyzes only the tables whose size changed a lot since their statistics were taken.
    await sql`pragma optimize = 0x10002`.execute(db);
  }
}
