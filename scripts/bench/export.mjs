// `npm run bench:export`: the unit list of the `large` customer's campus (SK-1001, 4,480 units) exported as CSV
// and XLSX, and the campus's compliance statement PDF over the last 12 months, through the built API on a scratch
// SQLite database (and, with BENCH_DATABASE_URL, a scratch PostgreSQL database created and dropped here), with the
// API process's resident memory sampled every 20 ms while the file streams. The targets: each export within 5 s
// (ADR 0053), the statement within 10 s (ADR 0062), the memory flat (no file is built whole).
// BENCH_EXPORT_FORMATS picks some of csv, xlsx and statement. A benchmark, not a test; run `npm run build` first.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../workspaces.mjs';
import { freePort, prepareDatabase, signIn, sleep, startApi, waitFor } from './large-customer.mjs';

const CAMPUS = 'SK-1001';
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const METRICS_TOKEN = 'bench-export-metrics';
process.env.METRICS_TOKEN = METRICS_TOKEN;
const log = (line) => console.log(line);

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

/** The API's V8 heap in use (MB), from its metrics (the bench starts it with METRICS_TOKEN): what a leak would grow. */
async function heapMb(base) {
  const response = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  return Number(/^portal_nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1] ?? Number.NaN) / 1024 / 1024;
}

/** What each download asks for. */
const downloads = {
  csv: (customerId) => `/api/export/${customerId}/installations.csv?location=${CAMPUS}`,
  xlsx: (customerId) => `/api/export/${customerId}/installations.xlsx?location=${CAMPUS}`,
  statement: (customerId) => `/api/portfolio/${customerId}/location/${CAMPUS}/statement.pdf?culture=da-DK`,
};
const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'csv,xlsx,statement').split(',').filter((format) => format in downloads);

async function exportOnce(base, token, customerId, format, pid) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(`${base}${downloads[format](customerId)}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${format}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, rows: format === 'csv' ? lines - 1 : undefined, peak };
}

async function bench(label, target) {
  log(`${label}:`);
  const { customerId, employee } = await prepareDatabase(target, log);
  const port = await freePort();
  const server = startApi(target, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const token = await signIn(base, employee, customerId);
    // Warm the list call's statements once, as a running portal has.
    await exportOnce(base, token, customerId, 'csv', server.pid);
    await sleep(500);
    const before = rssMb(server.pid);
    log(`  API RSS before: ${before.toFixed(0)} MB, heap in use ${(await heapMb(base)).toFixed(0)} MB`);
    for (const format of FORMATS) {
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await exportOnce(base, token, customerId, format, server.pid);
        const heap = await heapMb(base);
        log(
          `  ${format} run ${run}: ${result.seconds.toFixed(2)} s, ${(result.bytes / 1024).toFixed(0)} KB${result.rows !== undefined ? `, ${result.rows} rows` : ''}, peak RSS ${result.peak.toFixed(0)} MB (+${(result.peak - before).toFixed(0)}), heap in use after ${heap.toFixed(0)} MB`,
        );
      }
    }
  } finally {
    server.kill('SIGTERM');
    await sleep(300);
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-export-'));
try {
  await bench('SQLite', { sqliteFile: path.join(dataDir, 'portal.sqlite'), dataDir });
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    const pg = createRequire(path.join(repoRoot, 'api/package.json'))('pg');
    const name = `portal_bench_export_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const pgDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-export-pg-'));
    try {
      await bench('PostgreSQL', { databaseUrl: url.toString(), sqliteFile: path.join(pgDir, 'unused.sqlite'), dataDir: pgDir });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
