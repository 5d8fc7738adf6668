import type { LocationFile, LocationFilesResponse } from '@portal/shared/contract';
import { maxUploadCommentLength } from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import { DETAILS_LINK_SECONDS } from '../../auth/download-token.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { removeStored, storeUploadedFiles, type UploadSource } from '../../uploads/store-uploads.js';
import { uniqueDisplayName } from '../../uploads/unique-display-name.js';
import type { DownloadLinks } from '../../auth/download-token.js';
import { deleteLocationFileRow, findLocationFileByName, findLocationFiles, insertLocationFiles, type LocationFileRow } from './location-files.repository.js';
import { requireLocation, type LocationInput } from './location.service.js';
import { recordAudit } from '../audit/audit.service.js';

/** The documents block of /lokation (spec section 2): a location's own files, uploads and deletes. */

async function toLocationFile(links: DownloadLinks, row: Pick<LocationFileRow, 'display_name' | 'short_description' | 'storage_key' | 'content_type'>): Promise<LocationFile> {
  return {
    url: await links.url({ key: row.storage_key, fileName: row.display_name, contentType: row.content_type }, DETAILS_LINK_SECONDS),
    displayName: row.display_name,
    fileName: row.display_name,
    shortDescription: row.short_description,
  };
}

export async function listLocationFiles(ctx: RequestContext, input: LocationInput): Promise<LocationFile[]> {
  const location = await requireLocation(ctx, input);
  const rows = await findLocationFiles(ctx.db, location.id);
  return Promise.all(rows.map((row) => toLocationFile(ctx.links, row)));
}

/**
 * Streams the multipart body's files into the store with the shared checks (content type, name rule,
 * size; all or nothing) and records them on the location, uploaded by the actor.
 */
export async function uploadLocationFiles(ctx: RequestContext, input: LocationInput & { upload: UploadSource }): Promise<LocationFilesResponse> {
  const { customerId } = ctx.actor;
  // Checked before reading the body: nothing is stored for another customer's location.
  const location = await requireLocation(ctx, input);
  const { files: stored, comment: sent } = await storeUploadedFiles(input.upload, { files: ctx.files, keyPrefix: `customers/${customerId}/locations/${location.id}` });
  try {
    const comment = sent.slice(0, maxUploadCommentLength);
    const taken = new Set((await findLocationFiles(ctx.db, location.id)).map((file) => file.display_name));
    const now = ctx.now().toISOString();
    const rows = stored.map((upload) => {
      const displayName = uniqueDisplayName(upload.originalName, taken);
      taken.add(displayName);
      return {
        customer_id: customerId,
        location_id: location.id,
        purpose: 'attachment' as const,
        display_name: displayName,
        short_description: comment === '' ? null : comment,
        storage_key: upload.key,
        size: upload.size,
        content_type: upload.contentType,
        uploaded_by: ctx.actor.name,
        created: now,
      };
    });
    // The audit entries (ADR 0031) with the rows: the same action as a fault's file.
    await insertLocationFiles(ctx.db, rows, async (trx) => {
      for (const row of rows) {
        await recordAudit(trx, ctx, { action: 'file.upload', subject: row.display_name, locationId: location.id, params: { details: { kind: 'fileOf', target: 'location', ref: location.name } } });
      }
    });
    return { files: await Promise.all(rows.map((row) => toLocationFile(ctx.links, row))) };
  } catch (error) {
    await removeStored(ctx.files, stored);
    throw error;
  }
}

/** Deletes a document of the location by its file name (row, then object); unknown -> 404. */
export async function deleteLocationFile(ctx: RequestContext, input: LocationInput & { fileName: string }): Promise<void> {
  const location = await requireLocation(ctx, input);
  const file = await findLocationFileByName(ctx.db, location.id, input.fileName);
  if (!file) throw new NotFoundError('The file does not exist');
  await deleteLocationFileRow(ctx.db, file.id, (trx) =>
    recordAudit(trx, ctx, { action: 'file.delete', subject: input.fileName, locationId: location.id, params: { details: { kind: 'fileOf', target: 'location', ref: location.name } } }),
  );
  await ctx.files.remove(file.storage_key);
}
