import { beforeAll, expect, it } from 'vitest';
import type { TaskFile, TaskRow, TaskUploadResponse } from '@portal/shared/contract';
import { auditEntries } from '../../test/restricted-user.js';
import { bearer, describeEachDatabase } from '../../test/test-app.js';
import { multipartBody, multipartHeaders, pdf, png, TEST_BOUNDARY } from '../../test/uploads.js';
import { seedTaskTestData, type TaskTestData } from './task.test-data.js';

/** A multipart body: the files, then the comment as a text file part `commentFile` (spec section 5). */
function withComment(files: Parameters<typeof multipartBody>[0], comment: string): Buffer {
  const body = multipartBody(files);
  const end = Buffer.from(`--${TEST_BOUNDARY}--\r\n`);
  const commentPart = Buffer.from(
    `--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="commentFile"; filename="comment.txt"\r\nContent-Type: text/plain\r\n\r\n${comment}\r\n`,
  );
  return Buffer.concat([body.subarray(0, body.length - end.length), commentPart, end]);
}

describeEachDatabase('tasks: files', (context) => {
  let data: TaskTestData;
  let base: string;
  const upload = (taskId: number, payload: Buffer) =>
    context().app.inject({ method: 'POST', url: `${base}/tasks/${taskId}/uploadFiles`, headers: { ...bearer(data.token), ...multipartHeaders() }, payload });
  const list = async (taskId: number) => (await context().app.inject({ url: `${base}/tasks/${taskId}/getFiles`, headers: bearer(data.token) })).json() as TaskFile[];

  beforeAll(async () => {
    ({ data, base } = await seedTaskTestData(context()));
  });

  it('uploads files with the comment sent as a text file, lists them and counts them on the row', async () => {
    const response = await upload(
      data.completedTask.id,
      withComment(
        [
          { name: 'Foto.png', content: png(3) },
          { name: 'Rapport.pdf', content: pdf() },
        ],
        'Billeder fra eftersynet',
      ),
    );
    expect(response.statusCode).toBe(201);
    expect((response.json() as TaskUploadResponse).files.map((file) => [file.displayName, file.shortDescription])).toEqual([
      ['Foto.png', 'Billeder fra eftersynet'],
      ['Rapport.pdf', 'Billeder fra eftersynet'],
    ]);
    const files = await list(data.completedTask.id);
    expect(files.map((file) => file.fileName)).toEqual(['Foto.png', 'Rapport.pdf']);
    expect(files.every((file) => file.url.startsWith('/api/download/'))).toBe(true);
    const download = await context().app.inject({ url: files[0]?.url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png(3))).toBe(true);
    const rows = (await context().app.inject({ url: `${base}/location/${data.site}/tasks/1900-01-01/3000-01-01/COMPLETED`, headers: bearer(data.token) })).json() as TaskRow[];
    expect(rows.find((row) => row.id === data.completedTask.id)?.fileCount).toBe(2);
    // The audit trail (ADR 0031): an entry per file, naming the task, at its location.
    const audit = await auditEntries(context().db, data.customerId, { action: 'file.upload', subject: 'Rapport.pdf' });
    expect(audit).toEqual([expect.objectContaining({ actor_name: data.claims.EmployeeName, details: `Task ${data.completedTask.number}`, location_id: data.locationIds.room })]);
  });

  it('applies the fault files\' rules: names of letters and digits, content matching the type; nothing stored on refusal', async () => {
    const before = await list(data.overdueTask.id);
    expect((await upload(data.overdueTask.id, multipartBody([{ name: 'mit foto.png', content: png() }]))).statusCode).toBe(400);
    expect((await upload(data.overdueTask.id, multipartBody([{ name: 'Foto.png', content: pdf() }]))).statusCode).toBe(400);
    expect((await upload(data.overdueTask.id, multipartBody([{ name: 'Script.exe', content: png() }]))).statusCode).toBe(400);
    expect((await upload(data.overdueTask.id, withComment([], 'kun en kommentar'))).statusCode).toBe(400);
    expect(await list(data.overdueTask.id)).toEqual(before);
    for (const subject of ['mit foto.png', 'Foto.png', 'Script.exe']) {
      expect((await auditEntries(context().db, data.customerId, { action: 'file.upload', subject })).filter((entry) => entry.details === `Task ${data.overdueTask.number}`)).toEqual([]);
    }
  });

  it('deletes a file by name; unknown names and another customer\'s task are 404', async () => {
    const del = (taskId: number, name: string) => context().app.inject({ method: 'DELETE', url: `${base}/tasks/${taskId}/${name}`, headers: bearer(data.token) });
    expect((await del(data.completedTask.id, 'Foto.png')).statusCode).toBe(204);
    expect((await list(data.completedTask.id)).map((file) => file.fileName)).toEqual(['Rapport.pdf']);
    expect((await del(data.completedTask.id, 'Foto.png')).statusCode).toBe(404);
    // One entry for the delete; none for the refused second one.
    expect(await auditEntries(context().db, data.customerId, { action: 'file.delete', subject: 'Foto.png' })).toEqual([
      expect.objectContaining({ details: `Task ${data.completedTask.number}`, location_id: data.locationIds.room }),
    ]);
    expect((await del(data.otherCustomerTask, 'Rapport.pdf')).statusCode).toBe(404);
    expect((await upload(data.otherCustomerTask, multipartBody([{ name: 'Foto.png', content: png() }]))).statusCode).toBe(404);
    expect((await context().app.inject({ url: `${base}/tasks/${data.otherCustomerTask}/getFiles`, headers: bearer(data.token) })).statusCode).toBe(404);
  });
});
