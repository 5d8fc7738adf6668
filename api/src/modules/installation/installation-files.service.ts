import type { InstallationFilesResponse } from '@portal/shared/contract';
import { maxUploadCommentLength } from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { removeStored, storeUploadedFiles, type UploadSource } from '../../uploads/store-uploads.js';
import { uniqueDisplayName } from '../../uploads/unique-display-name.js';
import { recordAudit } from '../audit/audit.service.js';
import { isInScope, scopeOf } from '../location/location-scope.js';
import { requireLocation, type LocationInput } from '../location/location.service.js';
import {
  deleteInstallationFileRow,
  findInstallation,
  findInstallationFileByName,
  findInstallationFiles,
  insertInstallationFiles,
} from './installation.repository.js';
import { installationFileOf, matchesCodePart } from './installation.service.js';

/** The files of an installation (spec section 7: uploadFiles, deleteFile). */

export interface InstallationRef {
  installationId: number;
  /** The location the path names: the installation must be in it or inside it. */
  locationCode: string;
  /** The path's location as the customer-access guard read it (`config.locationParam`); undefined: read here. */
  known?: LocationInput['known'];
  /** The path's code: the reference code's second part when it has a slash (spec section 3), else the whole code. */
  installationCode: string;
}

/** The installation of the path, checked against the customer, the location and the code; otherwise a 404. */
async function requireInstallation(ctx: RequestContext, ref: InstallationRef) {
  const { customerId } = ctx.actor;
  const [installation, location] = await Promise.all([
    findInstallation(ctx.db, customerId, ref.installationId),
    requireLocation(ctx, { code: ref.locationCode, known: ref.known }),
  ]);
  if (!installation || !matchesCodePart(installation.code, ref.installationCode)) throw new NotFoundError('The installation does not exist');
  if (!(await isInScope(ctx.db, scopeOf(customerId, location.id), installation.location_id))) {
    throw new NotFoundError('The installation does not exist at this location');
  }
  return installation;
}

/**
 * Streams the multipart body's `files` into the store (checked by content, name rule, size; all or
 * nothing) and records them on the installation, uploaded by the actor; the comment (`commentFile`,
 * a field or a text part) becomes each file's short description. Answers all the installation's files.
 */
export async function uploadInstallationFiles(ctx: RequestContext, input: InstallationRef & { upload: UploadSource }): Promise<InstallationFilesResponse> {
  const { customerId } = ctx.actor;
  // Checked before reading the body: nothing of another customer's installation is ever stored.
  const installation = await requireInstallation(ctx, input);
  const { files: stored, comment: sent } = await storeUploadedFiles(input.upload, {
    files: ctx.files,
    keyPrefix: `customers/${customerId}/installations/${installation.id}`,
  });
  try {
    const comment = sent.slice(0, maxUploadCommentLength);
    const taken = new Set((await findInstallationFiles(ctx.db, [installation.id])).map((file) => file.display_name));
    const now = ctx.now().toISOString();
    const rows = stored.map((upload) => {
      const displayName = uniqueDisplayName(upload.originalName, taken);
      taken.add(displayName);
      return {
        customer_id: customerId,
        installation_id: installation.id,
        display_name: displayName,
        short_description: comment === '' ? null : comment,
        storage_key: upload.key,
        size: upload.size,
        content_type: upload.contentType,
        uploaded_by: ctx.actor.name,
        created: now,
      };
    });
    // The audit entries (ADR 0031) with the rows: the same action as a fault's file, the unit in the details.
    await insertInstallationFiles(ctx.db, rows, async (trx) => {
      for (const row of rows) {
        await recordAudit(trx, ctx, { action: 'file.upload', subject: row.display_name, locationId: installation.location_id, params: { details: { kind: 'fileOf', target: 'installation', ref: installation.code } } });
      }
    });
  } catch (error) {
    await removeStored(ctx.files, stored);
    throw error;
  }
  const files = await findInstallationFiles(ctx.db, [installation.id]);
  return { files: await Promise.all(files.map((file) => installationFileOf(ctx, file))) };
}

/** Deletes a file of the installation by its name (row, then object); unknown -> 404. */
export async function deleteInstallationFile(ctx: RequestContext, input: InstallationRef & { fileName: string }): Promise<void> {
  const installation = await requireInstallation(ctx, input);
  const file = await findInstallationFileByName(ctx.db, installation.id, input.fileName);
  if (!file) throw new NotFoundError('The file does not exist');
  await deleteInstallationFileRow(ctx.db, file.id, (trx) =>
    recordAudit(trx, ctx, { action: 'file.delete', subject: input.fileName, locationId: installation.location_id, params: { details: { kind: 'fileOf', target: 'installation', ref: installation.code } } }),
  );
  await ctx.files.remove(file.storage_key);
}
