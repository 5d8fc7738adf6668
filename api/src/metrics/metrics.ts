import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolUseOf } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import type { FileStore } from '../storage/file-store.js';

/** Uploaded files live under this key prefix (uploads/store-uploads.ts callers); generated files elsewhere. */
const UPLOAD_KEY_PREFIX = 'customers/';

/**
 * The Prometheus metrics of one API process (prom-client, a registry per app so tests can build
 * several). Names and labels are listed in docs/operations.md; keep them in step.
 */
export interface Metrics {
  registry: Registry;
  /** Every answer, by method, route pattern and status (portal_http_requests_total is derived from its counts). */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  jobAttempts: Counter<'kind' | 'outcome'>;
  mails: Counter<'outcome'>;
  uploadBytes: Counter;
  uploadFiles: Counter;
}

const HTTP_DURATION = 'portal_http_request_duration_seconds';

const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export function createMetrics(db: Kysely<Database>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });

  const httpDuration = new Histogram({
    name: HTTP_DURATION,
    help: 'Time from request to response, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  // Taken from the histogram's counts when scraped: an answer costs one observation, not two (prom-client
  // validates and hashes the labels on each call, a measurable share of a cached answer under load).
  new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route (the route pattern, not the path) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const sample of (await httpDuration.get()).values) {
        if (sample.metricName === `${HTTP_DURATION}_count`) this.inc(sample.labels as Record<'method' | 'route' | 'status', string>, sample.value);
      }
    },
  });

  // Read when scraped: the pool's counts are live values, not events.
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests, max); absent on SQLite',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = poolUseOf(db);
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'in_use' }, use.total - use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });

  // The queue is a table every API process shares (ADR 0014): its depth is read from it when scraped.
  new Gauge({
    name: 'portal_jobs',
    help: 'Jobs in the durable queue by status (queued = depth); read from the jobs table when scraped',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      try {
        const rows = await db.selectFrom('jobs').select(['status', (eb) => eb.fn.countAll<number | string>().as('count')]).groupBy('status').execute();
        for (const status of JOB_STATUSES) {
          const row = rows.find((candidate) => candidate.status === status);
          this.set({ status }, Number(row?.count ?? 0));
        }
      } catch {
        // The database is down: no value this scrape (the request metrics and /api/ready say so).
        this.reset();
      }
    },
  });
  const jobAttempts = new Counter({
    name: 'portal_job_attempts_total',
    help: "Job attempts run by this process, by kind and outcome (done, retry = failed and will retry, failed = given up)",
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const mails = new Counter({
    name: 'portal_mails_total',
    help: 'Mails handed to the transport (SMTP or the outbox), by outcome (sent, failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const uploadBytes = new Counter({ name: 'portal_upload_bytes_total', help: 'Bytes of uploaded files stored', registers: [registry] });
  const uploadFiles = new Counter({ name: 'portal_upload_files_total', help: 'Uploaded files stored', registers: [registry] });

  return { registry, httpDuration, jobAttempts, mails, uploadBytes, uploadFiles };
}

/** The mailer, counting what it sends and what fails. */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    ...mailer,
    kind: mailer.kind,
    verify: () => mailer.verify(),
    close: () => mailer.close(),
    async send(message) {
      try {
        const sent = await mailer.send(message);
        metrics.mails.inc({ outcome: 'sent' });
        return sent;
      } catch (error) {
        metrics.mails.inc({ outcome: 'failed' });
        throw error;
      }
    },
  };
}

/** The file store, counting the bytes of uploaded files it stores (generated reports and bundles are not uploads). */
export function countedFileStore<S extends FileStore>(files: S, metrics: Metrics): S {
  return {
    ...files,
    async put(key, source) {
      const stored = await files.put(key, source);
      if (key.startsWith(UPLOAD_KEY_PREFIX)) {
        metrics.uploadBytes.inc(stored.size);
        metrics.uploadFiles.inc();
      }
      return stored;
    },
  };
}
