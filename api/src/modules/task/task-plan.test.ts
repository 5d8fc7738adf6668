import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { seedDemoData } from '../../seed/demo-data.js';
import { taskListQuery, type TaskSelection } from './task.repository.js';

/**
 * The task lists must probe the location indexes of the scope, never walk every task of the customer
 * in the range (tasks_customer_due_idx): that choice cost 300 ms per list on the medium scale set.
 * SQLite's plan is checked after ANALYZE with the demo data (its choice depends on the statistics; the
 * file is ANALYZEd at start and after bulk loads, db/planner-statistics.ts). PostgreSQL plans by cost
 * and chose the location indexes on the medium set (ADR 0028).
 */
describe('tasks: list query plans [sqlite]', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await seedDemoData(database.db, { dataDir: database.dataDir });
    await sql`analyze`.execute(database.db);
  });
  afterAll(() => database.cleanup());

  it('probe tasks_open_location_due_idx (open lists) or tasks_location_status_due_idx (completed lists, the service plan)', async () => {
    const { db } = database;
    const root = await db.selectFrom('locations').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const expected: Record<Exclude<TaskSelection, 'coming' | 'overdue' | 'all'>, string> = {
      open: 'tasks_open_location_due_idx',
      closed: 'tasks_location_status_due_idx',
      planned: 'tasks_location_status_due_idx',
    };
    for (const [selection, index] of Object.entries(expected)) {
      for (const take of [undefined, 5]) {
        const query = taskListQuery(db, {
          customerId: 1,
          scope: { customerId: 1, rootIds: [root.id] },
          selection: selection as TaskSelection,
          from: '2020-01-01T00:00:00.000Z',
          toExclusive: '2030-01-01T00:00:00.000Z',
        }, take).compile();
        const plan = await db.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
        const details = plan.rows.map((row) => row.detail).join('\n');
        expect(details, `${selection} take=${String(take)}`).toContain(index);
        expect(details).not.toContain('tasks_customer_due_idx');
      }
    }
  });

  it('probe the same indexes for several locations (the chosen sub-locations of a list page), never a scan of tasks', async () => {
    const { db } = database;
    const children = await db.selectFrom('locations').select('id').where('parent_id', 'is not', null).orderBy('id').limit(2).execute();
    expect(children).toHaveLength(2);
    for (const selection of ['open', 'closed', 'planned'] as const) {
      const query = taskListQuery(db, {
        customerId: 1,
        scope: { customerId: 1, rootIds: children.map((row) => row.id) },
        selection,
        from: '2020-01-01T00:00:00.000Z',
        toExclusive: '2030-01-01T00:00:00.000Z',
      }).compile();
      const plan = await db.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details, selection).toMatch(/SEARCH tasks USING (COVERING )?INDEX tasks_(open_location_due|location_status_due)_idx/);
      expect(details, selection).not.toMatch(/SCAN tasks\b/);
    }
  });
});
