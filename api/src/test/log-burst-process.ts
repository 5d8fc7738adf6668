// Run as a process of its own by app-log.test.ts: the app with the production logger answers a burst of
// requests and the process exits at once, with the lines of the burst still waiting to be written.
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrator.js';

const count = Number(process.argv[2] ?? 100);
const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info' });
const db = createDatabase(config);
await migrateToLatest(db);
const app = await buildApp({ config, db });
await app.ready();
for (let n = 0; n < count; n += 1) await app.inject({ url: `/api/health?burst=${n}` });
process.exit(0);
