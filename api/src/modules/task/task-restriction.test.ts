import { beforeAll, expect, it } from 'vitest';
import type { TaskRow } from '@portal/shared/contract';
import { auditEntries, signInRestricted } from '../../test/restricted-user.js';
import { describeEachDatabase, type TestSession } from '../../test/test-app.js';
import { multipartBody, multipartHeaders, png } from '../../test/uploads.js';
import { seedTaskTestData, type TaskTestData } from './task.test-data.js';

const RANGE = '1900-01-01/3000-01-01';
const ids = (rows: TaskRow[]) => rows.map((row) => row.id).sort((a, b) => a - b);

/**
 * Users limited to chosen locations (ADR 0031) in the task calls: a task, report or file
 * found by id outside the user's locations is a 404, as are codes outside them; lists keep to them.
 * The authorization matrix checks each route once; this checks what the matrix cannot see.
 */
describeEachDatabase('tasks: users limited to locations', (context) => {
  let data: TaskTestData;
  let base: string;
  /** Limited to the room (the installation's location; the planned task lies at the site above it). */
  let inRoom: TestSession;
  /** Limited to another location of the same customer. */
  let elsewhere: TestSession;

  const get = (session: TestSession, url: string) => context().app.inject({ url: `${base}${url}`, headers: session.headers });
  const post = (session: TestSession, url: string, payload: unknown) =>
    context().app.inject({
      method: 'POST',
      url: `${base}${url}`,
      headers: { ...session.headers, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  beforeAll(async () => {
    ({ data, base } = await seedTaskTestData(context()));
    inRoom = await signInRestricted(context(), data.customerId, [data.locationIds.room]);
    elsewhere = await signInRestricted(context(), data.customerId, [data.locationIds.elsewhere]);
  });

  it('keeps the lists to the user\'s locations: the installation\'s list leaves out a task elsewhere, other codes are 404', async () => {
    const installation = await post(inRoom, `/installation/tasks/${RANGE}/all`, JSON.stringify(data.installationCode));
    expect(installation.statusCode).toBe(200);
    expect(ids(installation.json())).toEqual([data.completedTask.id, data.overdueTask.id].sort((a, b) => a - b));
    expect((await post(elsewhere, `/installation/tasks/${RANGE}/all`, JSON.stringify(data.installationCode))).statusCode).toBe(404);

    expect(ids((await post(inRoom, `/tasks/${RANGE}/all`, [data.room])).json())).toEqual([data.completedTask.id, data.overdueTask.id].sort((a, b) => a - b));
    expect((await post(inRoom, `/tasks/${RANGE}/all`, [data.room, data.site])).statusCode).toBe(404);
    expect((await post(elsewhere, `/tasks/${RANGE}/all`, [data.elsewhere])).json()).toEqual([]);
    expect((await post(elsewhere, '/serviceplan?from=2024-01-01&to=2024-12-31', [data.room])).statusCode).toBe(404);
    const roomPlan = await post(inRoom, '/serviceplan?from=2024-01-01&to=2099-12-31', [data.room]);
    expect(roomPlan.statusCode).toBe(200);
    expect(roomPlan.json()).toEqual([]);
    expect((await get(elsewhere, `/location/${data.site}/serviceplan`)).statusCode).toBe(404);
  });

  it('answers a task, its reports and files by id only inside the user\'s locations', async () => {
    const task = data.completedTask.id;
    const schema = { reportFile: data.reportFile, installationReferenceCode: data.installationCode };
    for (const [session, expected] of [
      [inRoom, 200],
      [elsewhere, 404],
    ] as const) {
      expect((await get(session, `/history/${task}`)).statusCode).toBe(expected);
      expect((await get(session, `/tasks/${task}/getFiles`)).statusCode).toBe(expected);
      expect((await get(session, `/task/${task}/${encodeURIComponent(data.installationCode)}/serviceReport`)).statusCode).toBe(expected);
      expect((await post(session, '/controlSchema', schema)).statusCode).toBe(expected);
    }
    // The planned task lies at the site, above the room the user may see.
    expect((await get(inRoom, `/history/${data.plannedTask.id}`)).statusCode).toBe(404);
  });

  it('refuses changes outside the user\'s locations, storing and auditing nothing', async () => {
    const statusPath = `/updateStatus/${encodeURIComponent(data.installationCode)}`;
    expect((await post(elsewhere, statusPath, { taskId: data.overdueTask.id, taskStatus: 5 })).statusCode).toBe(404);
    expect((await post(inRoom, statusPath, { taskId: data.plannedTask.id, taskStatus: 5 })).statusCode).toBe(404);
    const upload = await context().app.inject({
      method: 'POST',
      url: `${base}/tasks/${data.overdueTask.id}/uploadFiles`,
      headers: { ...elsewhere.headers, ...multipartHeaders() },
      payload: multipartBody([{ name: 'Udenfor.png', content: png() }]),
    });
    expect(upload.statusCode).toBe(404);
    const bundle = await post(elsewhere, `/zipfile/${data.room}/true/true/true/true`, { TaskIds: [data.overdueTask.id] });
    expect(bundle.statusCode).toBe(404);

    const { db } = context();
    for (const session of [inRoom, elsewhere]) {
      const entries = await db.selectFrom('audit_log').select('action').where('employee_id', '=', session.employeeId).execute();
      expect(entries.filter((entry) => entry.action !== 'sign-in')).toEqual([]);
    }
    expect(await auditEntries(db, data.customerId, { action: 'file.upload', subject: 'Udenfor.png' })).toEqual([]);
    const files = await db.selectFrom('files').select('id').where('task_id', '=', data.overdueTask.id).execute();
    expect(files).toEqual([]);

    // Inside: the change is made and audited as the limited user.
    expect((await post(inRoom, statusPath, { taskId: data.overdueTask.id, taskStatus: 5, comment: 'Planlagt af begrænset bruger' })).statusCode).toBe(200);
    const audit = await auditEntries(db, data.customerId, { action: 'task.status', subject: `Task ${data.overdueTask.number}` });
    expect(audit).toEqual([expect.objectContaining({ employee_id: inRoom.employeeId, details: 'Planned: Planlagt af begrænset bruger', location_id: data.locationIds.room })]);
  });
});
