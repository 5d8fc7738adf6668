import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import pino from 'pino';
import type { AppConfig } from './config.js';
import type { Database } from './db/schema.js';
import { authenticationRoutes } from './modules/authentication/authentication.routes.js';
import { createDownloadLinks } from './auth/download-token.js';
import { createTokenService } from './auth/token.js';
import { createMembershipCache } from './auth/membership-cache.js';
import { createSessions } from './auth/sessions.js';
import { listenForRevocations, notifySessionRevoked } from './auth/session-revocations.js';
import { createJobQueue } from './jobs/job-queue.js';
import { dialectOf } from './db/database.js';
import { postgresRateLimitStore } from './security/rate-limit-store.js';
import { scheduleGeneratedFilesSweep } from './storage/generated-files.js';
import { createMailer } from './mail/mailer.js';
import { downloadRoutes } from './modules/download/download.routes.js';
import { issueRoutes } from './modules/issue/issue.routes.js';
import { installationRoutes } from './modules/installation/installation.routes.js';
import { notificationRoutes } from './modules/notification/notification.routes.js';
import { newsRoutes } from './modules/news/news.routes.js';
import { taskRoutes } from './modules/task/task.routes.js';
import type { FileStore } from './storage/file-store.js';
import { openFileStore } from './storage/open-file-store.js';
import { employeeRoutes } from './modules/employee/employee.routes.js';
import { chartRoutes } from './modules/chart/chart.routes.js';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes.js';
import { locationRoutes } from './modules/location/location.routes.js';
import { resourceRoutes } from './modules/resource/resource.routes.js';
import { registerApiCors } from './plugins/api-cors.js';
import { registerAuthentication } from './plugins/authentication.js';
import { createAppContext } from './plugins/context.js';
import { registerCustomerAccess } from './plugins/customer-access.js';
import { RESPONSE_CACHE_BOUNDS, createResponseCache, registerResponseCache } from './plugins/response-cache.js';
import { createDataChanges } from './plugins/data-changes.js';
import { registerErrorHandler } from './plugins/errors.js';
import { lazyRequestLogger, OneLineRequestLog } from './plugins/request-log.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerPortalStatic } from './plugins/portal-static.js';
import { dictionaryVersions } from './modules/resource/resource.service.js';
import { registerProviderEventJobs } from './modules/provider-events/provider-events.service.js';
import { frameworkErrors, registerBodyTimeout, registerPathLimits } from './plugins/request-limits.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerBodyCompression } from './plugins/body-compression.js';
import { registerValidation } from './plugins/validation.js';
import { operationsRoutes } from './modules/operations/operations.routes.js';
import { totpRoutes, twoFactorAdminRoutes } from './modules/two-factor/two-factor.routes.js';
import { singleSignOnAdminRoutes, singleSignOnRoutes } from './modules/single-sign-on/single-sign-on.routes.js';
import { userRoutes } from './modules/user/user.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { exportRoutes } from './modules/export/export.routes.js';
import { quoteRoutes } from './modules/quote/quote.routes.js';
import { administrationRoutes } from './modules/administration/administration.routes.js';
import { publicRoutes } from './modules/public/public.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { sharePublicRoutes, shareRoutes } from './modules/share/share.routes.js';

import { countedFileStore, countedMailer, createMetrics } from './metrics/metrics.js';
import { registerRequestMetrics } from './metrics/request-metrics.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: Kysely<Database>;
  /** The file store opened by the caller (main.ts opens it before seeding); default: the configured one. */
  files?: FileStore;
  /** Hears every route as it is registered (the authorization matrix test reads the route table so). */
  onRoute?: (route: RouteOptions) => void;
}

