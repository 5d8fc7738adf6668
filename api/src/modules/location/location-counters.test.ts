import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { isOpenIssue, isOpenTask } from '../../db/conditions.js';
import { importProviderData } from '../../import/import.service.js';
import type { ImportCustomer } from '../../import/import-format.js';
import { fixtures } from '../../test/fixtures.js';
import { bearer, decodeClaims, describeEachDatabase, signIn } from '../../test/test-app.js';
import { countersOf } from './location-counters.js';
import { scopeOf, withAncestry } from './location-scope.js';

type Counts = Record<string, string>;

const line = (installations: unknown, openIssues: unknown, closedIssues: unknown, openTasks: unknown, closedTasks: unknown) =>
  [installations, openIssues, closedIssues, openTasks, closedTasks].map(Number).join('/');

/** The stored counters of every location with anything counted ("units/open issues/closed issues/open tasks/closed tasks"). */
async function storedCounters(db: Kysely<Database>): Promise<Counts> {
  const rows = await withAncestry(db).selectFrom('location_counters').selectAll().execute();
  const counts: Counts = {};
  for (const row of rows) {
    const value = line(row.installations, row.open_issues, row.closed_issues, row.open_tasks, row.closed_tasks);
    if (value !== '0/0/0/0/0') counts[row.location_id] = value;
  }
  return counts;
}

/** The same figures counted from the rows themselves (what the stored counters must equal). */
async function recounted(db: Kysely<Database>): Promise<Counts> {
  const per = new Map<number, number[]>();
  const add = (locationId: number, index: number, amount: number | string | bigint) => {
    const figures = per.get(locationId) ?? [0, 0, 0, 0, 0];
    figures[index] = (figures[index] ?? 0) + Number(amount);
    per.set(locationId, figures);
  };
  const installations = await db.selectFrom('installations').select((eb) => ['location_id', eb.fn.countAll<number>().as('n')]).groupBy('location_id').execute();
  for (const row of installations) add(row.location_id, 0, row.n);
  const issues = await db
    .selectFrom('issues')
    .select((eb) => ['location_id', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>(eb.case().when(isOpenIssue(eb)).then(1).else(0).end()).as('open')])
    .groupBy('location_id')
    .execute();
  for (const row of issues) {
    add(row.location_id, 1, row.open);
    add(row.location_id, 2, Number(row.n) - Number(row.open));
  }
  const tasks = await db
    .selectFrom('tasks')
    .select((eb) => ['location_id', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>(eb.case().when(isOpenTask(eb)).then(1).else(0).end()).as('open')])
    .groupBy('location_id')
    .execute();
  for (const row of tasks) {
    add(row.location_id, 3, row.open);
    add(row.location_id, 4, Number(row.n) - Number(row.open));
  }
  const counts: Counts = {};
  for (const [locationId, figures] of per) counts[locationId] = line(...(figures as [number, number, number, number, number]));
  return counts;
}

const iso = '2026-01-15T10:00:00.000Z';

function customerFile(xalId: string, changes: { issueStatus: string; taskStatus: string; installationAt: string }): ImportCustomer {
  return {
    xalId,
    name: 'Tælleværk A/S',
    locations: [
      { code: 'S1', name: 'Site' },
      { code: 'B1', name: 'Building', parentCode: 'S1' },
      { code: 'S2', name: 'Other site' },
    ],
    installations: [
      { code: 'ABA/1', name: 'Brandalarm', type: 'ABA brandalarmanlæg', locationCode: changes.installationAt },
      { code: 'ABA/2', name: 'Brandalarm 2', type: 'ABA brandalarmanlæg', locationCode: 'S1' },
    ],
    tasks: [
      { number: 'T1', installationCode: 'ABA/1', name: 'Eftersyn', type: 'Eftersyn', status: changes.taskStatus as 'Planned', dueDate: iso },
      { number: 'T2', installationCode: 'ABA/2', name: 'Eftersyn', type: 'Eftersyn', status: 'Completed', dueDate: iso },
    ],
    issues: [
      {
        number: 'F1',
        installationCode: 'ABA/1',
        status: changes.issueStatus as 'NoAction',
        created: iso,
        updated: iso,
        updatedBy: 'Tekniker',
        responsible: 'Tekniker',
        type: 'B-fejl',
      },
      { number: 'F2', installationCode: 'ABA/2', status: 'Completed', created: iso, updated: iso, updatedBy: 'Tekniker', responsible: 'Tekniker', type: 'B-fejl' },
    ],
  };
}

