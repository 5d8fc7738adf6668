import type { Readable } from 'node:stream';
import type { AppContext } from '../../context/service-context.js';
import { DownloadLinkExpiredError, type DownloadTarget } from '../../auth/download-token.js';
import { ExpiredError, NotFoundError } from '../../errors/domain-errors.js';
import { FileNotFoundError, InvalidFileKeyError } from '../../storage/file-store.js';

/**
 * For everything but our own reports: no scripts, plugins, forms or same-origin access even when a
 * browser renders it (an image opened in a tab keeps its inline styles). A header of every route that
 * serves a customer's upload.
 */
export const UPLOADED_FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/** Folder of the report PDFs the server renders itself (see storage/generated-files.ts). */
const GENERATED_REPORTS = 'reports/';

export interface Download {
  target: DownloadTarget;
  content: Readable;
  /** One of the server's own report PDFs (not a customer's upload). */
  generated: boolean;
}

/**
 * Opens the object of a signed download link (public: the signed token is the authorization).
 * Expired link -> ExpiredError (410), forged or unknown -> 404.
 */
export async function openDownload(ctx: AppContext, input: { token: string }): Promise<Download> {
  let target;
  try {
    target = await ctx.links.verify(input.token);
  } catch (error) {
    if (error instanceof DownloadLinkExpiredError) throw new ExpiredError('The download link has expired');
    throw new NotFoundError('The download link is not valid');
  }
  try {
    return { target, content: await ctx.files.get(target.key), generated: target.key.startsWith(GENERATED_REPORTS) };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new NotFoundError('The file no longer exists');
    // Only a token signed with our key gets here, but its key is still checked: never a 500.
    if (error instanceof InvalidFileKeyError) throw new NotFoundError('The download link is not valid');
    throw error;
  }
}
