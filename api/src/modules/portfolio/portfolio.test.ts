import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { IssueRow, PortfolioLocation, PortfolioOverview, PortfolioTrend, TaskRow } from '@portal/shared/contract';
import { addDays, complianceWindow, issueSeverity, taskComplianceState, dayOf } from '@portal/shared/rules';
import { fixtures } from '../../test/fixtures.js';
import { signInRestricted } from '../../test/restricted-user.js';
import { describeEachDatabase, signInAs, type TestSession } from '../../test/test-app.js';

const DAY_MS = 86_400_000;

describeEachDatabase('portfolio overview and trend', (context) => {
  let demo: TestSession;
  const overview = async (session: TestSession, months = 12): Promise<PortfolioOverview> => {
    const response = await context().app.inject({ url: `/api/portfolio/${session.customerId}/overview?months=${months}`, headers: session.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const trend = async (session: TestSession, months = 12): Promise<PortfolioTrend> => {
    const response = await context().app.inject({ url: `/api/portfolio/${session.customerId}/trend?months=${months}`, headers: session.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const post = async <T>(session: TestSession, url: string, payload: unknown): Promise<T[]> => {
    const response = await context().app.inject({ method: 'POST', url, headers: session.headers, payload: payload as object });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const found = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`no ${what}`);
    return value;
  };
  const byCode = (answer: PortfolioOverview, code: string): PortfolioLocation => {
    const location = answer.locations.find((entry) => entry.code === code);
    if (!location) throw new Error(`no ${code} in the overview`);
    return location;
  };

  beforeAll(async () => {
    demo = await signInAs(context().app, 'demo@example.com');
  });

  it('agrees with the task and issue lists for the same locations and window, site by site', async () => {
    const today = dayOf(new Date());
    for (const months of [3, 12] as const) {
      const answer = await overview(demo, months);
      const window = complianceWindow(months, today);
      expect(answer.window).toEqual({ from: window.from, to: window.to });
      const lastDay = [window.to, addDays(today, 30)].sort().at(-1) ?? window.to;
      for (const site of answer.locations.filter((location) => location.depth === 0)) {
        const tasks = await post<TaskRow>(demo, `/api/task/${demo.customerId}/tasks/${window.from}/${lastDay}/all`, [site.code]);
        const counts = { onTime: 0, late: 0, overdue: 0, dueSoon: 0 };
        for (const task of tasks) {
          const state = taskComplianceState({ status: task.status, dueDate: task.due, completedDate: task.completed }, today);
          const due = dayOf(task.due);
          if (state === 'dueSoon') counts.dueSoon += 1;
          else if (state !== null && due <= window.to) counts[state] += 1;
        }
        expect({ code: site.code, ...counts }).toEqual({ code: site.code, onTime: site.onTime, late: site.late, overdue: site.overdue, dueSoon: site.dueSoon });

        const issues = await post<IssueRow>(demo, `/api/issue/${demo.customerId}/issues/1900-01-01/3000-01-01/active`, [site.code]);
        expect(site.openIssues).toBe(issues.length);
        const oldest = issues.map((issue) => Date.parse(issue.created)).sort((a, b) => a - b)[0];
        expect(site.oldestOpenIssueDays).toBe(oldest === undefined ? null : Math.floor((Date.now() - oldest) / DAY_MS));
      }
      const sites = answer.locations.filter((location) => location.depth === 0);
      expect(answer.totals.openIssues).toBe(sites.reduce((sum, site) => sum + site.openIssues, 0));
      expect(answer.totals.overdue).toBe(sites.reduce((sum, site) => sum + site.overdue, 0));
    }
  });

  it('adds sub-locations into their parents, ranks the worst fault by class then age, and judges by the day', async () => {
    const { app, db } = context();
    const f = fixtures(db);
    const now = Date.now();
    const at = (days: number, hour = 12) => new Date(Math.floor(now / DAY_MS) * DAY_MS + days * DAY_MS + hour * 3_600_000).toISOString();
    const site = await f.location(demo.customerId, { code: 'PF-SITE', name: 'Porteføljegrund', latitude: 55.68, longitude: 12.57 });
    const room = await f.location(demo.customerId, { code: 'PF-ROOM', name: 'Porteføljerum', parent_id: site });
    const unit = await f.installation(demo.customerId, room);
    // Room: due today (due soon, not overdue), completed on its due day at a later hour (on time), completed a day late.
    await f.task(demo.customerId, room, unit, { status: 'Open', due_date: at(0, 0) });
    await f.task(demo.customerId, room, unit, { status: 'Completed', due_date: at(-10, 8), completed_date: at(-10, 20) });
    await f.task(demo.customerId, room, unit, { status: 'Completed', due_date: at(-40, 8), completed_date: at(-39, 7) });
    // Site: an open task due yesterday (overdue).
    await f.task(demo.customerId, site, unit, { status: 'Planned', due_date: at(-1) });
    // Faults: an old C at the site, a newer class-1 thermography fault in the room (A), a closed A.
    const oldC = await f.issue(demo.customerId, site, unit, { status: 'Error', error_type: 'C – Mindre', created: at(-200, 0) });
    const classOne = await f.issue(demo.customerId, room, unit, { status: 'Created', kind: 'thermography', created: at(-5), error_type: null });
    await db.insertInto('thermography_fields').values({ issue_id: classOne, field_type: 'Fejlklasse', value: '1' }).execute();
    await f.issue(demo.customerId, room, unit, { status: 'Completed', error_type: 'A – Kritisk', created: at(-300) });
    app.changes.changed(demo.customerId);

    const answer = await overview(demo, 3);
    const roomFigures = byCode(answer, 'PF-ROOM');
    const siteFigures = byCode(answer, 'PF-SITE');
    expect(roomFigures).toMatchObject({ parentCode: 'PF-SITE', depth: 1, onTime: 1, late: 1, overdue: 0, dueSoon: 1, openIssues: 1, compliancePercent: 50, badge: 'NonCompliant' });
    const classOneNumber = (await db.selectFrom('issues').select('number').where('id', '=', classOne).executeTakeFirstOrThrow()).number;
    expect(roomFigures.worstIssue).toEqual({ id: classOne, number: classOneNumber, severity: 'A' });
    expect(siteFigures).toMatchObject({ parentCode: null, depth: 0, latitude: 55.68, longitude: 12.57, onTime: 1, late: 1, overdue: 1, dueSoon: 1, openIssues: 2 });
    expect(siteFigures.compliancePercent).toBe(33.3);
    expect(siteFigures.oldestOpenIssueDays).toBe(200);
    expect(siteFigures.worstIssue?.id).toBe(classOne);
    // The fields the page shows, and no others (the answer holds every location of the customer).
    expect(Object.keys(siteFigures).sort()).toEqual(
      ['awaitingVerification', 'badge', 'code', 'compliancePercent', 'depth', 'dueSoon', 'late', 'latitude', 'longitude', 'name', 'oldestOpenIssueDays', 'onTime', 'openIssues', 'overdue', 'parentCode', 'worstIssue'],
    );
    const totalsBefore = answer.totals.openIssuesBySeverity;

    // The class changes to 3: the old C at the site is now the worst (same class, older).
    await db.updateTable('thermography_fields').set({ value: '3' }).where('issue_id', '=', classOne).execute();
    app.changes.changed(demo.customerId);
    const changed = await overview(demo, 3);
    expect(byCode(changed, 'PF-SITE').worstIssue).toMatchObject({ id: oldC, severity: 'C' });
    expect(changed.totals.openIssuesBySeverity).toEqual({ ...totalsBefore, A: totalsBefore.A - 1, C: totalsBefore.C + 1 });
  });

  it('moves the figures at once when a status changes through the API', async () => {
    const { app, db } = context();
    const before = await overview(demo);
    const beforeTrend = await trend(demo);
    const site = found(before.locations.find((location) => location.depth === 0 && location.overdue > 0 && location.openIssues > 0), 'site with work');
    const tasks = await post<TaskRow>(demo, `/api/task/${demo.customerId}/tasks/${before.window.from}/${before.window.to}/all`, [site.code]);
    const task = found(
      tasks.find((row) => taskComplianceState({ status: row.status, dueDate: row.due, completedDate: row.completed }, dayOf(new Date())) === 'overdue'),
      'overdue task',
    );
    const done = await app.inject({
      method: 'POST',
      url: `/api/task/${demo.customerId}/updateStatus/${encodeURIComponent(task.installationReferenceCode)}`,
      headers: demo.headers,
      payload: { taskId: task.id, taskStatus: 1, comment: 'Udført ved ekstra besøg' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const issues = await post<IssueRow>(demo, `/api/issue/${demo.customerId}/issues/1900-01-01/3000-01-01/active`, [site.code]);
    const issue = found(issues.find((row) => row.status !== 'Created'), 'open fault');
    const closed = await app.inject({
      method: 'POST',
      url: `/api/issue/${demo.customerId}/updateStatus/${issue.id}`,
      headers: demo.headers,
      payload: { IssueStatus: 'Completed', Comment: 'Udbedret ved servicebesøget' },
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const after = byCode(await overview(demo), site.code);
    expect(after.overdue).toBe(site.overdue - 1);
    expect(after.late).toBe(site.late + 1);
    expect(after.openIssues).toBe(site.openIssues - 1);
    const month = dayOf(new Date()).slice(0, 7);
    const monthBefore = found(beforeTrend.months.find((entry) => entry.month === month), 'month');
    const monthAfter = found((await trend(demo)).months.find((entry) => entry.month === month), 'month');
    expect(monthAfter.issuesClosed).toBe(monthBefore.issuesClosed + 1);
    await db.updateTable('tasks').set({ status: task.status, completed_date: null }).where('id', '=', task.id).execute();
  });

  it('shows a user limited to chosen locations only theirs, as roots', async () => {
    const { db } = context();
    const building = await db.selectFrom('locations').select('id').where('customer_id', '=', demo.customerId).where('code', '=', 'NE-110').executeTakeFirstOrThrow();
    const limited = await signInRestricted(context(), demo.customerId, [building.id]);
    const answer = await overview(limited);
    expect(answer.locations.map((location) => [location.code, location.parentCode, location.depth])).toEqual([
      ['NE-110', null, 0],
      ['NE-111', 'NE-110', 1],
      ['NE-112', 'NE-110', 1],
    ]);
    const full = byCode(await overview(demo), 'NE-110');
    expect(answer.totals).toMatchObject({ onTime: full.onTime, late: full.late, overdue: full.overdue, openIssues: full.openIssues });
    const limitedTrend = await trend(limited);
    const wholeTrend = await trend(demo);
    expect(limitedTrend.months.reduce((sum, month) => sum + month.due, 0)).toBeLessThan(wholeTrend.months.reduce((sum, month) => sum + month.due, 0));
  });

  it('answers one trend entry per month of the window, oldest first', async () => {
    const answer = await trend(demo, 6);
    const window = complianceWindow(6, dayOf(new Date()));
    expect(answer.months.map((entry) => entry.month)).toEqual(window.months);
    for (const entry of answer.months) expect(entry.due).toBeGreaterThanOrEqual(entry.onTime + entry.late);
    expect(answer.months.reduce((sum, entry) => sum + entry.due, 0)).toBeGreaterThan(0);
  });

  it('refuses a window outside 3, 6, 12 and 24 months with a 400 and a message, and another customer with a 404', async () => {
    const { app } = context();
    for (const months of ['5', '0', 'abc', '36']) {
      for (const call of ['overview', 'trend']) {
        const response = await app.inject({ url: `/api/portfolio/${demo.customerId}/${call}?months=${months}`, headers: demo.headers });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/months/);
      }
    }
    const other = await app.inject({ url: `/api/portfolio/999999/overview`, headers: demo.headers });
    expect(other.statusCode).toBe(404);
  });

  it('computes a fault’s severity in the database as the contract’s issueSeverity does', async () => {
    const { db } = context();
    const cases: [string | null, string | null][] = [
      ['A – Kritisk', null], [' b – Væsentlig', null], ['C – Mindre', ''], ['Fejl', null], [null, null],
      [null, '1'], ['C', 'Klasse 2'], ['A – Kritisk', '3'], [null, '4'], ['x', 'abc'],
    ];
    for (const [errorType, faultClass] of cases) {
      const row = await sql<{ severity: string | null }>`select issue_severity(${errorType}, ${faultClass}) as severity`.execute(db);
      expect([errorType, faultClass, row.rows[0]?.severity ?? null]).toEqual([errorType, faultClass, issueSeverity({ errorType, Fejlklasse: faultClass })]);
    }
  });
});

describeEachDatabase('portfolio of the demo data', (context) => {
  it('has a location of each badge, an overdue and a due-soon inspection and an open class-1 thermography fault, for each demo customer', async () => {
    const { app, db } = context();
    for (const [xalId, email] of [['C-10421', 'demo@example.com'], ['C-20877', 'anden@example.com']] as const) {
      const session = await signInAs(app, email);
      const customer = await db.selectFrom('customers').select('id').where('xal_id', '=', xalId).executeTakeFirstOrThrow();
      const response = await app.inject({ url: `/api/portfolio/${customer.id}/overview`, headers: session.headers });
      expect(response.statusCode).toBe(200);
      const answer = response.json() as PortfolioOverview;
      expect(new Set(answer.locations.map((location) => location.badge))).toEqual(new Set(['Compliant', 'AtRisk', 'NonCompliant']));
      expect(answer.totals.overdue).toBeGreaterThan(0);
      expect(answer.totals.dueSoon).toBeGreaterThan(0);
      expect(answer.totals.worstIssue).toMatchObject({ severity: 'A' });
      const classOne = await db
        .selectFrom('issues')
        .innerJoin('thermography_fields as f', 'f.issue_id', 'issues.id')
        .select('issues.id')
        .where('issues.customer_id', '=', customer.id)
        .where('f.field_type', '=', 'Fejlklasse')
        .where('f.value', '=', '1')
        .where('issues.status', 'in', ['Error', 'NoAction', 'Created'])
        .execute();
      expect(classOne.length, xalId).toBeGreaterThan(0);
      const located = answer.locations.filter((location) => location.latitude !== null);
      expect(located.length).toBeGreaterThan(0);
      for (const location of located) {
        expect(location.latitude).toBeGreaterThan(54.5);
        expect(location.latitude).toBeLessThan(57.8);
        expect(location.longitude).toBeGreaterThan(8);
        expect(location.longitude).toBeLessThan(15.2);
      }
    }
  });
});
