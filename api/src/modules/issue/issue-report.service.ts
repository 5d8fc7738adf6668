import type { FaultReportResponse, FaultReportTarget } from '@portal/shared/contract';
import {
  faultReportUrgencies,
  isFaultReportDescriptionValid,
  isFaultReportPhoneValid,
  issueStatusPhrases,
  maxFaultReportDescriptionLength,
  maxGuestFieldLength,
  minFaultReportDescriptionLength,
  type FaultReportUrgency,
} from '@portal/shared/rules';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import { parseLabelToken } from '../../auth/label-token.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { removeStored, storeUploadedFiles, type StoredUpload, type UploadSource } from '../../uploads/store-uploads.js';
import { issueFileRows } from './issue-file-rows.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { requireAllowedLocation } from '../location/location-scope.js';
import { enqueueProviderEvent } from '../provider-events/provider-events.service.js';
import { findInstallationByCode, findLabelInstallation, insertReportedFault } from './issue.repository.js';

/**
 * Faults the customer reports (ADR 0054): from the portal's form (signed in; the unit by its code, or by the token
 * of its QR label) and, when the customer allows it, from a guest who scanned a label. One multipart request:
 * the fields and the photos and documents, stored under the upload rules (type by content, name rule, size),
 * images re-encoded without their metadata and with a thumbnail. All or nothing: a refused field removes the
 * stored files.
 */

/** The multipart fields of a report. */
export interface ReportFields {
  description: string;
  urgency: FaultReportUrgency;
  phone: string | null;
}

/** Checks the form's fields (the client's checks are not trusted); a 400 names the field. */
export function reportFieldsOf(fields: Record<string, string>): ReportFields {
  const description = (fields.description ?? '').trim();
  if (!isFaultReportDescriptionValid(description)) {
    throw new InvalidInputError(
      `The description must be ${minFaultReportDescriptionLength} to ${maxFaultReportDescriptionLength} characters`,
    );
  }
  const urgency = faultReportUrgencies.find((known) => known === (fields.urgency ?? 'normal'));
  if (!urgency) throw new InvalidInputError(`The urgency must be one of ${faultReportUrgencies.join(', ')}`);
  const phone = (fields.phone ?? '').trim();
  if (!isFaultReportPhoneValid(phone)) throw new InvalidInputError('The phone number is not valid (digits, spaces, +, - and parentheses)');
  return { description, urgency, phone: phone === '' ? null : phone };
}

interface ReportWrite {
  actor: AuditActor;
  installation: { id: number; code: string; location_id: number; location_code: string };
  fields: ReportFields;
  stored: StoredUpload[];
  channel: 'portal' | 'label' | 'guest';
  guest?: { name: string; email: string | null };
}

/**
 * Writes the report, its history, files, audit entry and provider event in one transaction. The callers remove the
 * stored files when it fails.
 */
async function writeReport(ctx: AppContext, write: ReportWrite): Promise<FaultReportResponse> {
  const { actor, installation, fields, stored, channel } = write;
  const now = ctx.now().toISOString();
  const person = actor.name;
  const issue = await insertReportedFault(
    ctx.db,
    {
      customerId: actor.customerId,
      locationId: installation.location_id,
      installationId: installation.id,
      description: fields.description,
      urgency: fields.urgency,
      phone: fields.phone,
      person,
      reporterName: write.guest?.name ?? null,
      reporterEmail: write.guest?.email ?? null,
      byLabel: channel !== 'portal',
      statusPhrase: issueStatusPhrases.Reported,
      now,
    },
    (issueId) => issueFileRows(stored, { customerId: actor.customerId, issueId, person, now, taken: [] }),
    async (trx, created) => {
      await recordAudit(trx, { actor, now: ctx.now }, {
        action: 'issue.report',
        locationId: installation.location_id,
        params: { subject: { kind: 'issue', number: created.number }, details: { kind: 'status', status: 'Reported', note: fields.description } },
      });
      // The provider hears of it in this transaction (a guest's report has no signed-in actor; the reporter is in the data).
      const eventActor = actor.employeeId === null ? undefined : { employeeId: actor.employeeId, name: actor.name, impersonator: actor.impersonator };
      await enqueueProviderEvent(trx, { ...ctx, actor: eventActor }, {
        type: 'issue.reported',
        issueId: created.id,
        data: {
          urgency: fields.urgency,
          description: fields.description,
          phone: fields.phone,
          reporter: write.guest
            ? { kind: 'guest', name: write.guest.name, email: write.guest.email, phone: fields.phone }
            : { kind: 'employee', name: person },
          attachments: stored.length,
        },
      });
    },
  );
  ctx.changes.changed(actor.customerId);
  return { issueId: issue.id, number: issue.number, status: 'Reported' };
}

