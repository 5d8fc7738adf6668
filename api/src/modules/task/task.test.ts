import { beforeAll, expect, it } from 'vitest';
import type { TaskHistoryEntry, TaskRow, TaskStatusUpdated } from '@portal/shared/contract';
import { fixtures } from '../../test/fixtures.js';
import { auditEntries } from '../../test/restricted-user.js';
import { bearer, describeEachDatabase } from '../../test/test-app.js';
import { seedTaskTestData, type TaskTestData } from './task.test-data.js';

const RANGE = '1900-01-01/3000-01-01';
const ids = (rows: TaskRow[]) => rows.map((row) => row.id);

describeEachDatabase('tasks: lists, service plan, history and status', (context) => {
  let data: TaskTestData;
  let base: string;
  const headers = () => bearer(data.token);
  const get = (url: string) => context().app.inject({ url: `${base}${url}`, headers: headers() });
  const post = (url: string, payload: unknown) =>
    context().app.inject({ method: 'POST', url: `${base}${url}`, headers: { ...headers(), 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

  beforeAll(async () => {
    ({ data, base } = await seedTaskTestData(context()));
  });

  it('lists current tasks (URGENT, DASHBOARD) and upcoming ones (PLANNED) of a location and everything inside it, with the row fields', async () => {
    for (const status of ['URGENT', 'DASHBOARD']) {
      const response = await get(`/location/${data.site}/tasks/${RANGE}/${status}`);
      expect(response.statusCode).toBe(200);
      expect(ids(response.json())).toEqual([data.overdueTask.id]);
    }
    // The overdue task is never upcoming, whatever the range.
    const planned = (await get(`/location/${data.site}/tasks/${RANGE}/PLANNED`)).json() as TaskRow[];
    expect(ids(planned)).toEqual([data.plannedTask.id]);
    expect(planned[0]?.overdue).toBe(false);
    const rows = (await get(`/location/${data.site}/tasks/${RANGE}/URGENT`)).json() as TaskRow[];
    expect(rows[0]).toMatchObject({
      number: data.overdueTask.number,
      status: 'NotHandled',
      installation: 'Brandalarm',
      installationReferenceCode: data.installationCode,
      installationId: data.installationId,
      installationType: 'ABA brandalarmanlæg',
      location: data.room,
      locationName: 'Opgaverum',
      facilityName: 'Opgavesite',
      due: '2024-06-01T12:00:00.000Z',
      overdue: true,
      latestNote: 'Ingen adgang',
      hasServiceReport: false,
      fileCount: 0,
    });
  });

  it('lists completed tasks with their reports, and applies the inclusive day range on the due date', async () => {
    const completed = (await get(`/location/${data.site}/tasks/${RANGE}/COMPLETED`)).json() as TaskRow[];
    expect(ids(completed)).toEqual([data.completedTask.id]);
    expect(completed[0]).toMatchObject({
      hasServiceReport: true,
      hasControlSchema: true,
      controlSchemaFile: data.reportFile,
      controlSchemaItems: 1,
      jobNumber: expect.stringMatching(/^JOB-/),
      completed: '2024-03-02T10:00:00.000Z',
      overdue: false,
      latestNote: 'Udført uden bemærkninger',
    });
    expect(ids((await get(`/location/${data.site}/tasks/2024-03-01/2024-03-01/COMPLETED`)).json())).toEqual([data.completedTask.id]);
    expect((await get(`/location/${data.site}/tasks/2024-03-02/2024-12-31/COMPLETED`)).json()).toEqual([]);
    expect(ids((await get(`/location/${data.room}/tasks/${RANGE}/URGENT`)).json())).toEqual([data.overdueTask.id]);
  });

  it("reads 'coming', 'overdue' and 'all' as the spec gives them", async () => {
    expect(ids((await get(`/location/${data.site}/tasks/${RANGE}/coming`)).json()).sort()).toEqual([data.completedTask.id, data.overdueTask.id].sort());
    expect((await get(`/location/${data.site}/tasks/${RANGE}/overdue`)).json()).toEqual([]);
    expect((await get(`/location/${data.site}/tasks/${RANGE}/all`)).json()).toHaveLength(3);
  });

  it('bounds a list with ?take and gives the total in X-Total-Count', async () => {
    const response = await get(`/location/${data.site}/tasks/${RANGE}/all?take=1`);
    expect(ids(response.json())).toHaveLength(1);
    expect(response.headers['x-total-count']).toBe('3');
  });

  it('lists tasks of several locations and of an installation by reference code', async () => {
    const several = await post(`/tasks/${RANGE}/URGENT`, [data.room, data.elsewhere]);
    expect(several.statusCode).toBe(200);
    expect(ids(several.json())).toEqual([data.overdueTask.id]);
    const installation = await post(`/installation/tasks/${RANGE}/COMPLETED`, JSON.stringify(data.installationCode));
    expect(ids(installation.json())).toEqual([data.completedTask.id]);
    expect((await post(`/installation/tasks/${RANGE}/COMPLETED`, JSON.stringify('ABA/UNKNOWN'))).statusCode).toBe(404);
  });

  it('answers the service plan (the planned visits) of a location and of several (default today to a month ahead)', async () => {
    const plan = await get(`/location/${data.site}/serviceplan`);
    expect(plan.statusCode).toBe(200);
    expect(ids(plan.json())).toEqual([data.plannedTask.id]);
    // An open task that is not a planned visit (NotHandled, due 2024-06-01) is not on the plan.
    expect((await get(`/location/${data.site}/serviceplan?from=2024-01-01&to=2024-12-31`)).json()).toEqual([]);
    expect(ids((await post('/serviceplan', [data.site])).json())).toEqual([data.plannedTask.id]);
    expect((await get(`/location/${data.site}/serviceplan?from=2024-13-01`)).statusCode).toBe(400);
  });

  it('bounds the service plan with ?take (the dashboard asks for 5) and gives the total in X-Total-Count, by location and by locations', async () => {
    // A planned visit whose day has passed is overdue: not on the plan ('Aktuelle eftersyn' lists it). A second
    // planned visit next year is, after the soonest.
    const { db } = context();
    const planned = await db.selectFrom('tasks').select(['customer_id', 'location_id', 'installation_id']).where('id', '=', data.plannedTask.id).executeTakeFirstOrThrow();
    const make = fixtures(db);
    const passed = await make.task(planned.customer_id, planned.location_id, planned.installation_id, {
      number: `${data.plannedTask.number}-P`,
      status: 'Planned',
      due_date: '2025-01-15T12:00:00.000Z',
    });
    const late = await make.task(planned.customer_id, planned.location_id, planned.installation_id, {
      number: `${data.plannedTask.number}-L`,
      status: 'Planned',
      due_date: new Date(Date.now() + 300 * 24 * 60 * 60 * 1000),
    });
    const wide = 'from=2020-01-01&to=2099-12-31';
    const whole = await get(`/location/${data.site}/serviceplan?${wide}`);
    expect(ids(whole.json())).toEqual([data.plannedTask.id, late]);
    expect(ids(whole.json())).not.toContain(passed);
    // (another range than the earlier calls: the answer cache does not see the fixture writes)
    expect(ids((await get(`/location/${data.site}/tasks/2020-01-01/2099-12-31/URGENT`)).json())).toContain(passed);
    expect(whole.headers['x-total-count']).toBeUndefined();
    const first = await get(`/location/${data.site}/serviceplan?${wide}&take=1`);
    expect(first.statusCode).toBe(200);
    expect(ids(first.json())).toEqual([data.plannedTask.id]);
    expect(first.headers['x-total-count']).toBe('2');
    const several = await post(`/serviceplan?${wide}&take=1`, [data.site, data.elsewhere]);
    expect(ids(several.json())).toEqual([data.plannedTask.id]);
    expect(several.headers['x-total-count']).toBe('2');
    expect((await post(`/serviceplan?${wide}&take=1`, [data.room])).headers['x-total-count']).toBe('0');
    for (const take of ['0', '-1', 'x', '501']) {
      const refused = await get(`/location/${data.site}/serviceplan?${wide}&take=${take}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/take/);
    }
  });

  it('refuses bad dates, an unknown status and another customer', async () => {
    expect((await get(`/location/${data.site}/tasks/2024-02-30/2024-03-01/URGENT`)).statusCode).toBe(400);
    expect((await get(`/location/${data.site}/tasks/2024-03-01/2024-02-01/URGENT`)).statusCode).toBe(400);
    expect((await get(`/location/${data.site}/tasks/yesterday/2024-03-01/URGENT`)).statusCode).toBe(400);
    expect((await get(`/location/${data.site}/tasks/${RANGE}/Completed`)).statusCode).toBe(400);
    expect((await get(`/location/${data.otherCustomerLocation}/tasks/${RANGE}/URGENT`)).statusCode).toBe(404);
    expect((await post(`/tasks/${RANGE}/URGENT`, [data.site, data.otherCustomerLocation])).statusCode).toBe(404);
    const foreign = await context().app.inject({ url: `/api/task/${data.customerId + 100000}/location/${data.site}/tasks/${RANGE}/URGENT`, headers: headers() });
    expect([403, 404]).toContain(foreign.statusCode);
    expect((await context().app.inject({ url: `${base}/location/${data.site}/tasks/${RANGE}/URGENT` })).statusCode).toBe(401);
  });

  it('answers the status history newest first; another customer\'s task is a 404', async () => {
    const history = (await get(`/history/${data.completedTask.id}`)).json() as TaskHistoryEntry[];
    expect(history).toEqual([
      { created: '2024-03-02T10:00:00.000Z', taskStatus: 'Completed', note: { value: 'Udført uden bemærkninger' }, responsible: 'Mads Holm' },
      { created: '2024-02-01T08:00:00.000Z', taskStatus: 'Planned', note: { value: 'Eftersyn planlagt' }, responsible: 'Mads Holm' },
    ]);
    expect((await get(`/history/${data.otherCustomerTask}`)).statusCode).toBe(404);
    expect((await get('/history/abc')).statusCode).toBe(400);
  });

  it('changes the status by id with a note, writing a history entry by the signed-in employee', async () => {
    const path = `/updateStatus/${encodeURIComponent(data.installationCode)}`;
    // Read first: the history answer is response-cached (ADR 0020) and must not outlive the change.
    const before = (await get(`/history/${data.overdueTask.id}`)).json() as TaskHistoryEntry[];
    const response = await post(path, { taskId: data.overdueTask.id, taskStatus: 3, comment: '  Flyttet til næste uge  ' });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as TaskStatusUpdated;
    expect(updated.status).toBe('PostponedByNordiskSikring');
    expect(updated.history[0]).toMatchObject({ taskStatus: 'PostponedByNordiskSikring', note: { value: 'Flyttet til næste uge' }, responsible: data.claims.EmployeeName });
    expect(updated.history).toHaveLength(2);
    expect((await get(`/history/${data.overdueTask.id}`)).json()).toEqual(updated.history);
    expect(updated.history).toHaveLength(before.length + 1);
    const row = ((await get(`/location/${data.site}/tasks/${RANGE}/URGENT`)).json() as TaskRow[]).find((task) => task.id === data.overdueTask.id);
    expect(row?.status).toBe('PostponedByNordiskSikring');

    const completed = (await post(path, { taskId: data.overdueTask.id, taskStatus: 1 })).json() as TaskStatusUpdated;
    expect(completed.status).toBe('Completed');
    expect(completed.history[0]?.note.value).toBeNull();
    expect(ids((await get(`/location/${data.site}/tasks/${RANGE}/COMPLETED`)).json())).toContain(data.overdueTask.id);
    await post(path, { taskId: data.overdueTask.id, taskStatus: 7, comment: 'Tilbage' });

    // The audit trail (ADR 0031): one entry per change, by the signed-in employee, at the task's location.
    const audit = await auditEntries(context().db, data.customerId, { action: 'task.status', subject: `Task ${data.overdueTask.number}` });
    expect(audit.map((entry) => entry.details)).toEqual(['PostponedByNordiskSikring: Flyttet til næste uge', 'Completed', 'NotHandled: Tilbage']);
    // The same as codes and values, which the audit page writes in the reader's language.
    expect(audit.map((entry) => JSON.parse(entry.params ?? 'null'))).toEqual([
      { subject: { kind: 'task', number: data.overdueTask.number }, details: { kind: 'status', status: 'PostponedByProvider', note: 'Flyttet til næste uge' } },
      { subject: { kind: 'task', number: data.overdueTask.number }, details: { kind: 'status', status: 'Completed', note: '' } },
      { subject: { kind: 'task', number: data.overdueTask.number }, details: { kind: 'status', status: 'NotHandled', note: 'Tilbage' } },
    ]);
    expect(audit[0]).toMatchObject({ actor_name: data.claims.EmployeeName, employee_id: Number(data.claims.EmployeeId), location_id: data.locationIds.room });
  });

  it('refuses a bad status id, a wrong installation and another customer\'s task, changing nothing', async () => {
    const path = `/updateStatus/${encodeURIComponent(data.installationCode)}`;
    const before = (await get(`/history/${data.plannedTask.id}`)).json() as TaskHistoryEntry[];
    for (const taskStatus of [0, 8, '1', 'Completed', null]) {
      expect((await post(path, { taskId: data.plannedTask.id, taskStatus })).statusCode).toBe(400);
    }
    expect((await post(path, { taskId: data.plannedTask.id, taskStatus: 1, comment: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect((await post(path, { taskId: data.plannedTask.id, taskStatus: 1, extra: true })).statusCode).toBe(400);
    expect((await post('/updateStatus/ABA%2FOTHER', { taskId: data.plannedTask.id, taskStatus: 1 })).statusCode).toBe(404);
    expect((await post(path, { taskId: data.otherCustomerTask, taskStatus: 1 })).statusCode).toBe(404);
    expect((await get(`/history/${data.plannedTask.id}`)).json()).toEqual(before);
    const row = ((await get(`/location/${data.site}/tasks/${RANGE}/PLANNED`)).json() as TaskRow[]).find((task) => task.id === data.plannedTask.id);
    expect(row?.status).toBe('Planned');
    const foreign = await context().db.selectFrom('task_history').select('id').where('task_id', '=', data.otherCustomerTask).execute();
    expect(foreign).toEqual([]);
    expect(await auditEntries(context().db, data.customerId, { action: 'task.status', subject: `Task ${data.plannedTask.number}` })).toEqual([]);
  });

  it('refuses a save that changes nothing (the same status, no note) with a 400 and its key, writing no history and no audit entry', async () => {
    const path = `/updateStatus/${encodeURIComponent(data.installationCode)}`;
    const before = (await get(`/history/${data.plannedTask.id}`)).json() as TaskHistoryEntry[];
    // Planned is select id 5; a blank note is no note.
    for (const comment of [undefined, '', '   ']) {
      const response = await post(path, { taskId: data.plannedTask.id, taskStatus: 5, ...(comment === undefined ? {} : { comment }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.stringMatching(/^Nothing to save/), key: 'tasks.overlay.noChanges' });
    }
    expect((await get(`/history/${data.plannedTask.id}`)).json()).toEqual(before);
    expect(await auditEntries(context().db, data.customerId, { action: 'task.status', subject: `Task ${data.plannedTask.number}` })).toEqual([]);

    // The same status with a note is a change: the note is recorded.
    const noted = await post(path, { taskId: data.plannedTask.id, taskStatus: 5, comment: 'Adgang aftalt med vicevært' });
    expect(noted.statusCode).toBe(200);
    expect((noted.json() as TaskStatusUpdated).history[0]).toMatchObject({ taskStatus: 'Planned', note: { value: 'Adgang aftalt med vicevært' } });
    expect((await auditEntries(context().db, data.customerId, { action: 'task.status', subject: `Task ${data.plannedTask.number}` })).map((entry) => entry.details)).toEqual([
      'Planned: Adgang aftalt med vicevært',
    ]);
  });
});
