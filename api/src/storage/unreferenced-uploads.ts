import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { FileStore } from './file-store.js';

/** Where uploads live (`customers/<id>/issues/<id>/<uuid>.<ext>`); every object there has a `files` row (an image's thumbnail: its `thumbnail_key`). */
const UPLOADS_PREFIX = 'customers';
const CHUNK = 500;

/**
 * Removes uploaded objects no `files` row names that were written before `startedAt` (this process's
 * start): the leftovers of a crash between storing an upload and committing its rows, or between
 * deleting a row and its object. Run once at start, in the background once the server listens. On the disk, DATA_DIR
 * belongs to one API process (ADR 2, ADR 0014); in a shared bucket another process's upload could be
 * between the two, so main.ts passes a `startedAt` older than any upload there (ADR 0018).
 */
export async function removeUnreferencedUploads(db: Kysely<Database>, store: FileStore, startedAt: Date): Promise<number> {
  const candidates: string[] = [];
  for await (const object of store.list(UPLOADS_PREFIX)) {
    if (object.lastModified < startedAt) candidates.push(object.key);
  }
  let removed = 0;
  for (let start = 0; start < candidates.length; start += CHUNK) {
    const keys = candidates.slice(start, start + CHUNK);
    const rows = await db
      .selectFrom('files')
      .select(['storage_key', 'thumbnail_key'])
      .where((eb) => eb.or([eb('storage_key', 'in', keys), eb('thumbnail_key', 'in', keys)]))
      .execute();
    const known = new Set(rows.flatMap((row) => [row.storage_key, row.thumbnail_key]));
    for (const key of keys.filter((candidate) => !known.has(candidate))) {
      await store.remove(key);
      removed += 1;
    }
  }
  return removed;
}