/** The files' key prefix of a customer's reports; the issue does not exist yet when they are stored. */
const reportKeyPrefix = (customerId: number) => `customers/${customerId}/reports`;

/**
 * POST /api/issue/{customerId}/report: a signed-in user reports a fault on an installation the user may see
 * (by `installationReferenceCode`, or by a label's `token`). An unknown unit, or one outside a restricted user's
 * locations, is a 404 and nothing is kept.
 */
export async function reportFault(ctx: RequestContext, input: { upload: UploadSource }): Promise<FaultReportResponse> {
  const { customerId } = ctx.actor;
  const { files: stored, fields } = await storeUploadedFiles(input.upload, {
    files: ctx.files,
    keyPrefix: reportKeyPrefix(customerId),
    filesOptional: true,
    reencodeImages: true,
  });
  try {
    const report = reportFieldsOf(fields);
    const token = (fields.token ?? '').trim();
    const code = (fields.installationReferenceCode ?? '').trim();
    const installation = token !== '' ? await labelInstallationOf(ctx, token) : code !== '' ? await findInstallationByCode(ctx.db, customerId, code) : undefined;
    if (token === '' && code === '') throw new InvalidInputError('The installation is missing (installationReferenceCode)');
    if (!installation) throw new NotFoundError('The installation does not exist');
    await requireAllowedLocation(ctx, installation.location_id);
    return await writeReport(ctx, { actor: ctx.actor, installation, fields: report, stored, channel: token !== '' ? 'label' : 'portal' });
  } catch (error) {
    await removeStored(ctx.files, stored);
    throw error;
  }
}

/** The installation a label's token names, when it is the actor's customer's and the label is of the current generation. */
async function labelInstallationOf(ctx: RequestContext, token: string) {
  const target = parseLabelToken(ctx.config.jwtSecret, token);
  if (!target) return undefined;
  const installation = await findLabelInstallation(ctx.db, target.installationId);
  if (!installation || installation.customer_id !== ctx.actor.customerId || installation.label_generation !== target.generation) return undefined;
  return installation;
}

/** GET /api/issue/{customerId}/report-target/{token}: the unit a label names, for the signed-in form; 404 otherwise. */
export async function reportTarget(ctx: RequestContext, input: { token: string }): Promise<FaultReportTarget> {
  const installation = await labelInstallationOf(ctx, input.token);
  if (!installation) throw new NotFoundError('The label does not name an installation of this customer');
  await requireAllowedLocation(ctx, installation.location_id);
  return {
    installationReferenceCode: installation.code,
    installation: installation.name,
    locationCode: installation.location_code,
    locationName: installation.location_name,
  };
}

/** A label's installation when its token is valid, current and its customer takes guest reports; undefined otherwise. */
export async function guestLabelInstallation(ctx: AppContext, token: string) {
  const target = parseLabelToken(ctx.config.jwtSecret, token);
  if (!target) return undefined;
  const installation = await findLabelInstallation(ctx.db, target.installationId);
  if (!installation || installation.label_generation !== target.generation || !installation.guest_reports) return undefined;
  return installation;
}

export interface GuestReporter {
  name: string;
  email: string | null;
  phone: string | null;
}

/** The guest's name and a way to answer (an e-mail address or a phone, at least one). */
export function guestReporterOf(fields: Record<string, string>, phone: string | null): GuestReporter {
  const name = (fields.name ?? '').trim();
  if (name === '' || name.length > maxGuestFieldLength) throw new InvalidInputError(`Your name is required (at most ${maxGuestFieldLength} characters)`);
  const email = (fields.email ?? '').trim();
  if (email !== '' && (email.length > maxGuestFieldLength || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) throw new InvalidInputError('The e-mail address is not valid');
  if (email === '' && phone === null) throw new InvalidInputError('Give an e-mail address or a phone number');
  return { name, email: email === '' ? null : email, phone };
}

/**
 * POST /api/public/report/{token}: a guest's report by a label. `installation` is the label's (checked by the
 * caller before the body was read); the history's person is the guest's name, marked as a guest's.
 */
export async function reportFaultAsGuest(
  ctx: AppContext,
  input: { installation: NonNullable<Awaited<ReturnType<typeof guestLabelInstallation>>>; stored: StoredUpload[]; fields: ReportFields; reporter: GuestReporter },
): Promise<FaultReportResponse> {
  const { installation, reporter } = input;
  const actor: AuditActor = { customerId: installation.customer_id, employeeId: null, name: `${reporter.name} (gæst)` };
  return writeReport(ctx, {
    actor,
    installation,
    fields: { ...input.fields, phone: reporter.phone },
    stored: input.stored,
    channel: 'guest',
    guest: { name: reporter.name, email: reporter.email },
  });
}

export { reportKeyPrefix };
