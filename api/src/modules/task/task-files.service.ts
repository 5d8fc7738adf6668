import type { TaskFile, TaskUploadResponse } from '@portal/shared/contract';
import { maxUploadCommentLength } from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { removeStored, storeUploadedFiles, type UploadSource } from '../../uploads/store-uploads.js';
import { uniqueDisplayName } from '../../uploads/unique-display-name.js';
import { recordAudit } from '../audit/audit.service.js';
import { toTaskFile } from './task-mapper.js';
import { deleteTaskFileRow, findTaskFileByName, findTaskFiles, insertTaskFiles } from './task.repository.js';
import { requireTask } from './task-scope.js';

/** The files of a task (spec: the file overlay): list, upload with a comment, delete. */

export async function listTaskFiles(ctx: RequestContext, taskId: number): Promise<TaskFile[]> {
  const task = await requireTask(ctx, taskId);
  const files = await findTaskFiles(ctx.db, [task.id]);
  return Promise.all(files.map((file) => toTaskFile(ctx.links, file)));
}

/**
 * Streams the multipart body's files into the store (the same content, name and size rules as
 * fault files; all or nothing) and records them on the task with the comment as their short
 * description, uploaded by the actor.
 */
export async function uploadTaskFiles(ctx: RequestContext, input: { taskId: number; upload: UploadSource }): Promise<TaskUploadResponse> {
  const { customerId } = ctx.actor;
  // Checked before reading the body: nothing of another customer's task is ever stored.
  const task = await requireTask(ctx, input.taskId);
  const upload = await storeUploadedFiles(input.upload, { files: ctx.files, keyPrefix: `customers/${customerId}/tasks/${task.id}` });
  const stored = upload.files;
  try {
    // `comment` is the name earlier clients of this route used for the field.
    const comment = (upload.comment || (upload.fields.comment ?? '').trim()).slice(0, maxUploadCommentLength);
    const taken = new Set((await findTaskFiles(ctx.db, [task.id])).map((file) => file.display_name));
    const now = ctx.now().toISOString();
    const rows = stored.map((upload) => {
      const displayName = uniqueDisplayName(upload.originalName, taken);
      taken.add(displayName);
      return {
        customer_id: customerId,
        task_id: task.id,
        display_name: displayName,
        short_description: comment === '' ? null : comment,
        storage_key: upload.key,
        size: upload.size,
        content_type: upload.contentType,
        uploaded_by: ctx.actor.name,
        created: now,
      };
    });
    // The audit entries (ADR 0031) with the rows: the same action as a fault's file, the task in the details.
    await insertTaskFiles(ctx.db, rows, async (trx) => {
      for (const row of rows) {
        await recordAudit(trx, ctx, { action: 'file.upload', subject: row.display_name, locationId: task.location_id, params: { details: { kind: 'fileOf', target: 'task', ref: task.number } } });
      }
    });
    return { files: await Promise.all(rows.map((row) => toTaskFile(ctx.links, row))) };
  } catch (error) {
    await removeStored(ctx.files, stored);
    throw error;
  }
}

/** Deletes a file of the task by its name (row, then object); unknown -> 404. */
export async function deleteTaskFile(ctx: RequestContext, input: { taskId: number; fileName: string }): Promise<void> {
  const task = await requireTask(ctx, input.taskId);
  const file = await findTaskFileByName(ctx.db, task.id, input.fileName);
  if (!file) throw new NotFoundError('The file does not exist');
  await deleteTaskFileRow(ctx.db, file.id, (trx) =>
    recordAudit(trx, ctx, { action: 'file.delete', subject: input.fileName, locationId: task.location_id, params: { details: { kind: 'fileOf', target: 'task', ref: task.number } } }),
  );
  await ctx.files.remove(file.storage_key);
}
