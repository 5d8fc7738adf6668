import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { AuditEntry, AuditParams, AuditSubject } from '@portal/shared/contract';
import type { RequestContext } from '../../context/service-context.js';
import type { Database } from '../../db/schema.js';
import { InvalidInputError } from '../../errors/domain-errors.js';
import { spreadsheetStream } from '../../reports/spreadsheet.js';
import { dayRange } from '../issue/issue-scope.js';
import { requireLocation } from '../location/location.service.js';
import { requireAdmin } from '../user/user-access.js';
import { countAuditEntries, findAuditEntries, insertAuditEntry, type AuditFilter } from './audit.repository.js';
import { detailWords, subjectWords } from './audit-words.js';

/**
 * The customer's audit trail (ADR 0031). Every change a customer's Admin may need to
 * trace writes one entry with `recordAudit`, IN THE TRANSACTION OF THE CHANGE (pass the `trx`), so an
 * entry exists exactly when the change was committed:
 *
 *   await ctx.db.transaction().execute(async (trx) => {
 *     await updateTheThing(trx, ...);
 *     await recordAudit(trx, ctx, { action: 'file.delete', subject: fileName, locationId, params: { details: { kind: 'fileOf', target: 'task', ref } } });
 *   });
 *
 * Repositories that open their own transaction take an `alsoIn(trx)` callback and call it inside
 * (issue.repository.ts `changeStatus`, `insertFiles`; the job queue's `enqueue`): pass
 * `(trx) => recordAudit(trx, ctx, entry)`.
 */
export type AuditAction =
  | 'sign-in'
  | 'sign-in.sso'
  | 'sign-in.sso-refused'
  | 'sign-in.refused'
  | 'user.just-in-time'
  | 'impersonation'
  | 'issue.status'
  | 'task.status'
  | 'file.upload'
  | 'file.delete'
  | 'bundle.request'
  | 'user.invite'
  | 'user.update'
  | 'user.delete'
  | 'password.reset-requested'
  | 'password.set'
  | 'password.change'
  | 'profile.update'
  | 'two-factor.enable'
  | 'two-factor.disable'
  | 'two-factor.reset'
  | 'two-factor.requirement'
  // New modules add their actions here. Files and bundles of any module use file.upload, file.delete and
  // bundle.request (the details name the issue, task, installation or location).
  | (string & {});

interface AuditRecordBase {
  action: AuditAction;
  /** The location the change belongs to (filtering by location finds it under its ancestors too). */
  locationId?: number | null;
  /** The new value or a short note ("NoAction: comment", "Role User -> Admin"); by default the words of `params.details`. */
  details?: string | null;
  /** The subject and details as codes and values, which the page writes in the reader's language (ADR 0048). */
  params?: AuditParams;
}

/**
 * One entry. `subject` is what was changed, as the Admin reads it ("User anna@example.com", "Tavle.png"); an
 * entry with `params.subject` gets its words from it ("Issue 4711"), as `details` from `params.details`.
 */
export type AuditRecord = AuditRecordBase & ({ subject: string } | { params: AuditParams & { subject: AuditSubject } });

/** Who acted: a signed-in actor, or (sign-in, set-password) the employee named explicitly. */
export interface AuditActor {
  customerId: number;
  employeeId: number | null;
  name: string;
  impersonator?: string | undefined;
}

/** THE audit function: one entry of the actor's customer, written with `db` (the change's transaction). */
export async function recordAudit(
  db: Kysely<Database>,
  ctx: { actor: AuditActor; now(): Date },
  record: AuditRecord,
): Promise<void> {
  const { actor } = ctx;
  await insertAuditEntry(db, {
    customer_id: actor.customerId,
    created_at: ctx.now().toISOString(),
    employee_id: actor.employeeId,
    actor_name: actor.name,
    impersonator: actor.impersonator ?? null,
    action: record.action,
    location_id: record.locationId ?? null,
    subject: 'subject' in record ? record.subject : subjectWords(record.params.subject),
    details: record.details !== undefined ? record.details : record.params?.details ? detailWords(record.params.details) : null,
    params: record.params ? JSON.stringify(record.params) : null,
  });
}

export interface AuditQuery {
  employeeId?: number | undefined;
  location?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  take?: number | undefined;
  skip?: number | undefined;
}

const PAGE = 100;
/** The CSV export's bound: a year of a large customer's changes is well below it. */
export const CSV_LIMIT = 100_000;
/** Entries read per statement of the CSV. */
const CSV_PAGE = 500;

async function filterOf(ctx: RequestContext, query: AuditQuery, limit: number): Promise<AuditFilter> {
  await requireAdmin(ctx);
  if ((query.from === undefined) !== (query.to === undefined)) throw new InvalidInputError('Give both from and to, or neither');
  const days = query.from !== undefined && query.to !== undefined ? dayRange(query.from, query.to) : undefined;
  const location = query.location !== undefined && query.location !== '' ? await requireLocation(ctx, { code: query.location }) : undefined;
  return {
    customerId: ctx.actor.customerId,
    employeeId: query.employeeId,
    locationId: location?.id,
    from: days?.from,
    toExclusive: days?.toExclusive,
    limit,
    offset: query.skip ?? 0,
  };
}

/** Stored params, or null for an entry without (or with unreadable) params: the page shows its words then. */
function paramsOf(stored: string | null): AuditParams | null {
  if (!stored) return null;
  try {
    return JSON.parse(stored) as AuditParams;
  } catch {
    return null;
  }
}

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** The customer's entries, newest first, a page at a time, with the total. Admins only (403). */
export async function listAudit(ctx: RequestContext, query: AuditQuery): Promise<{ rows: AuditEntry[]; total: number }> {
  const filter = await filterOf(ctx, query, query.take ?? PAGE);
  const [rows, total] = await Promise.all([findAuditEntries(ctx.db, filter), countAuditEntries(ctx.db, filter)]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      created: iso(row.created_at),
      employeeId: row.employee_id,
      person: row.actor_name,
      impersonator: row.impersonator,
      action: row.action,
      subject: row.subject,
      details: row.details,
      params: paramsOf(row.params),
      locationCode: row.location_code,
      locationName: row.location_name,
    })),
    total,
  };
}

/**
 * The filtered trail as CSV (RFC 4180, a header line of the fields' names, UTF-8 with BOM so spreadsheets read æøå),
 * streamed a page at a time like the lists' exports (ADR 0053), with their cell rule; at most CSV_LIMIT entries.
 * The page's "Eksportér" (the export module) gives the same entries with titles in the reader's language.
 */
export async function auditCsv(ctx: RequestContext, query: AuditQuery): Promise<Readable> {
  const first = await listAudit(ctx, { ...query, take: CSV_PAGE, skip: 0 });
  const cells = (rows: AuditEntry[]) => rows.map((row) => [row.created, row.person, row.impersonator, row.action, row.subject, row.details, row.locationCode, row.locationName]);
  async function* batches() {
    yield cells(first.rows);
    for (let skip = CSV_PAGE; skip < Math.min(first.total, CSV_LIMIT); skip += CSV_PAGE) {
      const next = await listAudit(ctx, { ...query, take: Math.min(CSV_PAGE, CSV_LIMIT - skip), skip });
      if (next.rows.length === 0) return;
      yield cells(next.rows);
    }
  }
  const header = ['created', 'person', 'impersonator', 'action', 'subject', 'details', 'locationCode', 'locationName'];
  return spreadsheetStream('csv', { sheetName: 'audit', header, batches: batches() });
}
