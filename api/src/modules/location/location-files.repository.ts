import type { Insertable, Kysely } from 'kysely';
import type { Database, FilesTable } from '../../db/schema.js';

export interface LocationFileRow {
  id: number;
  display_name: string;
  short_description: string | null;
  storage_key: string;
  content_type: string;
}

/** The location's own documents (not its descendants'), oldest first. */
export async function findLocationFiles(db: Kysely<Database>, locationId: number): Promise<LocationFileRow[]> {
  return db
    .selectFrom('files')
    .select(['id', 'display_name', 'short_description', 'storage_key', 'content_type'])
    .where('location_id', '=', locationId)
    .where('purpose', '=', 'attachment')
    .orderBy('created')
    .orderBy('id')
    .execute();
}

export async function findLocationFileByName(db: Kysely<Database>, locationId: number, displayName: string) {
  return db
    .selectFrom('files')
    .select(['id', 'storage_key'])
    .where('location_id', '=', locationId)
    .where('purpose', '=', 'attachment')
    .where('display_name', '=', displayName)
    .orderBy('id')
    .executeTakeFirst();
}

/** More writes of the caller (its audit entry) in the repository's transaction: committed with the change or not at all. */
export type InTransaction = (trx: Kysely<Database>) => Promise<void>;

export async function insertLocationFiles(db: Kysely<Database>, rows: readonly Insertable<FilesTable>[], alsoIn?: InTransaction): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('files').values([...rows]).execute();
    await alsoIn?.(trx);
  });
}

export async function deleteLocationFileRow(db: Kysely<Database>, fileId: number, alsoIn?: InTransaction): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('files').where('id', '=', fileId).execute();
    await alsoIn?.(trx);
  });
}
