import type { FileUrlResponse, UploadFilesResponse } from '@portal/shared/contract';
import { maxUploadCommentLength } from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { issueReportFileName, issueReportKey, issueReportPdf } from '../../reports/issue-report.pdf.js';
import { reportOptions } from '../../reports/report-options.js';
import type { ReportLanguage } from '../../reports/report-texts.js';
import { removeStored, storeUploadedFiles, type UploadSource } from '../../uploads/store-uploads.js';
import { issueFileRows } from './issue-file-rows.js';
import { DETAILS_LINK_SECONDS } from '../../auth/download-token.js';
import { recordAudit } from '../audit/audit.service.js';
import { deleteFileRow, findAttachmentByName, findFiles, insertFiles } from './issue.repository.js';
import { detailsOf, fileLink } from './issue.service.js';
import { requireIssue } from './issue-scope.js';

/** The files of an issue: uploads, deleting them, the issue report PDF. */

/**
 * Streams the multipart body's files into the store (checked by content, name rule, size; all or
 * nothing) and records them on the issue, uploaded by the actor. A comment (`commentFile`, which the
 * spec's issue upload does not send but the other uploads do) is kept as the files' short description.
 */
export async function uploadIssueFiles(ctx: RequestContext, input: { issueId: number; upload: UploadSource }): Promise<UploadFilesResponse> {
  const { customerId } = ctx.actor;
  // Checked before reading the body: nothing of another customer's issue is ever stored.
  const issue = await requireIssue(ctx, input);
  const { files: stored, comment } = await storeUploadedFiles(input.upload, {
    files: ctx.files,
    keyPrefix: `customers/${customerId}/issues/${issue.id}`,
  });
  try {
    const rows = issueFileRows(stored, {
      customerId,
      issueId: issue.id,
      person: ctx.actor.name,
      now: ctx.now().toISOString(),
      taken: (await findFiles(ctx.db, [issue.id])).map((file) => file.display_name),
      shortDescription: comment === '' ? null : comment.slice(0, maxUploadCommentLength),
    });
    await insertFiles(ctx.db, rows, async (trx) => {
      for (const row of rows) {
        await recordAudit(trx, ctx, { action: 'file.upload', subject: row.display_name, locationId: issue.location_id, params: { details: { kind: 'fileOf', target: 'issue', ref: issue.number } } });
      }
    });
    const links = await Promise.all(rows.map((row) => fileLink(ctx.links, { ...row, id: 0 })));
    return { files: links };
  } catch (error) {
    await removeStored(ctx.files, stored);
    throw error;
  }
}

/** Deletes an uploaded file of the issue by its display name (row, then object); unknown -> 404. */
export async function deleteIssueFile(ctx: RequestContext, input: { issueId: number; fileName: string }): Promise<void> {
  const issue = await requireIssue(ctx, input);
  const file = await findAttachmentByName(ctx.db, issue.id, input.fileName);
  if (!file) throw new NotFoundError('The file does not exist');
  await deleteFileRow(ctx.db, file.id, (trx) =>
    recordAudit(trx, ctx, { action: 'file.delete', subject: input.fileName, locationId: issue.location_id, params: { details: { kind: 'fileOf', target: 'issue', ref: issue.number } } }),
  );
  await ctx.files.remove(file.storage_key);
}

/**
 * A signed link to the issue report PDF, cached per version of what it shows (issueReportKey): the
 * PDF is rendered only when this version has none yet. Reusing one refreshes its time, so the sweep
 * of generated files (reports kept two link lifetimes) never removes a file behind a fresh link.
 */
export async function issueReportUrl(ctx: RequestContext, input: { issueId: number; locationCode: string; language?: ReportLanguage }): Promise<FileUrlResponse> {
  const details = await detailsOf(ctx, await requireIssue(ctx, input));
  const options = reportOptions(ctx.config, input.language);
  const key = issueReportKey(details, options);
  if (!(await ctx.files.touch(key))) await ctx.files.put(key, issueReportPdf(details, options, ctx.now()));
  const fileName = issueReportFileName(details, options);
  return { url: await ctx.links.url({ key, fileName, contentType: 'application/pdf' }, DETAILS_LINK_SECONDS) };
}
