import { beforeAll, describe, expect, it } from 'vitest';
import type { IssueRow, LocationNode, LocationStatistics, TaskRow } from '@portal/shared/contract';
import { dayOf, isTaskOverdue } from '@portal/shared/rules';
import { fixtures } from '../../test/fixtures.js';
import { describeEachDatabase, serviceContext, signInAs, type TestSession } from '../../test/test-app.js';
import { locationStatistics } from '../chart/chart.service.js';
import { listLocationTasks, locationServicePlan } from './task.service.js';

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

describe('the overdue rule', () => {
  it('holds an open task due on a day before today; a task due today is not overdue, a closed one never', () => {
    expect(isTaskOverdue({ status: 'Planned', due: '2026-03-13T23:59:00.000Z' }, '2026-03-14')).toBe(true);
    expect(isTaskOverdue({ status: 'Planned', due: '2026-03-14T00:00:00.000Z' }, '2026-03-14')).toBe(false);
    expect(isTaskOverdue({ status: 'Started', due: '2026-03-14T12:00:00.000Z' }, '2026-03-14')).toBe(false);
    expect(isTaskOverdue({ status: 'Completed', due: '2026-01-01T12:00:00.000Z' }, '2026-03-14')).toBe(false);
  });
});

describeEachDatabase('task filter states on a fixed day', (context) => {
  // Late in the day, after the due hour of the task due today.
  const now = new Date('2026-03-14T22:30:00.000Z');
  let customerId: number;
  let tasks: { overdue: number; today: number; upcoming: number };

  beforeAll(async () => {
    const { app, db } = context();
    const demo = await signInAs(app, 'demo@example.com');
    customerId = demo.customerId;
    const make = fixtures(db);
    const site = await make.location(customerId, { code: 'STATE-SITE', name: 'Tilstande' });
    const unit = await make.installation(customerId, site, { code: 'ABA/STATE' });
    tasks = {
      overdue: await make.task(customerId, site, unit, { number: 'S-1', status: 'Planned', due_date: '2026-03-13T12:00:00.000Z' }),
      today: await make.task(customerId, site, unit, { number: 'S-2', status: 'Started', due_date: '2026-03-14T12:00:00.000Z' }),
      upcoming: await make.task(customerId, site, unit, { number: 'S-3', status: 'Planned', due_date: '2026-04-01T12:00:00.000Z' }),
    };
    await make.task(customerId, site, unit, { number: 'S-4', status: 'Completed', due_date: '2026-03-01T12:00:00.000Z' });
  });

  const list = async (status: 'URGENT' | 'DASHBOARD' | 'PLANNED', from = '1900-01-01', to = '3000-01-01') =>
    (await listLocationTasks(serviceContext(context().app, { customerId }, now), { code: 'STATE-SITE', from, to, status })).rows;

  it('Aktuelle eftersyn (URGENT, DASHBOARD) holds the overdue task and the one due today, whatever the range', async () => {
    for (const status of ['URGENT', 'DASHBOARD'] as const) {
      const rows = await list(status);
      expect(ids(rows)).toEqual([tasks.overdue, tasks.today]);
      expect(rows.map((row) => row.overdue)).toEqual([true, false]);
    }
  });

  it('Kommende eftersyn (PLANNED) never holds an overdue task, even over a range from the past', async () => {
    const rows = await list('PLANNED', '2026-01-01', '2027-03-14');
    expect(ids(rows)).toEqual([tasks.today, tasks.upcoming]);
    expect(rows.some((row) => row.overdue)).toBe(false);
    const plan = await locationServicePlan(serviceContext(context().app, { customerId }, now), { code: 'STATE-SITE', from: '2021-03-14', to: '2026-04-14' });
    expect(ids(plan.rows)).toEqual([tasks.upcoming]);
  });

  it("the chart's current inspections are the tasks Aktuelle eftersyn lists", async () => {
    const statistics = await locationStatistics(serviceContext(context().app, { customerId }, now), { code: 'STATE-SITE' });
    expect(statistics.openTasks).toBe((await list('URGENT')).length);
    expect(statistics.openTasks).toBe(2);
    expect(statistics.closedTasks).toBe(1);
  });
});

/** The list pages' preset intervals (shared/src/session/time-interval.ts) on the API's day. */
function presets(today: string) {
  const shifted = (years: number, months: number) => {
    const date = new Date(`${today}T12:00:00.000Z`);
    date.setUTCFullYear(date.getUTCFullYear() + years, date.getUTCMonth() + months);
    return dayOf(date);
  };
  return {
    currentFaults: `1900-01-01/${shifted(0, 1)}`,
    urgent: `1900-01-01/${today}`,
    planned: `${today}/${shifted(1, 0)}`,
  };
}

