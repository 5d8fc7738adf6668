// The `large` customer for the benchmarks that need it (bench:api, the installation scroll): a scratch
// database with the demo data and the large scale set, the built API on it, and a token for the large customer.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../workspaces.mjs';

export const api = (file) => pathToFileURL(path.join(repoRoot, 'api/dist', file)).href;

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(url) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

/** Builds the scratch database: migrations, demo data, the `large` customer. Returns its id. */
export async function prepareDatabase(target, log) {
  const { createDatabase } = await import(api('db/database.js'));
  const { migrateToLatest } = await import(api('db/migrations/migrator.js'));
  const { seedDemoData } = await import(api('seed/demo-data.js'));
  const { DEMO_EMPLOYEE } = await import(api('seed/demo-document.js'));
  const { generateScaleData } = await import(api('seed/scale/scale-generator.js'));
  const db = createDatabase(target);
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { dataDir: target.dataDir, providerName: 'Nordisk Sikring' });
  } finally {
    await db.destroy();
  }
  const started = performance.now();
  const result = await generateScaleData({
    target,
    size: 'large',
    customerXal: 'BENCH-LARGE',
    member: DEMO_EMPLOYEE.email,
    log: () => undefined,
  });
  log(`  large customer generated in ${((performance.now() - started) / 1000).toFixed(0)} s (${(result.size.bytes / 1024 / 1024).toFixed(0)} MB)`);
  return { customerId: result.customerId, employee: DEMO_EMPLOYEE };
}

export async function signIn(base, employee, customerId) {
  const post = await fetch(`${base}/api/authentication/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: employee.email, password: employee.password }),
  });
  const { token } = await post.json();
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  const switched = await fetch(`${base}/api/authentication/requestnewtoken/customer/${customerId}/employee/${claims.EmployeeId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!switched.ok) throw new Error(`switching to the large customer failed: ${switched.status}`);
  return (await switched.json()).token;
}

/**
 * The built API (and the built portal it serves) on `target`, NODE_ENV=production. `main`: another build's
 * `main.js` (bench:api's A/B mode); `nodeArgs`: Node options for this process alone.
 */
export function startApi(target, port, { main = path.join(repoRoot, 'api/dist/main.js'), nodeArgs } = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
    DEMO_DATA: 'auto',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Every build serves this checkout's built portal (another build's checkout may have none).
    PORTAL_ROOT: repoRoot,
  };
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  // BENCH_API_NODE_ARGS: Node options for the API process alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // (Node refuses --cpu-prof in NODE_OPTIONS, and there it would profile the load generator too).
  const args = nodeArgs ?? (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...args, main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}
