import { beforeAll, expect, it } from 'vitest';
import type { IssueDetails, IssueRow, ThermographyIssueRow } from '@portal/shared/contract';
import { bearer, describeEachDatabase } from '../../test/test-app.js';
import { seedIssueTestData, type IssueTestData } from './issue.test-data.js';

const RANGE = '1900-01-01/3000-01-01';

describeEachDatabase('issues: lists, details and status', (context) => {
  let data: IssueTestData;
  let base: string;
  const headers = () => bearer(data.token);

  beforeAll(async () => {
    ({ data, base } = await seedIssueTestData(context()));
  });

  it('lists current issues of a location and its descendants, with the row fields', async () => {
    const { app } = context();
    for (const status of ['NoAction', 'active', 'DASHBOARD']) {
      const response = await app.inject({ url: `${base}/location/${data.site}/issues/${RANGE}/${status}`, headers: headers() });
      expect(response.statusCode).toBe(200);
      const rows = response.json() as IssueRow[];
      expect(rows.map((row) => row.id).sort()).toEqual([data.openIssue.id, data.thermographyIssue.id].sort());
    }
    const rows = (await app.inject({ url: `${base}/location/${data.site}/issues/${RANGE}/NoAction`, headers: headers() })).json() as IssueRow[];
    expect(rows.find((row) => row.id === data.openIssue.id)).toMatchObject({
      number: data.openIssue.number,
      status: 'Error',
      installationReferenceCode: data.installationCode,
      installation: 'Brandalarm',
      installationType: 'ABA brandalarmanlæg',
      locationCode: data.room,
      locationName: 'Testrum',
      hasIssueReport: true,
      hasServiceReport: true,
      hasControlSchema: true,
      controlSchemaItems: 1,
      responsible: 'Mads Holm',
      created: '2024-03-10T12:00:00.000Z',
      latestNote: 'Seneste note',
      fileCount: 0,
    });
    expect(rows.find((row) => row.id === data.openIssue.id)?.jobNumber).toMatch(/^JOB-/);
    expect(rows.find((row) => row.id === data.openIssue.id)?.controlSchemaFile).toMatch(/^KS-/);
  });

  it('lists completed issues and applies the inclusive day range on created', async () => {
    const { app } = context();
    const completed = await app.inject({ url: `${base}/location/${data.site}/issues/${RANGE}/Completed`, headers: headers() });
    expect((completed.json() as IssueRow[]).map((row) => row.id)).toEqual([data.completedIssue.id]);
    const sameDay = await app.inject({ url: `${base}/location/${data.site}/issues/2024-03-10/2024-03-10/NoAction`, headers: headers() });
    expect((sameDay.json() as IssueRow[]).map((row) => row.id)).toEqual([data.openIssue.id]);
    const before = await app.inject({ url: `${base}/location/${data.site}/issues/2024-01-01/2024-03-09/NoAction`, headers: headers() });
    expect(before.json()).toEqual([]);
    const room = await app.inject({ url: `${base}/location/${data.room}/issues/${RANGE}/Completed`, headers: headers() });
    expect(room.json()).toEqual([]);
  });

  it('lists thermography issues with their fields', async () => {
    const { app } = context();
    const response = await app.inject({ url: `${base}/location/${data.site}/ThermographyIssue/${RANGE}/active`, headers: headers() });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as ThermographyIssueRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      created: '2024-04-01',
      issueId: data.thermographyIssue.id,
      responsible: 'Lise Kirk Berg',
      responsibleInitials: 'LKB',
      status: 'Created',
      note: 'Termografi udført',
      fileName: 'Termografirapport.pdf',
      Tavlenr: 'T-12',
      Tavletype: 'Hovedtavle',
      Fejlklasse: '2',
      Fejltype: 'Varm samling',
      FejlId: '77',
      Tempmax: '81.5',
    });
    const file = await app.inject({ url: String(rows[0]?.fileUrl) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF-')).toBe(true);
  });

  it('lists by several locations and by installation reference code', async () => {
    const { app } = context();
    const several = await app.inject({ method: 'POST', url: `${base}/issues/${RANGE}/Completed`, headers: headers(), payload: [data.room, data.site] });
    expect((several.json() as IssueRow[]).map((row) => row.id)).toEqual([data.completedIssue.id]);
    const none = await app.inject({ method: 'POST', url: `${base}/issues/${RANGE}/Completed`, headers: headers(), payload: [data.elsewhere] });
    expect(none.json()).toEqual([]);
    const byInstallation = await app.inject({
      method: 'POST',
      url: `${base}/installation/issues/NoAction?locationReferenceCode=${data.site}`,
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: JSON.stringify(data.installationCode),
    });
    expect(byInstallation.statusCode).toBe(200);
    expect((byInstallation.json() as IssueRow[]).map((row) => row.id).sort()).toEqual([data.openIssue.id, data.thermographyIssue.id].sort());
    const elsewhere = await app.inject({
      method: 'POST',
      url: `${base}/installation/issues/Completed?locationReferenceCode=${data.elsewhere}`,
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: JSON.stringify(data.installationCode),
    });
    expect(elsewhere.json()).toEqual([]);
    const withoutLocation = await app.inject({
      method: 'POST',
      url: `${base}/installation/issues/Completed`,
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: JSON.stringify(data.installationCode),
    });
    expect((withoutLocation.json() as IssueRow[]).map((row) => row.id)).toEqual([data.completedIssue.id]);
  });

  it('returns the details with notes, files and history newest first', async () => {
    const { app } = context();
    const response = await app.inject({
      method: 'POST',
      url: `${base}/issue/${data.thermographyIssue.id}`,
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: JSON.stringify(data.site),
    });
    expect(response.statusCode).toBe(200);
    const details = response.json() as IssueDetails;
    expect(details).toMatchObject({
      issueId: data.thermographyIssue.id,
      number: data.thermographyIssue.number,
      kind: 'thermography',
      tabletNumber: 'T-12',
      tabletType: 'Hovedtavle',
      installationReferenceCode: data.installationCode,
      transactions: [{ person: 'Lise Kirk Berg', statusPhrase: 'Oprettet', comment: 'Termografi udført' }],
    });
    expect(details.files).toEqual([{ displayName: 'Termografirapport.pdf', url: expect.stringMatching(/\/api\/download\/[^/]+\/Termografirapport\.pdf$/) }]);
    // Every thermography field, so an overlay opened without its list row (a link, a provider tool) shows them.
    expect(details.thermographyFields).toEqual([
      { key: 'FejlId', type: 'FejlId', value: '77' },
      { key: 'Fejlklasse', type: 'Fejlklasse', value: 'Klasse 2' },
      { key: 'Fejltype', type: 'Fejltype', value: 'Varm samling' },
      { key: 'Tavlenr', type: 'Tavlenr', value: 'T-12' },
      { key: 'Tavletype', type: 'Tavletype', value: 'Hovedtavle' },
      { key: 'Tempmax', type: 'Temp. max', value: '81.5' },
    ]);
    expect(details.thermographyReport).toEqual(details.files[0]);
    const report = await app.inject({ url: String(details.thermographyReport?.url) });
    expect(report.statusCode).toBe(200);
    expect(report.body.startsWith('%PDF-')).toBe(true);
    const open = (
      await app.inject({
        method: 'POST',
        url: `${base}/issue/${data.openIssue.id}`,
        headers: { ...headers(), 'content-type': 'application/json' },
        payload: JSON.stringify(data.room),
      })
    ).json() as IssueDetails;
    expect(open.notes.map((note) => note.value)).toEqual(['Seneste note', 'Første note']);
    expect(open).toMatchObject({ errorType: 'B – Væsentlig', reference: 'Ref-1', responsible: 'Mads Holm', tabletNumber: null, thermographyFields: [], thermographyReport: null });
  });

  it('updates the status with a history entry by the signed-in employee', async () => {
    const { app } = context();
    const response = await app.inject({
      method: 'POST',
      url: `${base}/updateStatus/${data.openIssue.id}`,
      headers: headers(),
      payload: { InstallationReferenceCode: data.installationCode, IssueStatus: 'Completed', Comment: '  Udskiftet detektor i rum 2  ', Email: 'x@evil.example', Name: 'Someone Else' },
    });
    expect(response.statusCode).toBe(200);
    const details = response.json() as IssueDetails;
    expect(details.status).toBe('Completed');
    expect(details.updatedBy).toBe(data.claims.EmployeeName);
    expect(details.transactions[0]).toMatchObject({ person: data.claims.EmployeeName, statusPhrase: 'Afluttet', comment: 'Udskiftet detektor i rum 2' });
    expect(details.transactions).toHaveLength(2);
    const completed = await app.inject({ url: `${base}/location/${data.site}/issues/${RANGE}/Completed`, headers: headers() });
    expect((completed.json() as IssueRow[]).map((row) => row.id)).toContain(data.openIssue.id);
    const back = await app.inject({ method: 'POST', url: `${base}/updateStatus/${data.openIssue.id}`, headers: headers(), payload: { IssueStatus: 'Error', Comment: 'Fejlen er opstået igen' } });
    expect((back.json() as IssueDetails).transactions[0]?.statusPhrase).toBe('Fejl');
  });

  it('loses no transaction with 10 parallel updates', async () => {
    const { app, db } = context();
    const before = await db.selectFrom('issue_transactions').select('id').where('issue_id', '=', data.completedIssue.id).execute();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: `${base}/updateStatus/${data.completedIssue.id}`,
          headers: headers(),
          payload: { IssueStatus: index % 2 === 0 ? 'NoAction' : 'Error', Comment: `Parallel opdatering nummer ${index}` },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const after = await db.selectFrom('issue_transactions').select('comment').where('issue_id', '=', data.completedIssue.id).execute();
    expect(after.length - before.length).toBe(10);
  });

  it('updates a thermography status with a non-empty comment', async () => {
    const { app } = context();
    const url = `${base}/updateThermographyStatus/${data.thermographyIssue.id}/${data.site}`;
    const ok = await app.inject({ method: 'POST', url, headers: headers(), payload: { IssueStatus: 'NoAction', InstallationReferenceCode: data.installationCode, Comment: 'Ok', Email: '', Name: '' } });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as IssueDetails).transactions[0]).toMatchObject({ statusPhrase: 'Ingen fejl', comment: 'Ok' });
    const empty = await app.inject({ method: 'POST', url, headers: headers(), payload: { IssueStatus: 'NoAction', Comment: '   ' } });
    expect(empty.statusCode).toBe(400);
    const wrongStatus = await app.inject({ method: 'POST', url, headers: headers(), payload: { IssueStatus: 'Error', Comment: 'Ok' } });
    expect(wrongStatus.statusCode).toBe(400);
    const standard = await app.inject({ method: 'POST', url: `${base}/updateThermographyStatus/${data.openIssue.id}/${data.site}`, headers: headers(), payload: { IssueStatus: 'NoAction', Comment: 'Ok' } });
    expect(standard.statusCode).toBe(404);
  });

  it('rejects bad input with 400 and a message', async () => {
    const { app } = context();
    const short = await app.inject({ method: 'POST', url: `${base}/updateStatus/${data.openIssue.id}`, headers: headers(), payload: { IssueStatus: 'Completed', Comment: '  for kort      ' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'The comment must be at least 15 characters' });
    const status = await app.inject({ method: 'POST', url: `${base}/updateStatus/${data.openIssue.id}`, headers: headers(), payload: { IssueStatus: 'Created', Comment: 'En lang nok kommentar' } });
    expect(status.statusCode).toBe(400);
    for (const path of [
      `location/${data.site}/issues/2024-02-30/2024-03-01/NoAction`,
      `location/${data.site}/issues/2024-03-02/2024-03-01/NoAction`,
      `location/${data.site}/issues/yesterday/2024-03-01/NoAction`,
      `location/${data.site}/issues/${RANGE}/Open`,
      `location/${data.site}/ThermographyIssue/${RANGE}/Everything`,
    ]) {
      const response = await app.inject({ url: `${base}/${path}`, headers: headers() });
      expect(response.statusCode, path).toBe(400);
      expect((response.json() as { message: string }).message, path).toBeTruthy();
    }
    const notArray = await app.inject({ method: 'POST', url: `${base}/issues/${RANGE}/NoAction`, headers: headers(), payload: { codes: [data.site] } });
    expect(notArray.statusCode).toBe(400);
  });

  it("answers 404 for another customer's issue or location, and an issue outside the location", async () => {
    const { app } = context();
    const json = { ...headers(), 'content-type': 'application/json' };
    const foreignIssue = await app.inject({ method: 'POST', url: `${base}/issue/${data.otherCustomerIssue}`, headers: json, payload: JSON.stringify(data.site) });
    expect(foreignIssue.statusCode).toBe(404);
    const foreignUpdate = await app.inject({ method: 'POST', url: `${base}/updateStatus/${data.otherCustomerIssue}`, headers: headers(), payload: { IssueStatus: 'Error', Comment: 'En lang nok kommentar' } });
    expect(foreignUpdate.statusCode).toBe(404);
    const foreignReport = await app.inject({ url: `${base}/${data.otherCustomerIssue}/${data.site}/issueReport/pdf`, headers: headers() });
    expect(foreignReport.statusCode).toBe(404);
    const foreignLocation = await app.inject({ url: `${base}/location/${data.otherCustomerLocation}/issues/${RANGE}/NoAction`, headers: headers() });
    expect(foreignLocation.statusCode).toBe(404);
    const foreignList = await app.inject({ method: 'POST', url: `${base}/issues/${RANGE}/NoAction`, headers: headers(), payload: [data.site, data.otherCustomerLocation] });
    expect(foreignList.statusCode).toBe(404);
    const outside = await app.inject({ method: 'POST', url: `${base}/issue/${data.openIssue.id}`, headers: json, payload: JSON.stringify(data.elsewhere) });
    expect(outside.statusCode).toBe(404);
    const otherPath = await app.inject({ url: `/api/issue/${data.customerId + 1000}/location/${data.site}/issues/${RANGE}/NoAction`, headers: headers() });
    expect(otherPath.statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const { app } = context();
    const list = await app.inject({ url: `${base}/location/${data.site}/issues/${RANGE}/NoAction` });
    expect(list.statusCode).toBe(401);
    const update = await app.inject({ method: 'POST', url: `${base}/updateStatus/${data.openIssue.id}`, payload: { IssueStatus: 'Error', Comment: 'En lang nok kommentar' } });
    expect(update.statusCode).toBe(401);
    const upload = await app.inject({ method: 'PUT', url: `${base}/uploadFiles/${data.openIssue.id}/` });
    expect(upload.statusCode).toBe(401);
  });
});
