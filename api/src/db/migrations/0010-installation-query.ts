import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * The installation query call: one covering index for a location's units with every
 * column the call filters and sorts by, (location_id, type, name, code, id). The page, its total and
 * the type options are then read from the index alone (no table rows), with the type filter as a
 * range inside each location. It starts with the columns of `installations_location_idx`
 * (location_id, type), which it replaces.
 */
export function installationQueryMigration(_dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('installations_location_query_idx').on('installations').columns(['location_id', 'type', 'name', 'code', 'id']).execute();
      await db.schema.dropIndex('installations_location_idx').ifExists().execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('installations_location_idx').on('installations').columns(['location_id', 'type']).execute();
      await db.schema.dropIndex('installations_location_query_idx').ifExists().execute();
    },
  };
}
