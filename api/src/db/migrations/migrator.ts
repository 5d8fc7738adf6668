import { Migrator, sql, type Kysely, type Migration, type MigrationResult } from 'kysely';
import { dialectOf, type DatabaseDialect } from '../database.js';
import type { Database } from '../schema.js';
import { initialMigration } from './0001-initial.js';
import { domainModelMigration } from './0002-domain-model.js';
import { locationAncestryMigration } from './0003-location-ancestry.js';
import { locationCountersMigration } from './0004-location-counters.js';
import { sessionsMigration } from './0005-sessions.js';
import { jobsMigration } from './0006-jobs.js';
import { rateLimitsMigration } from './0007-rate-limits.js';
import { membershipChangesMigration } from './0008-membership-changes.js';
import { notificationDigestsMigration } from './0009-notification-digests.js';
import { installationQueryMigration } from './0010-installation-query.js';
import { customerAdministrationMigration } from './0011-customer-administration.js';
import { installationSearchMigration } from './0012-installation-search.js';
import { notificationSubscriptionUniqueMigration } from './0013-notification-subscription-unique.js';
import { installationSearchUnicodeMigration } from './0014-installation-search-unicode.js';
import { serviceReportCommentsMigration } from './0015-service-report-comments.js';
import { membershipViewMigration } from './0016-membership-view.js';
import { portfolioAggregatesMigration } from './0017-portfolio-aggregates.js';
import { locationCoordinatesMigration } from './0018-location-coordinates.js';
import { auditParamsMigration } from './0019-audit-params.js';
import { faultReportsMigration } from './0020-fault-reports.js';
import { portfolioAggregatesReadShapeMigration } from './0021-portfolio-aggregates-read-shape.js';
import { quotesMigration } from './0022-quotes.js';
import { twoFactorMigration } from './0023-two-factor.js';
import { portfolioReadIndexesMigration } from './0024-portfolio-read-indexes.js';
import { calendarFeedsMigration } from './0026-calendar-feeds.js';
import { shareLinksMigration } from './0027-share-links.js';
import { singleSignOnMigration } from './0028-single-sign-on.js';

/** All migrations, in order. Add new ones here (names sort lexically). */
function migrations(dialect: DatabaseDialect): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-domain-model': domainModelMigration(dialect),
    '0003-location-ancestry': locationAncestryMigration(dialect),
    '0004-location-counters': locationCountersMigration(dialect),
    '0005-sessions': sessionsMigration(dialect),
    '0006-jobs': jobsMigration(dialect),
    '0007-rate-limits': rateLimitsMigration(dialect),
    '0008-membership-changes': membershipChangesMigration(dialect),
    '0009-notification-digests': notificationDigestsMigration(dialect),
    '0010-installation-query': installationQueryMigration(dialect),
    '0011-customer-administration': customerAdministrationMigration(dialect),
    '0012-installation-search': installationSearchMigration(dialect),
    '0013-notification-subscription-unique': notificationSubscriptionUniqueMigration(),
    '0014-installation-search-unicode': installationSearchUnicodeMigration(dialect),
    '0015-service-report-comments': serviceReportCommentsMigration(dialect),
    '0016-membership-view': membershipViewMigration(dialect),
    '0017-portfolio-aggregates': portfolioAggregatesMigration(dialect),
    '0018-location-coordinates': locationCoordinatesMigration(dialect),
    '0019-audit-params': auditParamsMigration,
    '0020-fault-reports': faultReportsMigration(dialect),
    '0021-portfolio-aggregates-read-shape': portfolioAggregatesReadShapeMigration(dialect),
    '0022-quotes': quotesMigration(dialect),
    '0023-two-factor': twoFactorMigration(dialect),
    '0024-portfolio-read-indexes': portfolioReadIndexesMigration(dialect),
    '0026-calendar-feeds': calendarFeedsMigration(dialect),
    '0027-share-links': shareLinksMigration(dialect),
    '0028-single-sign-on': singleSignOnMigration(dialect),
  };
}

/** Brings the schema to the latest version; a no-op when it is already there. Throws on failure. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const dialect = dialectOf(db);
  // Kysely looks for its bookkeeping tables in every schema unless told which one: name the
  // connection's own (search_path), or another schema's tables would be taken for ours.
  const migrationTableSchema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations(dialect)) },
    // Migrations are written on parallel branches and each touches only its own tables, so one that
    // lands with a lower number than a migration a database already ran must still run, not stop the
    // start-up (Kysely refuses that by default).
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
  return results ?? [];
}
