import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { FileStore } from './file-store.js';

/** Where uploads live (`customers/<id>/issues/<id>/<uuid>.<ext>`); every object there has a `files` row. */
const UPLOADS_PREFIX = 'customers';
const CHUNK = 500;

/**
 * Removes uploaded objects no `files` row names that were written before `startedAt` (this process's
 * start): the leftovers of a crash between storing an upload and committing its rows, or between
 * deleting a row and its object. Run once at start, before the server listens. It assumes DATA_DIR
 * belongs to one API process (ADR 2, ADR 0014): another process's upload could be between the two.
 */
export async function removeUnreferencedUploads(db: Kysely<Database>, store: FileStore, startedAt: Date): Promise<number> {
  const folder = join(store.root, UPLOADS_PREFIX);
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const candidates: string[] = [];
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path).catch(() => undefined);
    if (info && info.mtime < startedAt) candidates.push(relative(store.root, path).split(sep).join('/'));
  }
  let removed = 0;
  for (let start = 0; start < candidates.length; start += CHUNK) {
    const keys = candidates.slice(start, start + CHUNK);
    const rows = await db.selectFrom('files').select('storage_key').where('storage_key', 'in', keys).execute();
    const known = new Set(rows.map((row) => row.storage_key));
    for (const key of keys.filter((candidate) => !known.has(candidate))) {
      await rm(join(store.root, key), { force: true });
      removed += 1;
    }
  }
  return removed;
}
