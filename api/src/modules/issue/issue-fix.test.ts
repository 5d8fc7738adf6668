import { beforeAll, expect, it } from 'vitest';
import type { IssueDetails, IssueRow, PortfolioOverview } from '@portal/shared/contract';
import { importProviderData } from '../../import/import.service.js';
import { bearer, describeEachDatabase } from '../../test/test-app.js';
import { multipartHeaders, pdf, photoWithGps, reportBody } from '../../test/uploads.js';
import { seedIssueTestData, type IssueTestData } from './issue.test-data.js';

describeEachDatabase('issues: the customer\'s own fix, awaiting the provider\'s check', (context) => {
  let data: IssueTestData;

  beforeAll(async () => {
    ({ data } = await seedIssueTestData(context()));
  });

  const fix = (issueId: number, payload: Buffer) =>
    context().app.inject({ method: 'POST', url: `/api/issue/${data.customerId}/customerFix/${issueId}`, headers: { ...bearer(data.token), ...multipartHeaders() }, payload });
  const awaiting = async () =>
    ((await context().app.inject({ method: 'GET', url: `/api/portfolio/${data.customerId}/overview?months=12`, headers: bearer(data.token) })).json() as PortfolioOverview).totals.awaitingVerification;
  const completedRow = async (issueId: number) =>
    (
      (await context().app.inject({ method: 'GET', url: `/api/issue/${data.customerId}/location/${encodeURIComponent(data.site)}/issues/2000-01-01/2099-12-31/Completed`, headers: bearer(data.token) })).json() as IssueRow[]
    ).find((row) => row.id === issueId);

  it('completes the fault with the evidence marked, shows it pending, counts it apart, until the import confirms it', async () => {
    const before = await awaiting();
    const response = await fix(
      data.openIssue.id,
      reportBody({ comment: 'Vores vicevært har skiftet batteriet i centralen' }, [
        { name: 'Foto.jpg', content: await photoWithGps() },
        { name: 'Certifikat.pdf', content: pdf() },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json() as IssueDetails;
    expect(details.status).toBe('Completed');
    expect(details.customerFix).toEqual({ fixedAt: expect.any(String), verifiedAt: null, pending: true });
    expect(details.files.filter((file) => file.evidence).map((file) => file.displayName)).toEqual(['Foto.jpg', 'Certifikat.pdf']);
    expect(details.transactions[0]).toMatchObject({ statusPhrase: 'Afluttet', comment: 'Vores vicevært har skiftet batteriet i centralen' });
    expect((await completedRow(data.openIssue.id))?.customerFixPending).toBe(true);
    expect(await awaiting()).toBe(before + 1);

    // The provider checks it: the import's verifiedAt.
    const { db } = context();
    const issue = await db.selectFrom('issues').selectAll().where('id', '=', data.openIssue.id).executeTakeFirstOrThrow();
    const customer = await db.selectFrom('customers').select(['xal_id', 'name']).where('id', '=', data.customerId).executeTakeFirstOrThrow();
    const iso = (value: Date | string) => new Date(typeof value === 'string' && !value.endsWith('Z') ? `${value}Z` : value).toISOString();
    await importProviderData(db, {
      customers: [
        {
          xalId: customer.xal_id,
          name: customer.name,
          issues: [
            {
              number: issue.number,
              installationCode: data.installationCode,
              status: 'Completed',
              created: iso(issue.created),
              updated: iso(issue.updated),
              updatedBy: 'Mads Holm',
              responsible: issue.responsible,
              type: issue.type,
              verifiedAt: '2026-01-02T10:00:00Z',
            },
          ],
        },
      ],
    });
    context().app.changes.changed(data.customerId);
    expect((await completedRow(data.openIssue.id))?.customerFixPending).toBe(false);
    expect(await awaiting()).toBe(before);
  });

  it('takes an open fault only (409 for a completed one); needs a comment of 15 characters; another customer\'s fault is a 404; wrong files are refused; nothing is kept', async () => {
    const { db } = context();
    const completed = await fix(data.completedIssue.id, reportBody({ comment: 'Udbedret af egen elektriker' }));
    expect(completed.statusCode).toBe(409);
    expect((completed.json() as { message: string }).message).toMatch(/Only an open fault/);
    await db.updateTable('issues').set({ status: 'Error' }).where('id', '=', data.completedIssue.id).execute();

    const short = await fix(data.completedIssue.id, reportBody({ comment: 'Klaret' }));
    expect(short.statusCode).toBe(400);
    expect((short.json() as { message: string }).message).toMatch(/comment must be 15/);
    const wrong = await fix(data.completedIssue.id, reportBody({ comment: 'Udbedret af egen elektriker' }, [{ name: 'Foto.jpg', content: pdf() }]));
    expect(wrong.statusCode).toBe(400);
    expect((await fix(data.otherCustomerIssue, reportBody({ comment: 'Udbedret af egen elektriker' }))).statusCode).toBe(404);
    const row = await db.selectFrom('issues').select('customer_fixed_at').where('id', '=', data.completedIssue.id).executeTakeFirstOrThrow();
    expect(row.customer_fixed_at).toBeNull();
  });
});
