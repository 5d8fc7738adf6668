import type { Kysely } from 'kysely';
import type { Role } from '@portal/shared/contract';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { DownloadLinks } from '../auth/download-token.js';
import type { Sessions } from '../auth/sessions.js';
import type { TokenService } from '../auth/token.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import type { DataChanges } from '../plugins/data-changes.js';
import type { FileStore } from '../storage/file-store.js';

/**
 * What a service gets as its first argument, `(ctx, input)`: the app's resources, a clock and a
 * logger, and on a signed-in call the actor from the verified token. Services take nothing from
 * the request itself (no Fastify types), so they run the same from a route, a job or a test.
 */
export interface Logger {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface AppContext {
  db: Kysely<Database>;
  config: AppConfig;
  tokens: TokenService;
  /** Server-side sessions behind the tokens (ADR 0013). */
  sessions: Sessions;
  /** Signed download links (storage key, file name, content type). */
  links: DownloadLinks;
  files: FileStore;
  mailer: Mailer;
  jobs: JobQueue;
  /** Per-customer change counters for caches of derived data. */
  changes: DataChanges;
  /** The time of the call (one clock for a whole request; tests pass a fixed one). */
  now(): Date;
  log: Logger;
}

/** The signed-in employee and the customer the token is for (its claims, typed). */
export interface Actor {
  /** The token's session (`sid`): renewals and logout act on it. */
  sessionId: string;
  customerId: number;
  employeeId: number;
  name: string;
  email: string;
  role: Role;
  /** Set when provider staff act as the employee (spec section 6). */
  impersonator?: string;
  /**
   * Limited to chosen locations (ADR 0031), as the customer-access guard read it; undefined when
   * not known (no guard ran: a job, a test): `actorLocationScope` then reads it.
   */
  restricted?: boolean;
}

/**
 * A signed-in call: the actor's customer is the authorisation scope of every customer-scoped
 * service (the customer-access guard has checked that the path's customer is this one).
 */
export interface RequestContext extends AppContext {
  actor: Actor;
}
