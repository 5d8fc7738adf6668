import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrations/migrator.js';
import { DEMO_EMPLOYEE, seedDemoData } from './seed/demo-data.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config);
  await migrateToLatest(db);
  if (config.demoData) await seedDemoData(db);

  const app = await buildApp({ config, db });
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
  if (config.demoData) {
    console.log(`Demo sign-in: ${DEMO_EMPLOYEE.email} / ${DEMO_EMPLOYEE.password}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
