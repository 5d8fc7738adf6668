import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * A location's place on the portfolio map: WGS 84 latitude and longitude in decimal degrees, from the import.
 * Within range, checked by the database as by the import's JSON Schema (which also asks for both or neither;
 * SQLite cannot add a constraint over two columns to an existing table).
 */
export function locationCoordinatesMigration(dialect: DatabaseDialect): Migration {
  const type = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('locations')
        .addColumn('latitude', type, (col) => col.check(sql`latitude between -90 and 90`))
        .execute();
      await db.schema
        .alterTable('locations')
        .addColumn('longitude', type, (col) => col.check(sql`longitude between -180 and 180`))
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('locations').dropColumn('longitude').execute();
      await db.schema.alterTable('locations').dropColumn('latitude').execute();
    },
  };
}
