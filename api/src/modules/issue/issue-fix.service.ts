import type { IssueDetails } from '@portal/shared/contract';
import { issueStatusPhrases, maxUploadCommentLength, minIssueCommentLength, openIssueStatusCodes } from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { removeStored, storeUploadedFiles, type UploadSource } from '../../uploads/store-uploads.js';
import { issueFileRows } from './issue-file-rows.js';
import { recordAudit } from '../audit/audit.service.js';
import { enqueueProviderEvent } from '../provider-events/provider-events.service.js';
import { completeWithCustomerFix, findFiles } from './issue.repository.js';
import { detailsOf } from './issue.service.js';
import { requireIssue } from './issue-scope.js';

/**
 * The customer's own fix (ADR 0054): the customer completes a fault itself and attaches its evidence
 * (photos, a certificate), marked as such. The fault then shows as mended by the customer, awaiting the
 * provider's check, until the provider confirms it (the import's verifiedAt) or reopens it (another status).
 */
export async function completeByCustomer(ctx: RequestContext, input: { issueId: number; upload: UploadSource }): Promise<IssueDetails> {
  const { customerId } = ctx.actor;
  // Checked before reading the body: nothing of another customer's issue is ever stored.
  const issue = await requireIssue(ctx, input);
  if (issue.kind !== 'standard') throw new NotFoundError('The issue does not exist');
  // An open fault only: a completed one (perhaps confirmed by the provider) is not mended again.
  if (!(openIssueStatusCodes as readonly string[]).includes(issue.status)) throw new ConflictError('Only an open fault can be completed with your own fix');
  const { files: stored, fields, comment: commentPart } = await storeUploadedFiles(input.upload, {
    files: ctx.files,
    keyPrefix: `customers/${customerId}/issues/${issue.id}`,
    filesOptional: true,
    reencodeImages: true,
  });
  try {
    const comment = (fields.comment ?? commentPart).trim();
    if (comment.length < minIssueCommentLength || comment.length > maxUploadCommentLength) {
      throw new InvalidInputError(`The comment must be ${minIssueCommentLength} to ${maxUploadCommentLength} characters`);
    }
    const now = ctx.now().toISOString();
    const rows = issueFileRows(stored, {
      customerId,
      issueId: issue.id,
      person: ctx.actor.name,
      now,
      taken: (await findFiles(ctx.db, [issue.id])).map((file) => file.display_name),
      evidence: true,
    });
    await completeWithCustomerFix(ctx.db, { issueId: issue.id, person: ctx.actor.name, statusPhrase: issueStatusPhrases.Completed, comment, now }, rows, async (trx) => {
      await recordAudit(trx, ctx, {
        action: 'issue.status',
        locationId: issue.location_id,
        params: { subject: { kind: 'issue', number: issue.number }, details: { kind: 'status', status: 'Completed', note: comment } },
      });
await enqueueProviderEvent(trx, ctx, { type: 'issue.fixedByCustomer', issueId: issue.id, data: { comment, evidence: rows.length } });
    });
  } catch (error) {
    await removeStored(ctx.files, stored);
    throw error;
  }
  ctx.changes.changed(customerId);
  return detailsOf(ctx, await requireIssue(ctx, { issueId: issue.id }));
}
