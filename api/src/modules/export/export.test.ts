import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { Installation, InstallationQueryResult, IssueRow, PortfolioOverview, TaskRow } from '@portal/shared/contract';
import { fixtures } from '../../test/fixtures.js';
import { signInRestricted } from '../../test/restricted-user.js';
import { describeEachDatabase, signInAs, type TestSession } from '../../test/test-app.js';

/** A CSV answer read by a real CSV reader (exceljs's, over fast-csv), every cell as the text it holds. */
async function csvRows(body: Buffer): Promise<string[][]> {
  expect(body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([body.subarray(3)]), { map: (value: string) => value } as never);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      const value = row.getCell(column).value;
      cells.push(value === null || value === undefined ? '' : String(value));
    }
    rows.push(cells);
  });
  return rows;
}

async function xlsxRows(body: Buffer): Promise<{ name: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1));
  });
  return { name: sheet.name, rows };
}

describeEachDatabase('list exports', (context) => {
  let demo: TestSession;
  let siteCode: string;
  let siteId: number;
  const ALL = { from: '1900-01-01', to: '3000-01-01' };

  const exportOf = (session: TestSession, file: string, query: Record<string, string>, language?: string) =>
    context().app.inject({ url: `/api/export/${session.customerId}/${file}`, query, headers: { ...session.headers, ...(language ? { 'accept-language': language } : {}) } });

  beforeAll(async () => {
    const { app, db } = context();
    demo = await signInAs(app, 'demo@example.com');
    // The demo location with the most faults (and its sub-locations): the lists have rows to compare.
    const busiest = await db
      .selectFrom('issues')
      .innerJoin('locations', 'locations.id', 'issues.location_id')
      .select(['locations.id', 'locations.code'])
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('issues.customer_id', '=', demo.customerId)
      .groupBy(['locations.id', 'locations.code'])
      .orderBy('count', 'desc')
      .executeTakeFirstOrThrow();
    siteCode = busiest.code;
    siteId = busiest.id;
  });

  it("holds the fault list call's rows for the same filter, sorted as the page sorts them", async () => {
    const list = await context().app.inject({ url: `/api/issue/${demo.customerId}/location/${siteCode}/issues/${ALL.from}/${ALL.to}/active`, headers: demo.headers });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<IssueRow[]>();
    expect(rows.length).toBeGreaterThan(1);

    const unsorted = await exportOf(demo, 'faults.csv', { location: siteCode, ...ALL, status: 'active' });
    expect(unsorted.statusCode, unsorted.body).toBe(200);
    expect(unsorted.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(unsorted.headers['content-disposition']).toMatch(/^attachment; filename="faults-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...cells] = await csvRows(unsorted.rawPayload);
    expect(header?.[0]).toBe('Fejlnr.');
    expect(cells.map((row) => row[0])).toEqual(rows.map((row) => row.number));

    const sorted = await exportOf(demo, 'faults.csv', { location: siteCode, ...ALL, status: 'active', sort: 'number', dir: 'desc' });
    const byNumberDown = [...rows].sort((a, b) => (a.number < b.number ? 1 : a.number > b.number ? -1 : 0)).map((row) => row.number);
    expect((await csvRows(sorted.rawPayload)).slice(1).map((row) => row[0])).toEqual(byNumberDown);

    // The page's choice filter and search narrow the same rows.
    const [first] = rows;
    if (!first) throw new Error('no fault');
    const type = first.installationType;
    const ofType = await exportOf(demo, 'faults.csv', { location: siteCode, ...ALL, status: 'active', installationType: type });
    expect((await csvRows(ofType.rawPayload)).slice(1).map((row) => row[0])).toEqual(rows.filter((row) => row.installationType === type).map((row) => row.number));
    const searched = await exportOf(demo, 'faults.csv', { location: siteCode, ...ALL, status: 'active', q: first.number });
    expect((await csvRows(searched.rawPayload)).slice(1).map((row) => row[0])).toContain(first.number);
  });

  it("holds the inspection list call's rows for chosen locations", async () => {
    const { app } = context();
    const list = await app.inject({ method: 'POST', url: `/api/task/${demo.customerId}/tasks/${ALL.from}/${ALL.to}/all`, headers: demo.headers, payload: [siteCode] });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<TaskRow[]>();
    const file = await exportOf(demo, 'inspections.csv', { locations: siteCode, ...ALL, status: 'all' });
    expect(file.statusCode, file.body).toBe(200);
    expect((await csvRows(file.rawPayload)).slice(1).map((row) => row[0])).toEqual(rows.map((row) => row.number));
  });

  it('streams every page of the server-paged unit list, in its search and sort', async () => {
    const { app, db } = context();
    const make = fixtures(db);
    const locationId = await make.location(demo.customerId, { parent_id: siteId, code: `EXP-${Date.now().toString(36)}`, name: 'Eksportlager' });
    const code = (await db.selectFrom('locations').select('code').where('id', '=', locationId).executeTakeFirstOrThrow()).code;
    for (let index = 0; index < 620; index += 1) {
      await make.installation(demo.customerId, locationId, { name: `Lampe ${String(index).padStart(4, '0')}`, type: index % 2 === 0 ? 'Nødlys' : 'Skilt' });
    }
    const paged: Installation[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = await app.inject({ url: `/api/installation/${demo.customerId}/location/${code}/installations/query`, query: { skip: String(skip), take: '100', sortCol: 'name', sortDir: 'desc', typeFilter: 'Nødlys' }, headers: demo.headers });
      const answer = page.json<InstallationQueryResult>();
      paged.push(...answer.installations);
      if (answer.installations.length < 100) break;
    }
    expect(paged).toHaveLength(310);
    const file = await exportOf(demo, 'installations.csv', { location: code, sort: 'name', dir: 'desc', installationType: 'Nødlys' });
    expect(file.statusCode, file.body).toBe(200);
    expect((await csvRows(file.rawPayload)).slice(1).map((row) => row[0])).toEqual(paged.map((row) => row.name));
  });

  it("holds only a restricted user's locations", async () => {
    const { db } = context();
    const site = await db.selectFrom('locations').select(['id', 'code']).where('customer_id', '=', demo.customerId).where('parent_id', 'is', null).orderBy('code').executeTakeFirstOrThrow();
    const other = await db.selectFrom('locations').select(['code']).where('customer_id', '=', demo.customerId).where('parent_id', 'is', null).where('id', '!=', site.id).executeTakeFirst();
    const limited = await signInRestricted(context(), demo.customerId, [site.id]);
    const overview = await context().app.inject({ url: `/api/portfolio/${demo.customerId}/overview`, headers: limited.headers });
    const visible = overview.json<PortfolioOverview>().locations.map((location) => location.code);

    const file = await exportOf(limited, 'locations.csv', {});
    expect(file.statusCode, file.body).toBe(200);
    const codes = (await csvRows(file.rawPayload)).slice(1).map((row) => row[1]);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes).toContain(site.code);
    expect([...codes].sort()).toEqual([...visible].sort());
    if (other) {
      expect(codes).not.toContain(other.code);
      const outside = await exportOf(limited, 'faults.csv', { location: other.code, ...ALL, status: 'active' });
      expect(outside.statusCode).toBe(404);
      const outsideInstallations = await exportOf(limited, 'installations.xlsx', { location: other.code });
      expect(outsideInstallations.statusCode).toBe(404);
    }
  });

  it('writes XLSX that exceljs reads, with the column titles in the Accept-Language', async () => {
    for (const [language, title, sheet] of [
      ['de-DE,de;q=0.9', 'Mangelnr.', 'Mängel'],
      ['en-GB', 'Fault no.', 'Faults'],
      [undefined, 'Fejlnr.', 'Fejl'],
    ] as const) {
      const file = await exportOf(demo, 'faults.xlsx', { location: siteCode, ...ALL, status: 'active' }, language);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const { name, rows } = await xlsxRows(file.rawPayload);
      expect(name).toBe(sheet);
      expect(rows[0]?.[0]).toBe(title);
      expect(rows.length).toBeGreaterThan(1);
    }
  });

  it('neutralises a cell a spreadsheet would run, in CSV and XLSX', async () => {
    const { db } = context();
    const make = fixtures(db);
    const locationId = await make.location(demo.customerId, { parent_id: siteId, code: `INJ-${Date.now().toString(36)}`, name: 'Injektion' });
    const code = (await db.selectFrom('locations').select('code').where('id', '=', locationId).executeTakeFirstOrThrow()).code;
    await make.installation(demo.customerId, locationId, { name: '=HYPERLINK("http://evil.example","klik")', type: '@SUM(A1)' });
    const csv = await exportOf(demo, 'installations.csv', { location: code });
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""klik"")"`);
    const [, row] = await csvRows(csv.rawPayload);
    expect(row?.slice(0, 3)).toEqual(["'=HYPERLINK(\"http://evil.example\",\"klik\")", expect.any(String), "'@SUM(A1)"]);
    const xlsx = await xlsxRows((await exportOf(demo, 'installations.xlsx', { location: code })).rawPayload);
    expect(xlsx.rows[1]?.[0]).toBe("'=HYPERLINK(\"http://evil.example\",\"klik\")");
    expect(xlsx.rows[1]?.[2]).toBe("'@SUM(A1)");
  });

  it('exports every list, in both formats, with the titles of its page', async () => {
    const lists: [string, Record<string, string>, string][] = [
      ['faults', { location: siteCode, ...ALL, status: 'Completed', sort: 'severity', dir: 'asc' }, 'Fejlnr.'],
      ['thermography', { location: siteCode, ...ALL, status: 'active', sort: 'report' }, 'Fejlnr.'],
      ['inspections', { location: siteCode, ...ALL, status: 'PLANNED', sort: 'files', dir: 'desc' }, 'Eftersyn'],
      ['installations', { location: siteCode, sort: 'type', dir: 'desc' }, 'Enhed'],
      ['locations', { months: '3', sort: 'compliance', dir: 'desc' }, 'Lokation'],
      ['audit', { location: siteCode }, 'Tidspunkt'],
      ['notifications', { location: siteCode, sort: 'email' }, 'Navn'],
    ];
    for (const [list, query, title] of lists) {
      const csv = await exportOf(demo, `${list}.csv`, query);
      expect(csv.statusCode, `${list}: ${csv.body}`).toBe(200);
      expect((await csvRows(csv.rawPayload))[0]?.[0]).toBe(title);
      const xlsx = await exportOf(demo, `${list}.xlsx`, query);
      expect(xlsx.statusCode, `${list}: ${xlsx.body}`).toBe(200);
      expect((await xlsxRows(xlsx.rawPayload)).rows[0]?.[0]).toBe(title);
    }
  });

  it('answers bad parameters with 400 and a message', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['faults.pdf', {}, /file/],
      ['things.csv', {}, /file/],
      ['faults.csv', { location: siteCode, status: 'active' }, /needs from, to/],
      ['faults.csv', { location: siteCode, ...ALL, status: 'sometimes' }, /Unknown status 'sometimes'/],
      ['faults.csv', { location: siteCode, ...ALL, status: 'active', sort: 'shoeSize' }, /Unknown sort column 'shoeSize'/],
      ['faults.csv', { location: siteCode, ...ALL, status: 'active', dir: 'sideways' }, /dir/],
      ['faults.csv', { location: siteCode, from: '2026-13-45', to: ALL.to, status: 'active' }, /./],
      ['faults.csv', { location: siteCode, ...ALL, status: 'active', shoe: '42' }, /./],
      ['installations.csv', { location: siteCode, sort: 'colour' }, /Unknown sort column 'colour'/],
      ['installations.csv', { location: siteCode, from: ALL.from }, /does not take from/],
      ['locations.xlsx', { months: '7' }, /months/],
      ['notifications.csv', { location: 'has spaces' }, /location/],
    ];
    for (const [file, query, message] of cases) {
      const answer = await exportOf(demo, file, query);
      expect(answer.statusCode, `${file} ${JSON.stringify(query)}: ${answer.body}`).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(message);
    }
  });

  it('gives a signed link that downloads the same file without a Bearer header, until the session ends', async () => {
    const { app } = context();
    const session = await signInAs(app, 'demo@example.com');
    const query = { location: siteCode, ...ALL, status: 'active', sort: 'created', dir: 'asc' };
    const link = await app.inject({ url: `/api/export/${session.customerId}/faults.csv/link`, query, headers: session.headers });
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/export\/download\/[\w-]+\.[\w-]+\.[\w-]+\/faults-\d{4}-\d{2}-\d{2}\.csv$/);
    const direct = await exportOf(session, 'faults.csv', query);
    const viaLink = await app.inject({ url });
    expect(viaLink.statusCode, viaLink.body).toBe(200);
    expect(viaLink.headers['content-disposition']).toContain('attachment');
    expect(viaLink.body).toBe(direct.body);

    expect((await app.inject({ url: `${url.replace(/\.([\w-]+)\//, '.x$1/')}` })).statusCode).toBe(404);
    const badLink = await app.inject({ url: `/api/export/${session.customerId}/faults.csv/link`, query: { location: siteCode }, headers: session.headers });
    expect(badLink.statusCode).toBe(400);

    await app.inject({ method: 'POST', url: '/api/authentication/logout', headers: session.headers });
    expect((await app.inject({ url })).statusCode).toBe(404);
  });

  it("scopes a restricted user's link to their locations, and refuses it once they are no member", async () => {
    const { app, db } = context();
    const limited = await signInRestricted(context(), demo.customerId, [siteId]);
    const link = await app.inject({ url: `/api/export/${demo.customerId}/locations.csv/link`, headers: limited.headers });
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json<{ url: string }>();
    const viaLink = await app.inject({ url });
    expect(viaLink.statusCode, viaLink.body).toBe(200);
    expect(viaLink.body).toBe((await exportOf(limited, 'locations.csv', {})).body);
    // The link names ids, never the person's name or e-mail (a URL reaches logs and browser histories).
    const payload = Buffer.from(url.split('/')[4]?.split('.')[1] ?? '', 'base64url').toString('utf8');
    expect(payload).toContain(`"employeeId":${limited.employeeId}`);
    expect(payload).not.toContain(limited.claims.EmployeeEmail);
    expect(payload).not.toContain(limited.claims.EmployeeName);

    await db.updateTable('memberships').set({ active: false }).where('employee_id', '=', limited.employeeId).where('customer_id', '=', demo.customerId).execute();
    expect((await app.inject({ url })).statusCode).toBe(404);
  });

  it("refuses another customer's export and the audit trail to a non-Admin", async () => {
    const other = await signInAs(context().app, 'anden@example.com');
    const answer = await context().app.inject({ url: `/api/export/${demo.customerId}/faults.csv`, query: { location: siteCode, ...ALL, status: 'active' }, headers: other.headers });
    expect(answer.statusCode).toBe(404);
    const limited = await signInRestricted(context(), demo.customerId, [siteId]);
    expect((await exportOf(limited, 'audit.csv', {})).statusCode).toBe(403);
    const audit = await exportOf(demo, 'audit.xlsx', {});
    expect(audit.statusCode, audit.body).toBe(200);
    expect((await xlsxRows(audit.rawPayload)).rows[0]?.[0]).toBe('Tidspunkt');
  });
});
