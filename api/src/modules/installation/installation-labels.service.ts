import type { Readable } from 'node:stream';
import { faultReportLabelPath, installationCodePart, maxQrLabels } from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import { signLabelToken } from '../../auth/label-token.js';
import { InvalidInputError } from '../../errors/domain-errors.js';
import { qrLabelsPdf } from '../../reports/qr-labels.pdf.js';
import { reportTexts, type ReportLanguage } from '../../reports/report-texts.js';
import { scopeOf } from '../location/location-scope.js';
import { requireLocation, type LocationInput } from '../location/location.service.js';
import { findLabelGeneration, findLabelInstallations } from './installation.repository.js';

/** A label's link: the public report page of the unit, `PUBLIC_URL/meld/<token>`. */
export function labelUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${faultReportLabelPath}/${token}`;
}

/**
 * GET /api/installation/{customerId}/location/{code}/qr-labels.pdf: the label sheets of the location's units (it
 * and everything inside it), each label's QR code holding its unit's report link signed with the customer's
 * current label generation. More units than one PDF holds is a 400 that says to print a sub-location.
 */
export async function qrLabels(ctx: RequestContext, input: LocationInput & { language: ReportLanguage }): Promise<{ pdf: Readable; fileName: string }> {
  const location = await requireLocation(ctx, input);
  const { customerId } = ctx.actor;
  const [units, generation] = await Promise.all([
    findLabelInstallations(ctx.db, scopeOf(customerId, location.id), maxQrLabels + 1),
    findLabelGeneration(ctx.db, customerId),
  ]);
  if (units.length > maxQrLabels) throw new InvalidInputError(`The location has more than ${maxQrLabels} units: print the labels of its sub-locations`);
  const labels = units.map((unit) => ({
    name: unit.name,
    code: installationCodePart(unit.code),
    url: labelUrl(ctx.config.publicUrl, signLabelToken(ctx.config.jwtSecret, { installationId: unit.id, generation })),
  }));
  const title = `${reportTexts[input.language].labelsFile} ${location.name}`;
  return { pdf: qrLabelsPdf(labels, input.language, title), fileName: `${reportTexts[input.language].labelsFile}-${location.code}.pdf` };
}
