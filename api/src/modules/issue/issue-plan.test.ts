import { sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { seedDemoData } from '../../seed/demo-data.js';
import { issuesQuery, listRowsQuery, type IssueFilter } from './issue.repository.js';

/**
 * The list pages' calls for chosen sub-locations (POST .../issues/{from}/{to}/{status}) and the dashboard's
 * bounded thermography list must probe the location indexes of the scope, never walk the customer's issues.
 * SQLite's plan is checked after ANALYZE with the demo data, as the task lists' (task-plan.test.ts); both
 * databases' plans on the `large` scale set are in docs/performance.md.
 */
describe('issues: list query plans [sqlite]', () => {
  let database: TestDatabase;
  let roots: number[];
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await seedDemoData(database.db, { dataDir: database.dataDir });
    await sql`analyze`.execute(database.db);
    const children = await database.db.selectFrom('locations').select('id').where('parent_id', 'is not', null).orderBy('id').limit(2).execute();
    roots = children.map((row) => row.id);
  });
  afterAll(() => database.cleanup());

  async function planOf(query: Compilable<unknown>): Promise<string> {
    const compiled = query.compile();
    const plan = await database.db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    return plan.rows.map((row) => row.detail).join('\n');
  }

  const filter = (extra: Partial<IssueFilter>): IssueFilter => ({
    customerId: 1,
    scope: { customerId: 1, rootIds: roots },
    from: '1900-01-01T00:00:00.000Z',
    toExclusive: '2100-01-01T00:00:00.000Z',
    ...extra,
  });

  // A bounded list (the dashboard's ?take) picks its ids in a subquery and joins the rest for those; on this small
  // file SQLite may walk the issues for that join-back, on the large set it is a rowid search: the bounded plans of
  // both databases are checked there (docs/performance.md).
  it('lists of several locations (current, completed) search issues by an index, never scan them', async () => {
    expect(roots).toHaveLength(2);
    for (const open of [true, false]) {
      const details = await planOf(listRowsQuery(database.db, filter({ open }), undefined));
      expect(details, `open=${String(open)}`).toMatch(/SEARCH issues USING (COVERING )?INDEX/);
      expect(details, `open=${String(open)}`).not.toMatch(/SCAN issues\b/);
    }
  });

  it('the thermography list of a location searches issues by a location index, never scans them', async () => {
    const details = await planOf(issuesQuery(database.db, filter({ open: true, kind: 'thermography', scope: { customerId: 1, rootIds: [roots[0] ?? 0] } }), undefined));
    expect(details).toMatch(/SEARCH issues USING (COVERING )?INDEX issues_\w+ \(location_id=\?/);
    expect(details).not.toMatch(/SCAN issues\b/);
  });
});
