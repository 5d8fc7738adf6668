import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry, AuditParams } from '@portal/shared/contract';
import { fixtures } from '../../test/fixtures.js';
import { describeEachDatabase, serviceContext, signInAs, type TestSession } from '../../test/test-app.js';
import { listAudit, recordAudit } from './audit.service.js';

describeEachDatabase('audit trail', (context) => {
  let admin: TestSession;

  beforeAll(async () => {
    admin = await signInAs(context().app, 'demo@example.com');
  });

  it('is written in the transaction of the change: a change rolled back leaves no entry', async () => {
    const { app, db } = context();
    const ctx = serviceContext(app, { customerId: admin.customerId, employeeId: admin.employeeId, name: 'Transaktion', role: 'Admin' });
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, ctx, { action: 'test.rolled-back', subject: 'Rullet tilbage' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction().execute((trx) => recordAudit(trx, ctx, { action: 'test.committed', subject: '=HYPERLINK("x"), "citat"', details: 'a;b' }));
    const { rows } = await listAudit(ctx, {});
    const actions = rows.map((row) => row.action);
    expect(rows.find((row) => row.action === 'test.committed')?.params).toBeNull();
    expect(actions).toContain('test.committed');
    expect(actions).not.toContain('test.rolled-back');
  });

  it('answers the subject and details as codes and values beside their English words, made from the codes', async () => {
    const { app, db } = context();
    const ctx = serviceContext(app, { customerId: admin.customerId, employeeId: admin.employeeId, name: 'Parametre', role: 'Admin' });
    const latest = async () => (await app.inject({ url: `/api/audit/${admin.customerId}/entries`, query: { take: '1' }, headers: admin.headers })).json<AuditEntry[]>()[0];
    const params = { subject: { kind: 'issueReports', count: 2 }, details: { kind: 'numbers', target: 'issues', numbers: ['F-1', 'F-2'] } } satisfies AuditParams;
    await db.transaction().execute((trx) => recordAudit(trx, ctx, { action: 'bundle.request', params }));
    expect(await latest()).toMatchObject({ subject: '2 issue report(s)', details: 'Issues F-1, F-2', params });

    const changes: AuditParams = {
      details: {
        kind: 'changes',
        changes: [
          { field: 'name', from: 'Ane', to: 'Ane Berg' },
          { field: 'active', value: false },
          { field: 'language', value: null },
          { field: 'locations', codes: ['A-1', 'B-2'] },
          { field: 'terms' },
        ],
      },
    };
    await db.transaction().execute((trx) => recordAudit(trx, ctx, { action: 'user.update', subject: 'ane@example.com', params: changes }));
    expect(await latest()).toMatchObject({ subject: 'ane@example.com', details: 'name Ane -> Ane Berg; deactivated; language default; locations A-1, B-2; terms accepted' });

    // Words given explicitly win (a task's status: the code is its label key, the words its status).
    const status = { subject: { kind: 'task', number: 'T-9' }, details: { kind: 'status', status: 'tasks.status.completed', note: '' } } satisfies AuditParams;
    await db.transaction().execute((trx) => recordAudit(trx, ctx, { action: 'task.status', details: 'Completed', params: status }));
    expect(await latest()).toMatchObject({ subject: 'Task T-9', details: 'Completed' });
  });

  it('exports CSV a spreadsheet reads as text (formula prefixes neutralised, quotes doubled)', async () => {
    const csv = await context().app.inject({ url: `/api/audit/${admin.customerId}/entries.csv`, headers: admin.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toContain(`"'=HYPERLINK(""x""), ""citat""","a;b"`);
  });

  it('pages newest first with the total; a location of another customer is a 404; bad filters are 400', async () => {
    const { app, db } = context();
    const other = await fixtures(db).customer('Fremmed Revision A/S');
    await fixtures(db).location(other, { code: 'AUDIT-FOREIGN' });
    const page = await app.inject({ url: `/api/audit/${admin.customerId}/entries`, query: { take: '1' }, headers: admin.headers });
    expect(page.json<AuditEntry[]>()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(1);
    const rest = await app.inject({ url: `/api/audit/${admin.customerId}/entries`, query: { take: '500', skip: '1' }, headers: admin.headers });
    expect(rest.json<AuditEntry[]>().map((row) => row.id)).not.toContain(page.json<AuditEntry[]>()[0]?.id);
    expect((await app.inject({ url: `/api/audit/${admin.customerId}/entries`, query: { location: 'AUDIT-FOREIGN' }, headers: admin.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/audit/${admin.customerId}/entries`, query: { take: '0' }, headers: admin.headers })).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/audit/${admin.customerId}/entries`, query: { from: '2026-02-30', to: '2026-03-01' }, headers: admin.headers })).statusCode).toBe(400);
  });
});
