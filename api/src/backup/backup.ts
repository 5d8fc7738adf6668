import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { AppConfig } from '../config.js';

/**
 * Backups of the embedded setup (ADR 0026): the SQLite database through SQLite's online backup
 * (better-sqlite3 `.backup()`: a consistent copy while the portal runs and writes), then the file
 * store's folder, then the generated JWT secret, into one timestamped folder with a manifest.
 * The database is copied first: rows are written after their files, so every file a copied row names
 * is already there; a file uploaded between the two copies is one without a row, which the start-up
 * sweep removes after a restore (storage/unreferenced-uploads.ts).
 * PostgreSQL and S3 have their own tools (pg_dump, the bucket's replication): see postgresGuidance.
 */

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'portal.sqlite';
export const FILES_FOLDER = 'files';
export const JWT_SECRET_FILE = 'jwt-secret';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  /** Whether the backup holds the database (SQLite) or only the files (PostgreSQL: use pg_dump). */
  includesDatabase: boolean;
  files: { included: boolean; count: number; bytes: number; note?: string };
  includesJwtSecret: boolean;
}

export interface BackupResult {
  folder: string;
  manifest: BackupManifest;
  /** What the operator must do besides (pg_dump, the bucket). */
  notes: string[];
}

/** `portal-2026-11-23T02-47-00-123Z`: sorts by time, valid on every file system. */
export function backupFolderName(now: Date): string {
  return `portal-${now.toISOString().replace(/[:.]/g, '-')}`;
}

function countFiles(folder: string): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  if (!existsSync(folder)) return { count, bytes };
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { count, bytes };
}

export function postgresGuidance(target: string): string[] {
  return [
    'The database is PostgreSQL (DATABASE_URL): back it up with pg_dump, e.g.',
    `  pg_dump --format=custom --file=${join(target, 'portal.pgdump')} "$DATABASE_URL"`,
    'and restore it into an empty database with',
    '  pg_restore --no-owner --dbname="$DATABASE_URL" portal.pgdump',
    'then start the API (migrations run at start). See docs/operations.md.',
  ];
}

export async function createBackup(config: AppConfig, options: { to: string; now?: Date }): Promise<BackupResult> {
  const folder = join(options.to, backupFolderName(options.now ?? new Date()));
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const notes: string[] = [];
  const isPostgres = Boolean(config.databaseUrl);

  if (isPostgres) {
    notes.push(...postgresGuidance(folder));
  } else {
    if (!existsSync(config.sqliteFile)) throw new Error(`No database at ${config.sqliteFile} (DATA_DIR=${config.dataDir})`);
    const source = new BetterSqlite3(config.sqliteFile, { fileMustExist: true });
    try {
      await source.backup(join(folder, DATABASE_FILE));
    } finally {
      source.close();
    }
  }

  const files: BackupManifest['files'] = { included: false, count: 0, bytes: 0 };
  if (config.fileStorage.kind === 'local') {
    const root = join(config.dataDir, FILES_FOLDER);
    if (existsSync(root)) {
      // Temporary files of writes in progress (.tmp) are not objects yet.
      cpSync(root, join(folder, FILES_FOLDER), { recursive: true, filter: (path) => !relative(root, path).split(/[\\/]/).includes('.tmp') });
    } else {
      mkdirSync(join(folder, FILES_FOLDER));
    }
    Object.assign(files, { included: true }, countFiles(join(folder, FILES_FOLDER)));
  } else {
    files.note = `Files are in the bucket s3://${config.fileStorage.bucket}: back it up with the store's own tools (versioning, replication, mc mirror).`;
    notes.push(files.note);
  }

  // The secret generated into DATA_DIR when JWT_SECRET is not set: without it, restored sessions end.
  const secret = join(config.dataDir, JWT_SECRET_FILE);
  const includesJwtSecret = existsSync(secret);
  if (includesJwtSecret) {
    cpSync(secret, join(folder, JWT_SECRET_FILE));
    chmodSync(join(folder, JWT_SECRET_FILE), 0o600);
  }

  const manifest: BackupManifest = {
    format: 1,
    createdAt: (options.now ?? new Date()).toISOString(),
    database: isPostgres ? 'postgres' : 'sqlite',
    includesDatabase: !isPostgres,
    files,
    includesJwtSecret,
  };
  writeFileSync(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return { folder, manifest, notes };
}
