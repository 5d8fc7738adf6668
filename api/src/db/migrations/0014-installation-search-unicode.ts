import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import { UNICODE_LOWER } from '../sqlite-functions.js';

/**
 * The installation search key on SQLite folds every letter, not only ASCII (migration 0012 used SQLite's
 * `lower()`, so "Østre" kept its "Ø" and a search for "østre" missed it). The column is recomputed with
 * `unicode_lower` (db/sqlite-functions.ts, registered on every connection of ours) and the covering
 * index rebuilt. PostgreSQL's `lower()` already folds them: nothing to do there.
 */
export function installationSearchUnicodeMigration(dialect: DatabaseDialect): Migration {
  const searchKey = async (db: Kysely<unknown>, lower: string): Promise<void> => {
    await db.schema.dropIndex('installations_location_query_idx').ifExists().execute();
    await db.schema.alterTable('installations').dropColumn('search_key').execute();
    const fold = sql.raw(lower);
    await db.schema
      .alterTable('installations')
      // VIRTUAL (SQLite's default; ALTER TABLE cannot add a stored one): the index holds the computed value.
      .addColumn('search_key', 'text', (col) => col.generatedAlwaysAs(sql`${fold}(name) || char(10) || ${fold}(code)`))
      .execute();
    await db.schema
      .createIndex('installations_location_query_idx')
      .on('installations')
      .columns(['location_id', 'type', 'name', 'code', 'id', 'search_key'])
      .execute();
  };
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') await searchKey(db, UNICODE_LOWER);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') await searchKey(db, 'lower');
    },
  };
}
