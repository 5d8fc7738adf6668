import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenClaims } from '@portal/shared/contract';
import type { AppConfig } from '../config.js';
import type { Actor, AppContext, Logger, RequestContext } from '../context/service-context.js';
import type { Database, LocationRow } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import type { FileStore } from '../storage/file-store.js';
import type { DownloadLinks } from '../auth/download-token.js';
import type { TokenService } from '../auth/token.js';
import { claimsOf } from './authentication.js';
import type { Sessions } from '../auth/sessions.js';
import type { MembershipCache } from '../auth/membership-cache.js';
import type { DataChanges } from './data-changes.js';
import type { ResponseCacheRoute } from './response-cache.js';
import type { Metrics } from '../metrics/metrics.js';

/** What buildApp decorates the Fastify instance and requests with. */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    tokens: TokenService;
    /** Signed download links (issue files, reports, bundles). */
    links: DownloadLinks;
    /** Server-side sessions behind the tokens: sign-in, logout, absolute lifetime (ADR 0013). */
    sessions: Sessions;
    /** The customer-access guard's membership answers, kept while nothing may have ended them (ADR 0021). */
    memberships: MembershipCache;
    /** Uploaded files, generated reports and bundles (DATA_DIR/files). */
    files: FileStore;
    /** SMTP_URL, or .eml files in DATA_DIR/outbox. */
    mailer: Mailer;
    /** The durable background-job queue (report bundles, ADR 0014); closed (running job awaited) on close. */
    jobs: JobQueue;
    /** Per-customer change counters for caches of derived data (location tree). */
    changes: DataChanges;
    /** Prometheus metrics of this process (/api/metrics). */
    metrics: Metrics;
  }

  interface FastifyRequest {
    /** Verified token claims; set by the authentication plugin on every non-public /api route. */
    claims: TokenClaims | null;
    /**
     * The location named in the path (`config.locationParam`), read by the customer-access guard in
     * the same query as the membership; null when the customer has no such code; undefined when the
     * membership came from the cache (ADR 0021) and the location was not read. Routes pass it to the
     * service as `known`; the service's `requireLocation` answers 404 for null and reads it for undefined.
     */
    pathLocation: LocationRow | null | undefined;
    /**
     * Whether the member is limited to chosen locations (ADR 0031), set by the customer-access guard;
     * undefined where the guard did not run (then services ask the database).
     */
    locationRestricted: boolean | undefined;
  }

  interface FastifyContextConfig {
    /** No Bearer token required (sign-in, dictionary, health). */
    public?: boolean;
    /**
     * The customer-access guard runs on every route whose params have `customerId`; set false only
     * when the route checks membership itself (e.g. switching customer).
     */
    customerAccess?: boolean;
    /** The path parameter holding a location code of the customer (resolved by the guard). */
    locationParam?: string;
    /** Whole responses cached per customer (plugins/response-cache.ts, ADR 0020); read routes only. */
    responseCache?: ResponseCacheRoute;
  }
}

/** The service context of a call, signed in or not (a public route: sign-in, dictionary, download). */
export function appContextOf(request: FastifyRequest): AppContext {
  return createAppContext(request.server, request.log);
}

/** The app's resources as a service context (also for jobs and tests, which have no request). */
export function createAppContext(app: FastifyInstance, log: Logger): AppContext {
  return {
    db: app.db,
    config: app.config,
    tokens: app.tokens,
    sessions: app.sessions,
    links: app.links,
    files: app.files,
    mailer: app.mailer,
    jobs: app.jobs,
    changes: app.changes,
    now: () => new Date(),
    log,
  };
}

/** The service context of a signed-in call: the actor from the verified token's claims (401 without). */
export function requestContextOf(request: FastifyRequest): RequestContext {
  const actor = actorOf(claimsOf(request));
  return { ...appContextOf(request), actor: request.locationRestricted === undefined ? actor : { ...actor, restricted: request.locationRestricted } };
}

/** The token's claims as the actor of the services. */
export function actorOf(claims: TokenClaims): Actor {
  return {
    sessionId: claims.sid,
    customerId: Number(claims.CustomerId),
    employeeId: Number(claims.EmployeeId),
    name: claims.EmployeeName,
    email: claims.EmployeeEmail,
    role: claims.Role,
    ...(claims.Impersonator !== undefined ? { impersonator: claims.Impersonator } : {}),
  };
}
