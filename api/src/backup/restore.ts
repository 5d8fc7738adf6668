import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import { DATABASE_FILE, FILES_FOLDER, JWT_SECRET_FILE, MANIFEST_FILE, type BackupManifest } from './backup.js';

/**
 * Puts a backup (backup.ts) into DATA_DIR. Only into a data folder without a database and without
 * files, with the portal stopped: a restore never mixes two states, and never overwrites what is
 * there (move the old folder aside first). The API migrates the restored database at its next start.
 */

export class RestoreError extends Error {}

export function readManifest(backupFolder: string): BackupManifest {
  const file = join(backupFolder, MANIFEST_FILE);
  if (!existsSync(file)) throw new RestoreError(`${backupFolder} is not a backup (no ${MANIFEST_FILE})`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new RestoreError(`Unknown backup format ${String(manifest.format)}`);
  return manifest;
}

const isEmptyFolder = (folder: string): boolean => !existsSync(folder) || readdirSync(folder).length === 0;

export function restoreBackup(config: AppConfig, backupFolder: string): { manifest: BackupManifest; notes: string[] } {
  const manifest = readManifest(backupFolder);
  const notes: string[] = [];
  mkdirSync(config.dataDir, { recursive: true });

  if (manifest.includesDatabase) {
    if (config.databaseUrl) throw new RestoreError('The backup holds a SQLite database, but DATABASE_URL is set: unset it to restore into DATA_DIR');
    if (existsSync(config.sqliteFile)) throw new RestoreError(`${config.sqliteFile} exists: restore into an empty DATA_DIR (move the old one aside)`);
    // A backup is one file (SQLite's backup API writes no WAL beside it).
    cpSync(join(backupFolder, DATABASE_FILE), config.sqliteFile);
  } else {
    notes.push('The backup holds no database (PostgreSQL): restore it with pg_restore (docs/operations.md).');
  }

  if (manifest.files.included) {
    if (config.fileStorage.kind !== 'local') throw new RestoreError('The backup holds files for DATA_DIR/files, but S3_BUCKET is set');
    const target = join(config.dataDir, FILES_FOLDER);
    if (!isEmptyFolder(target)) throw new RestoreError(`${target} is not empty: restore into an empty DATA_DIR`);
    cpSync(join(backupFolder, FILES_FOLDER), target, { recursive: true });
  } else if (manifest.files.note) {
    notes.push(manifest.files.note);
  }

  if (manifest.includesJwtSecret) {
    const target = join(config.dataDir, JWT_SECRET_FILE);
    cpSync(join(backupFolder, JWT_SECRET_FILE), target);
    chmodSync(target, 0o600);
  }
  return { manifest, notes };
}
