import { beforeAll, expect, it } from 'vitest';
import { NotFoundError } from '../../errors/domain-errors.js';
import { describeEachDatabase, serviceContext } from '../../test/test-app.js';
import { requireIssue } from './issue-scope.js';
import { issueDetails, listIssuesOfLocations, updateStatus } from './issue.service.js';
import { createIssueTestData, type IssueTestData } from './issue.test-data.js';

/**
 * The services scope every call to the actor's customer (ctx.actor), whoever calls them: the same
 * ids and codes through another customer's context are a 404 and change nothing.
 */
describeEachDatabase('issue services: scoped to the actor', (context) => {
  let data: IssueTestData;
  beforeAll(async () => {
    const { app, db } = context();
    data = await createIssueTestData(app, db, app.files);
  });
  const range = { from: '2000-01-01', to: '2100-01-01', status: 'NoAction' } as const;

  it("finds the actor's own issues", async () => {
    const ctx = serviceContext(context().app, { customerId: data.customerId });
    expect((await requireIssue(ctx, { issueId: data.openIssue.id, locationCode: data.site })).number).toBe(data.openIssue.number);
    const list = await listIssuesOfLocations(ctx, { ...range, locationCodes: [data.site] });
    expect(list.rows.map((row) => row.id)).toContain(data.openIssue.id);
  });

  it("answers 404 for another customer's issue, location or update, and writes nothing", async () => {
    const { app, db } = context();
    const other = await db.selectFrom('issues').select('customer_id').where('id', '=', data.otherCustomerIssue).executeTakeFirstOrThrow();
    const stranger = serviceContext(app, { customerId: other.customer_id });
    await expect(requireIssue(stranger, { issueId: data.openIssue.id })).rejects.toBeInstanceOf(NotFoundError);
    await expect(issueDetails(stranger, { issueId: data.openIssue.id, locationCode: data.site })).rejects.toBeInstanceOf(NotFoundError);
    await expect(listIssuesOfLocations(stranger, { ...range, locationCodes: [data.site] })).rejects.toBeInstanceOf(NotFoundError);
    const before = await db.selectFrom('issue_transactions').select('id').where('issue_id', '=', data.openIssue.id).execute();
    await expect(
      updateStatus(stranger, { issueId: data.openIssue.id, status: 'Completed', comment: 'Udbedret ved servicebesøget' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(await db.selectFrom('issue_transactions').select('id').where('issue_id', '=', data.openIssue.id).execute()).toHaveLength(before.length);
    // The stranger's own issue is found through its own context.
    expect((await requireIssue(stranger, { issueId: data.otherCustomerIssue })).id).toBe(data.otherCustomerIssue);
  });
});