describeEachDatabase('location counters', (context) => {
  it('match a recount of the seeded data', async () => {
    const { db } = context();
    expect(Object.keys(await storedCounters(db)).length).toBeGreaterThan(0);
    expect(await storedCounters(db)).toEqual(await recounted(db));
  });

  it('follow inserts, status changes, moves and deletes of issues, tasks and installations', async () => {
    const { db } = context();
    const f = fixtures(db);
    const customer = await f.customer();
    const site = await f.location(customer);
    const room = await f.location(customer, { parent_id: site });
    const elsewhere = await f.location(customer);
    const installation = await f.installation(customer, room);
    const issue = await f.issue(customer, room, installation, { status: 'Error' });
    await f.issue(customer, room, installation, { status: 'Completed' });
    const task = await f.task(customer, room, installation, { status: 'Planned' });
    await f.task(customer, site, installation, { status: 'Handled' });
    expect(await countersOf(db, scopeOf(customer, site))).toEqual({ installations: 1, openIssues: 1, closedIssues: 1, openTasks: 1, closedTasks: 1 });

    await db.updateTable('issues').set({ status: 'Completed' }).where('id', '=', issue).execute();
    await db.updateTable('tasks').set({ status: 'Completed' }).where('id', '=', task).execute();
    expect(await countersOf(db, scopeOf(customer, room))).toEqual({ installations: 1, openIssues: 0, closedIssues: 2, openTasks: 0, closedTasks: 1 });

    await db.updateTable('issues').set({ location_id: elsewhere, status: 'NoAction' }).where('id', '=', issue).execute();
    await db.updateTable('installations').set({ location_id: elsewhere }).where('id', '=', installation).execute();
    expect(await countersOf(db, scopeOf(customer, elsewhere))).toEqual({ installations: 1, openIssues: 1, closedIssues: 0, openTasks: 0, closedTasks: 0 });
    expect(await storedCounters(db)).toEqual(await recounted(db));

    await db.deleteFrom('tasks').where('id', '=', task).execute();
    await db.deleteFrom('locations').where('id', '=', room).execute();
    expect(await countersOf(db, scopeOf(customer, site))).toEqual({ installations: 0, openIssues: 0, closedIssues: 0, openTasks: 0, closedTasks: 1 });
    expect(await storedCounters(db)).toEqual(await recounted(db));
  });

  it('follow an import that adds rows, then changes statuses and moves an installation', async () => {
    const { db } = context();
    const first = await importProviderData(db, { customers: [customerFile('CNT-IMP', { issueStatus: 'NoAction', taskStatus: 'Planned', installationAt: 'B1' })] });
    expect(first).toMatchObject({ ok: true });
    const customer = await db.selectFrom('customers').select('id').where('xal_id', '=', 'CNT-IMP').executeTakeFirstOrThrow();
    const ids = Object.fromEntries(
      (await db.selectFrom('locations').select(['id', 'code']).where('customer_id', '=', customer.id).execute()).map((row) => [row.code, row.id]),
    ) as Record<string, number>;
    const site = scopeOf(customer.id, ids.S1 ?? -1);
    expect(await countersOf(db, site)).toEqual({ installations: 2, openIssues: 1, closedIssues: 1, openTasks: 1, closedTasks: 1 });

    const second = await importProviderData(db, { customers: [customerFile('CNT-IMP', { issueStatus: 'Completed', taskStatus: 'Completed', installationAt: 'S2' })] });
    expect(second).toMatchObject({ ok: true });
    expect(await storedCounters(db)).toEqual(await recounted(db));
    expect(await countersOf(db, site)).toMatchObject({ openIssues: 0, openTasks: 0 });
  });

  it('follow an issue status change through the API (the chart and the details read them)', async () => {
    const { app, db } = context();
    const token = await signIn(app, 'demo@example.com');
    const { CustomerId } = decodeClaims(token);
    const open = await db
      .selectFrom('issues')
      .innerJoin('locations', 'locations.id', 'issues.location_id')
      .select(['issues.id', 'issues.status', 'issues.updated', 'issues.updated_by', 'locations.code'])
      .where('issues.customer_id', '=', Number(CustomerId))
      .where('issues.kind', '<>', 'thermography')
      .where('issues.status', 'in', ['Error', 'NoAction', 'Created'])
      .executeTakeFirstOrThrow();
    const chart = `/api/chart/${CustomerId}/location/${open.code}/statistics`;
    const before = (await app.inject({ url: chart, headers: bearer(token) })).json() as { openIssues: number; closedIssues: number };
    try {
      const done = await app.inject({
        method: 'POST',
        url: `/api/issue/${CustomerId}/updateStatus/${open.id}`,
        headers: bearer(token),
        payload: { IssueStatus: 'Completed', Comment: 'Udbedret ved servicebesøget' },
      });
      expect(done.statusCode).toBe(200);
      const after = (await app.inject({ url: chart, headers: bearer(token) })).json() as { openIssues: number; closedIssues: number };
      expect(after).toMatchObject({ openIssues: before.openIssues - 1, closedIssues: before.closedIssues + 1 });
      expect(await storedCounters(db)).toEqual(await recounted(db));
    } finally {
      await db
        .updateTable('issues')
        .set({ status: open.status, updated: open.updated instanceof Date ? open.updated.toISOString() : open.updated, updated_by: open.updated_by })
        .where('id', '=', open.id)
        .execute();
      app.changes.changed(Number(CustomerId));
    }
  });
});
