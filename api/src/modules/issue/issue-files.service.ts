import type { FastifyRequest } from 'fastify';
import type { FileUrlResponse, UploadFilesResponse } from '@portal/shared/contract';
import type { FileStore } from '../../storage/file-store.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { issueReportKey, issueReportPdf } from '../../reports/issue-report.pdf.js';
import { removeStored, storeUploadedFiles } from '../../uploads/store-uploads.js';
import { DETAILS_LINK_SECONDS } from '../../auth/download-token.js';
import { deleteFileRow, findAttachmentByName, findFiles, insertFiles } from './issue.repository.js';
import { detailsOf, fileLink, type IssueServiceContext } from './issue.service.js';
import { requireIssue } from './issue-scope.js';

export interface IssueFilesContext extends IssueServiceContext {
  files: FileStore;
  providerName: string;
}

/** 'foto.png' taken -> 'foto2.png', then 'foto3.png', ... (keeps the letters-and-digits name rule). */
export function uniqueDisplayName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Streams the request's files into the store (checked by content, name rule, size; all or nothing)
 * and records them on the issue. `uploadedBy` is the token's EmployeeName.
 */
export async function uploadIssueFiles(
  context: IssueFilesContext,
  request: FastifyRequest,
  customerId: number,
  issueId: number,
  uploadedBy: string,
): Promise<UploadFilesResponse> {
  // Checked before reading the body: nothing of another customer's issue is ever stored.
  const issue = await requireIssue(context.db, customerId, issueId);
  const { files: stored } = await storeUploadedFiles(request, {
    files: context.files,
    keyPrefix: `customers/${customerId}/issues/${issue.id}`,
  });
  try {
    const taken = new Set((await findFiles(context.db, [issue.id])).map((file) => file.display_name));
    const now = new Date().toISOString();
    const rows = stored.map((upload) => {
      const displayName = uniqueDisplayName(upload.originalName, taken);
      taken.add(displayName);
      return {
        customer_id: customerId,
        issue_id: issue.id,
        purpose: 'attachment' as const,
        display_name: displayName,
        storage_key: upload.key,
        size: upload.size,
        content_type: upload.contentType,
        uploaded_by: uploadedBy,
        created: now,
      };
    });
    await insertFiles(context.db, rows);
    const links = await Promise.all(rows.map((row) => fileLink(context.links, { ...row, id: 0 })));
    return { files: links };
  } catch (error) {
    await removeStored(context.files, stored);
    throw error;
  }
}

/** Deletes an uploaded file of the issue by its display name (row, then object); unknown -> 404. */
export async function deleteIssueFile(context: IssueFilesContext, customerId: number, issueId: number, fileName: string): Promise<void> {
  const issue = await requireIssue(context.db, customerId, issueId);
  const file = await findAttachmentByName(context.db, issue.id, fileName);
  if (!file) throw new NotFoundError('The file does not exist');
  await deleteFileRow(context.db, file.id);
  await context.files.remove(file.storage_key);
}

/**
 * A signed link to the issue report PDF, cached per version of what it shows (issueReportKey): the
 * PDF is rendered only when this version has none yet. Reusing one refreshes its time, so the sweep
 * of generated files (reports kept two link lifetimes) never removes a file behind a fresh link.
 */
export async function issueReportUrl(context: IssueFilesContext, customerId: number, issueId: number, locationCode: string): Promise<FileUrlResponse> {
  const details = await detailsOf(context, await requireIssue(context.db, customerId, issueId, locationCode));
  const key = issueReportKey(details, context.providerName);
  if (!(await context.files.touch(key))) await context.files.put(key, issueReportPdf(details, context.providerName));
  const fileName = `Fejlrapport-${details.number}.pdf`;
  return { url: await context.links.url({ key, fileName, contentType: 'application/pdf' }, DETAILS_LINK_SECONDS) };
}