const flatten = (nodes: readonly LocationNode[]): LocationNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describeEachDatabase('the demo data: the dashboard, the lists, the chart and the unit overlay count the same', (context) => {
  let demo: TestSession;
  let codes: string[];
  const today = dayOf(new Date());
  const range = presets(today);
  const get = async <T>(url: string) => {
    const response = await context().app.inject({ url: `/api${url}`, headers: demo.headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return { body: response.json() as T, total: response.headers['x-total-count'] };
  };

  beforeAll(async () => {
    demo = await signInAs(context().app, 'demo@example.com');
    const tree = await get<LocationNode[]>(`/location/${demo.customerId}/locations`);
    codes = flatten(tree.body).map((node) => node.code);
  });

  it('has current, overdue, due-today and upcoming tasks to compare', async () => {
    const site = codes[0] as string;
    const urgent = (await get<TaskRow[]>(`/task/${demo.customerId}/location/${site}/tasks/${range.urgent}/URGENT`)).body;
    expect(urgent.some((row) => row.overdue)).toBe(true);
    // The started inspection is due today at noon: current, not overdue, and also upcoming.
    const started = urgent.find((row) => row.status === 'Started');
    expect(started?.overdue).toBe(false);
    const planned = (await get<TaskRow[]>(`/task/${demo.customerId}/location/${site}/tasks/${range.planned}/PLANNED`)).body;
    expect(ids(planned)).toContain(started?.id);
  });

  it('per location: the chart, the dashboard tables (their totals) and the list pages hold the same tasks and faults', async () => {
    for (const code of codes) {
      const base = `/task/${demo.customerId}/location/${encodeURIComponent(code)}`;
      const statistics = (await get<LocationStatistics>(`/chart/${demo.customerId}/location/${encodeURIComponent(code)}/statistics`)).body;
      const urgent = (await get<TaskRow[]>(`${base}/tasks/${range.urgent}/URGENT`)).body;
      const dashboardUrgent = await get<TaskRow[]>(`${base}/tasks/${range.urgent}/DASHBOARD?take=5`);
      expect(statistics.openTasks, code).toBe(urgent.length);
      expect(Number(dashboardUrgent.total), code).toBe(urgent.length);
      expect(ids(dashboardUrgent.body), code).toEqual(ids(urgent.slice(0, 5)));
      // Every task on the current list is due by today; every overdue task of the location is on it.
      expect(urgent.every((row) => row.due.slice(0, 10) <= today)).toBe(true);

      const planned = (await get<TaskRow[]>(`${base}/tasks/${range.planned}/PLANNED`)).body;
      const dashboardPlanned = await get<TaskRow[]>(`${base}/tasks/${range.planned}/PLANNED?take=5`);
      expect(planned.some((row) => row.overdue), code).toBe(false);
      expect(Number(dashboardPlanned.total), code).toBe(planned.length);
      expect(ids(dashboardPlanned.body), code).toEqual(ids(planned.slice(0, 5)));
      // Only a task due today is on both.
      const onBoth = planned.filter((row) => ids(urgent).includes(row.id));
      expect(onBoth.every((row) => row.due.slice(0, 10) === today), code).toBe(true);

      const issueBase = `/issue/${demo.customerId}/location/${encodeURIComponent(code)}/issues/${range.currentFaults}`;
      const faults = (await get<IssueRow[]>(`${issueBase}/NoAction`)).body;
      const dashboardFaults = await get<IssueRow[]>(`${issueBase}/DASHBOARD?take=5`);
      expect(statistics.openIssues, code).toBe(faults.length);
      expect(Number(dashboardFaults.total), code).toBe(faults.length);
    }
  });

  it("the unit overlay's open tasks are the current and upcoming lists' tasks of the unit", async () => {
    const site = codes[0] as string;
    const urgent = (await get<TaskRow[]>(`/task/${demo.customerId}/location/${site}/tasks/${range.urgent}/URGENT`)).body;
    const unit = urgent.find((row) => row.overdue)?.installationReferenceCode as string;
    const post = async (status: string) => {
      const response = await context().app.inject({
        method: 'POST',
        url: `/api/task/${demo.customerId}/installation/tasks/1900-01-01/3000-12-31/${status}`,
        headers: { ...demo.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(unit),
      });
      expect(response.statusCode).toBe(200);
      return response.json() as TaskRow[];
    };
    expect(ids(await post('URGENT'))).toEqual(ids(urgent.filter((row) => row.installationReferenceCode === unit)));
    const upcoming = await post('PLANNED');
    expect(upcoming.some((row) => row.overdue)).toBe(false);
  });
});
