import type { CustomerSettings, QrLabelRotation } from '@portal/shared/contract';
import type { RequestContext } from '../../context/service-context.js';
import { toBoolean } from '../../db/database.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireAdmin } from '../user/user-access.js';
import { findSettings, raiseLabelGeneration, updateGuestReports } from './administration.repository.js';

/**
 * The customer's settings an Admin changes on the administration page (ADR 0054): guest reports by QR label, and
 * the rotation that makes every printed label stop working. Reading them is open to every member (the pages show
 * what applies); changing them is the Admins'. Each change is in the audit trail.
 */

export async function customerSettings(ctx: RequestContext): Promise<CustomerSettings> {
  const row = await findSettings(ctx.db, ctx.actor.customerId);
  return { guestReports: toBoolean(row.guest_reports) };
}

export async function updateSettings(ctx: RequestContext, input: CustomerSettings): Promise<CustomerSettings> {
  await requireAdmin(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await updateGuestReports(trx, ctx.actor.customerId, input.guestReports);
    await recordAudit(trx, ctx, { action: 'settings.update', subject: 'guestReports', details: input.guestReports ? 'on' : 'off' });
  });
  ctx.changes.changed(ctx.actor.customerId);
  return customerSettings(ctx);
}

export async function rotateQrLabels(ctx: RequestContext): Promise<QrLabelRotation> {
  await requireAdmin(ctx);
  const generation = await ctx.db.transaction().execute(async (trx) => {
    const raised = await raiseLabelGeneration(trx, ctx.actor.customerId);
    await recordAudit(trx, ctx, { action: 'labels.rotate', subject: 'QR labels', details: `generation ${raised}` });
    return raised;
  });
  ctx.changes.changed(ctx.actor.customerId);
  return { generation };
}
