import type { FaultReportResponse, PublicReportTarget } from '@portal/shared/contract';
import { guestReportHoneypotField, maxGuestPhotos } from '@portal/shared/rules';
import type { AppContext } from '../../context/service-context.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import type { ReportLanguage } from '../../reports/report-texts.js';
import { REENCODED_TYPES } from '../../uploads/image-reencode.js';
import { removeStored, storeUploadedFiles, type UploadSource } from '../../uploads/store-uploads.js';
import { guestLabelInstallation, guestReporterOf, reportFaultAsGuest, reportFieldsOf, reportKeyPrefix } from '../issue/issue-report.service.js';
import { receiptTexts } from './public-texts.js';

/**
 * The public side of a unit's QR label (ADR 0054): what its page may show, and a guest's report. A token that is
 * forged, of an earlier generation, of an unknown unit, or of a customer without guest reports gets one and the
 * same answer, so nobody learns from the answers which tokens exist.
 */

/** The one refusal of every token that cannot take a guest's report. */
export const LABEL_REFUSED = 'This link cannot take a report. Sign in to the portal to report the fault.';

export async function publicReportTarget(ctx: AppContext, input: { token: string }): Promise<PublicReportTarget> {
  const installation = await guestLabelInstallation(ctx, input.token);
  return installation ? { guestReports: true, installation: installation.name, locationName: installation.location_name } : { guestReports: false };
}

/**
 * POST /api/public/report/{token}: the token is checked before a byte of the body is read; the photos (images
 * only, at most maxGuestPhotos) as they arrive; then the fields and the honeypot (a robot's form fills it; a
 * refusal, and nothing is kept). The receipt is
 * mailed after the commit; a mail that cannot go out does not undo the report.
 */
export async function reportAsGuest(ctx: AppContext, input: { token: string; upload: UploadSource; language: ReportLanguage }): Promise<FaultReportResponse> {
  const installation = await guestLabelInstallation(ctx, input.token);
  if (!installation) throw new NotFoundError(LABEL_REFUSED);
  const { files: stored, fields } = await storeUploadedFiles(input.upload, {
    files: ctx.files,
    keyPrefix: reportKeyPrefix(installation.customer_id),
    filesOptional: true,
    reencodeImages: true,
    // A public form: its limits hold before anything is stored or re-encoded.
    maxFiles: maxGuestPhotos,
    contentTypes: { types: REENCODED_TYPES, refusal: (name) => `Only photos (jpg, png) can be sent here: ${name}` },
  });
  let created: FaultReportResponse;
  let reporter: ReturnType<typeof guestReporterOf>;
  try {
    if ((fields[guestReportHoneypotField] ?? '') !== '') throw new InvalidInputError('The report could not be taken');
    const report = reportFieldsOf(fields);
    reporter = guestReporterOf(fields, report.phone);
    created = await reportFaultAsGuest(ctx, { installation, stored, fields: report, reporter });
  } catch (error) {
    await removeStored(ctx.files, stored);
    throw error;
  }
  if (reporter.email) {
    const texts = receiptTexts[input.language];
    await ctx.mailer
      .send({
        to: reporter.email,
        subject: texts.subject(created.number),
        text: texts.body({ name: reporter.name, number: created.number, installation: installation.name, location: installation.location_name, provider: ctx.config.providerName }),
      })
      .catch((error: unknown) => ctx.log.warn({ err: error, issueId: created.issueId }, 'the guest report receipt could not be mailed'));
  }
  return created;
}
