import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrations/migrator.js';
import { refreshPlannerStatistics } from './db/planner-statistics.js';
import { DEMO_EMPLOYEE, seedDemoData } from './seed/demo-data.js';
import { removeUnreferencedUploads } from './storage/unreferenced-uploads.js';

async function main(): Promise<void> {
  const startedAt = new Date();
  const config = loadConfig();
  const db = createDatabase(config);
  await migrateToLatest(db);
  // An empty database gets the demo; a running demo keeps what users changed unless asked to refresh.
  const isEmpty = (await db.selectFrom('customers').select('id').limit(1).execute()).length === 0;
  if (config.demoData === 'refresh' || (config.demoData === 'auto' && isEmpty)) {
    const seeded = await seedDemoData(db, { dataDir: config.dataDir, providerName: config.providerName });
    const changed = Object.values(seeded.changed).reduce((sum, count) => sum + count, 0);
    console.log(`Demo data: ${changed} rows imported or changed, ${seeded.files?.written ?? 0} files written`);
  }

  await refreshPlannerStatistics(db, 'start');

  const app = await buildApp({ config, db });
  // Uploaded files a crash left without their rows (rows are written after their files and deleted
  // before them, so never the reverse). Before listening: no upload of this process is in flight.
  const unreferenced = await removeUnreferencedUploads(db, app.files, startedAt);
  if (unreferenced > 0) app.log.info(`Removed ${unreferenced} uploaded files without rows (left by a crash)`);
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
