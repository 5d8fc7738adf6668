import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { createBackup } from './backup.js';

/**
 * `npm run backup -w api [-- <folder>]`: backs up DATA_DIR (SQLite online backup, the files, the
 * generated JWT secret) into `<folder>/portal-<timestamp>/`; the folder is BACKUP_DIR, else
 * DATA_DIR/backups. Safe while the portal runs. With DATABASE_URL it prints the pg_dump steps.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const to = resolve(process.argv[2] ?? process.env.BACKUP_DIR ?? `${config.dataDir}/backups`);
  const { folder, manifest, notes } = await createBackup(config, { to });
  console.log(`Backup written to ${folder}`);
  console.log(
    `  database: ${manifest.includesDatabase ? 'SQLite (online backup)' : 'not included (PostgreSQL)'}; files: ${
      manifest.files.included ? `${manifest.files.count} (${manifest.files.bytes} bytes)` : 'not included (S3)'
    }; JWT secret: ${manifest.includesJwtSecret ? 'included (keep the backup private)' : 'not included (JWT_SECRET is set)'}`,
  );
  for (const note of notes) console.log(note);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
