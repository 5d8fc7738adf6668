import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrations/migrator.js';
import { refreshPlannerStatistics } from './db/planner-statistics.js';
import { DEMO_EMPLOYEE, seedDemoData } from './seed/demo-data.js';
import { openFileStore } from './storage/open-file-store.js';
import { removeUnreferencedUploads } from './storage/unreferenced-uploads.js';

/** Longer than any upload can take (REQUEST_TIMEOUT_MS is 10 minutes by default). */
const SHARED_STORE_UPLOAD_MARGIN_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  const startedAt = new Date();
  const config = loadConfig();
  const db = createDatabase(config);
  await migrateToLatest(db);
  // An empty database gets the demo; a running demo keeps what users changed unless asked to refresh.
  const files = await openFileStore(config.fileStorage, config.dataDir);
  const isEmpty = (await db.selectFrom('customers').select('id').limit(1).execute()).length === 0;
  if (config.demoData === 'refresh' || (config.demoData === 'auto' && isEmpty)) {
    const seeded = await seedDemoData(db, { files, providerName: config.providerName });
    const changed = Object.values(seeded.changed).reduce((sum, count) => sum + count, 0);
    console.log(`Demo data: ${changed} rows imported or changed, ${seeded.files?.written ?? 0} files written`);
  }

  await refreshPlannerStatistics(db, 'start');

  const app = await buildApp({ config, db, files });
  const shutdown = (signal: string): void => {
    app.log.info(`${signal}: shutting down`);
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Uploaded files a crash left without their rows (rows are written after their files and deleted
  // before them, so never the reverse). Only objects written before this start are candidates, so the
  // walk runs after listening (a large store does not delay the start) without touching this process's
  // own uploads; in a shared bucket other processes' uploads may be in flight, hence the older bound.
  const uploadedBefore = files.kind === 'local' ? startedAt : new Date(startedAt.getTime() - SHARED_STORE_UPLOAD_MARGIN_MS);
  void removeUnreferencedUploads(db, app.files, uploadedBefore).then(
    (removed) => {
      if (removed > 0) app.log.info(`Removed ${removed} uploaded files without rows (left by a crash)`);
    },
    (error: unknown) => app.log.error({ err: error }, 'removing uploaded files without rows failed'),
  );
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${config.sqliteFile}`;
  console.log(`\n${config.providerName} customer portal: ${config.publicUrl}  (database: ${database})`);
  if (config.demoData !== 'off') {
    console.log(`Demo sign-in: ${DEMO_EMPLOYEE.email} / ${DEMO_EMPLOYEE.password}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