/** Everything under /api: authentication on every route not marked public, the customer guard, modules. */
async function api(app: FastifyInstance): Promise<void> {
  // Before compression (its onSend must come after the cache's) and before the routes (onRoute).
  registerResponseCache(app, createResponseCache(app.changes, RESPONSE_CACHE_BOUNDS));
  // br/gzip for JSON over 1 KB when the client asks (a 2,000-location tree: 189 KB -> about 15 KB): a body in
  // memory in one zlib call, kept with a cached body (ADR 0037); the download routes compress their streams.
  registerBodyCompression(app, { threshold: 1024 });
  // On PostgreSQL the counters are rows every API process shares (ADR 0018); SQLite: one process, in memory.
  await app.register(rateLimit, { global: false, ...(dialectOf(app.db) === 'postgres' ? { store: postgresRateLimitStore(app.db) } : {}) });
  registerAuthentication(app);
  registerCustomerAccess(app);

  await app.register(operationsRoutes);
  await app.register(authenticationRoutes, { prefix: '/authentication' });
  await app.register(employeeRoutes, { prefix: '/employee' });
  await app.register(resourceRoutes, { prefix: '/resource' });
  await app.register(locationRoutes, { prefix: '/location' });
  await app.register(chartRoutes, { prefix: '/chart' });
  await app.register(issueRoutes, { prefix: '/issue' });
  await app.register(installationRoutes, { prefix: '/installation' });
  await app.register(downloadRoutes, { prefix: '/download' });
  await app.register(notificationRoutes, { prefix: '/notification' });
  await app.register(newsRoutes);
  await app.register(taskRoutes, { prefix: '/task' });
  await app.register(userRoutes, { prefix: '/user' });
  await app.register(totpRoutes, { prefix: '/authentication/totp' });
  await app.register(twoFactorAdminRoutes, { prefix: '/user' });
  await app.register(singleSignOnRoutes, { prefix: '/authentication/sso' });
  await app.register(singleSignOnAdminRoutes, { prefix: '/user' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(portfolioRoutes, { prefix: '/portfolio' });
  await app.register(exportRoutes, { prefix: '/export' });
  await app.register(quoteRoutes, { prefix: '/quote' });
  // The provider's two channels for the customers' events (no routes: writes of other modules enqueue them).
  registerProviderEventJobs(createAppContext(app, app.log));
  await app.register(administrationRoutes, { prefix: '/administration' });
  await app.register(publicRoutes, { prefix: '/public' });
  await app.register(calendarRoutes, { prefix: '/calendar' });
  await app.register(shareRoutes, { prefix: '/share' });
  await app.register(sharePublicRoutes, { prefix: '/public/share' });
}

export async function buildApp({ config, db, files, onRoute }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // stdout through pino's asynchronous destination: lines are written off the request's path, several at a
    // time under load, instead of one blocking write each. pino writes what is still waiting when the process
    // exits (a shutdown, or an error main.ts catches); only a kill -9 can lose the last lines.
    logger: config.logger ? { level: config.logLevel, stream: pino.destination({ dest: 1, sync: false }) } : false,
    logController: new OneLineRequestLog(),
    childLoggerFactory: lazyRequestLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify's defaults never time a request out; see registerBodyTimeout for the short body limit.
    requestTimeout: config.requestTimeoutMs,
    // A socket idle this long (no byte either way) is closed, e.g. a stalled upload.
    connectionTimeout: 60_000,
    keepAliveTimeout: 5_000,
    frameworkErrors,
  });

  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('tokens', createTokenService(config.jwtSecret));
  app.decorate('links', createDownloadLinks(config.jwtSecret, config.publicUrl));
  // Several processes on one PostgreSQL tell each other about logouts (LISTEN/NOTIFY, ADR 0018).
  const sharedDatabaseUrl = dialectOf(db) === 'postgres' ? config.databaseUrl : undefined;
  app.decorate(
    'sessions',
    createSessions(db, {
      maxAgeMs: config.sessionMaxHours * 3_600_000,
      recheckMs: config.sessionRecheckSeconds * 1000,
      ...(sharedDatabaseUrl ? { notifyRevoked: (id: string) => notifySessionRevoked(db, id) } : {}),
    }),
  );
  // The same connection hears membership changes of any process (ADR 0021).
  const revocations = sharedDatabaseUrl
    ? listenForRevocations(sharedDatabaseUrl, {
        revoked: (id) => app.sessions.revokedElsewhere(id),
        membershipsChanged: () => app.memberships.forget(),
        gap: () => {
          app.sessions.forgetCached();
          app.memberships.forget();
        },
        log: app.log,
      })
    : undefined;
  // On PostgreSQL without the listener (a caller that passes its own database and no DATABASE_URL)
  // the cache stays unused: every request reads the membership.
  app.decorate(
    'memberships',
    createMembershipCache(db, { maxAgeMs: config.sessionRecheckSeconds * 1000, listening: () => revocations?.listening === true }),
  );
  const metrics = createMetrics(db);
  app.decorate('metrics', metrics);
  app.decorate('files', countedFileStore(files ?? (await openFileStore(config.fileStorage, config.dataDir)), metrics));
  app.decorate(
    'mailer',
    countedMailer(
      createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: join(config.dataDir, 'outbox'),
        from: config.mailFrom,
        log: (line) => app.log.info(line),
      }),
      metrics,
    ),
  );
  app.decorate(
    'jobs',
    createJobQueue({
      db,
      log: app.log,
      leaseMs: config.jobLeaseMs,
      pollMs: config.jobPollMs,
      onAttempt: (kind, outcome) => metrics.jobAttempts.inc({ kind, outcome }),
    }),
  );
  app.decorate('changes', createDataChanges());
  const stopSweeping = scheduleGeneratedFilesSweep(app.files, app.log);
  app.addHook('onClose', async () => {
    stopSweeping();
    await revocations?.close();
    app.memberships.close();
    // Waits for the running job; queued ones stay in the table for the next start.
    await app.jobs.close();
    app.mailer.close();
    app.files.close();
  });

  registerErrorHandler(app);
  registerRequestMetrics(app, metrics);
  registerValidation(app);
  registerBodyTimeout(app, config.bodyTimeoutMs);
  registerPathLimits(app);
  registerSecurityHeaders(app, { embedOrigins: config.embedOrigins });
  registerApiCors(app, config.apiCorsOrigins);

  await registerOpenApi(app, { publicUrl: config.publicUrl });
  await app.register(api, { prefix: '/api' });
  // Every module has registered its job handlers by now.
  app.addHook('onReady', () => {
    app.jobs.start();
    return Promise.resolve();
  });
  await registerPortalStatic(app, {
    portalRoot: config.portalRoot,
    mfeCorsOrigins: config.mfeCorsOrigins,
    embedOrigins: config.embedOrigins,
    remotesFile: config.remotesFile,
    remotesFromEnv: config.remotesFromEnv,
    dictionaryVersions: () => dictionaryVersions(createAppContext(app, app.log)),
    runtimeConfig: {
      apiBaseUrl: '/api',
      environment: config.environment,
      providerName: config.providerName,
      publicSiteUrl: config.publicSiteUrl,
      timeZone: config.timeZone,
      mapTileUrl: config.mapTileUrl,
      mapAttribution: config.mapAttribution,
    },
  });

  return app;
}
