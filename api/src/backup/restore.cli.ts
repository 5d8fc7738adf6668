import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { RestoreError, restoreBackup } from './restore.js';

/**
 * `npm run restore -w api -- <backup folder>`: restores a backup of `npm run backup` into DATA_DIR,
 * which must hold no database and no files (stop the portal, move the old folder aside). The next
 * start migrates the restored database.
 */
function main(): void {
  const folder = process.argv[2];
  if (!folder) throw new RestoreError('Usage: npm run restore -w api -- <backup folder> (DATA_DIR names where to restore)');
  const config = loadConfig();
  const { manifest, notes } = restoreBackup(config, resolve(folder));
  console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}`);
  for (const note of notes) console.log(note);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
