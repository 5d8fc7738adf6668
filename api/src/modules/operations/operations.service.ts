import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import type { FileStore, LocalFileStore } from '../../storage/file-store.js';

export type CheckName = 'database' | 'mail' | 'storage';
export type CheckState = 'ok' | 'down';

export interface Readiness {
  ready: boolean;
  checks: Record<CheckName, CheckState>;
  /** What is down, in order (empty when ready). */
  down: CheckName[];
  /** Why each is down, for the log only (addresses and messages are not shown to callers). */
  errors: Partial<Record<CheckName, unknown>>;
}

/** A check that takes longer counts as down (a healthcheck must not hang). */
export const CHECK_TIMEOUT_MS = 3_000;
/** The SMTP server is asked at most this often (each check is a connection, greeting and login). */
export const MAIL_CHECK_REUSE_MS = 30_000;

function withTimeout(work: Promise<unknown>, ms: number, what: string): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface ReadinessDependencies {
  db: Kysely<Database>;
  mailer: Mailer;
  files: FileStore;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * The checks behind /api/ready: the database answers a query; the mail transport accepts a connection
 * (SMTP) or the outbox is writable; the file store answers (the bucket, or the files folder is
 * writable). The mail result is reused for MAIL_CHECK_REUSE_MS while it is ok.
 */
export function createReadiness(deps: ReadinessDependencies): () => Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? CHECK_TIMEOUT_MS;
  const now = deps.now ?? Date.now;
  let mailOkAt = Number.NEGATIVE_INFINITY;

  const checks: Record<CheckName, () => Promise<unknown>> = {
    database: () => sql`select 1 as one`.execute(deps.db),
    mail: async () => {
      if (now() - mailOkAt < MAIL_CHECK_REUSE_MS) return;
      await deps.mailer.verify();
      mailOkAt = now();
    },
    storage: async () => {
      // A missing key is an answer (false); an unreachable or refusing store throws.
      await deps.files.exists('operations/ready-probe');
      const root = deps.files.kind === 'local' ? (deps.files as LocalFileStore).root : undefined;
      if (root !== undefined) {
        await access(root, constants.W_OK).catch(async (error: NodeJS.ErrnoException) => {
          // The folder is made on the first upload; before it, its parent must be writable.
          if (error.code !== 'ENOENT') throw error;
          await access(dirname(root), constants.W_OK);
        });
      }
    },
  };

  return async () => {
    const names = Object.keys(checks) as CheckName[];
    const results = await Promise.allSettled(names.map((name) => withTimeout(checks[name](), timeoutMs, name)));
    const readiness: Readiness = { ready: true, checks: { database: 'ok', mail: 'ok', storage: 'ok' }, down: [], errors: {} };
    results.forEach((result, index) => {
      const name = names[index] as CheckName;
      if (result.status === 'rejected') {
        readiness.ready = false;
        readiness.checks[name] = 'down';
        readiness.down.push(name);
        readiness.errors[name] = result.reason;
        if (name === 'mail') mailOkAt = Number.NEGATIVE_INFINITY;
      }
    });
    return readiness;
  };
}
