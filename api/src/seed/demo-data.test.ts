import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-app.js';
import { seedDemoData } from './demo-data.js';

const TABLES = ['customers', 'employees', 'memberships', 'locations', 'impersonation_log'] as const;

for (const dialect of testDialects()) {
  describe(`demo data [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(async () => {
      await database.cleanup();
    });

    async function snapshot(): Promise<Record<string, unknown>> {
      const result: Record<string, unknown> = {};
      for (const table of TABLES) {
        result[table] = await database.db.selectFrom(table).selectAll().orderBy(table === 'memberships' ? 'employee_id' : 'id').execute();
      }
      return result;
    }

    it('seeds two customers with at least six locations each, three levels deep', async () => {
      await seedDemoData(database.db);
      const { db } = database;
      const customers = await db.selectFrom('customers').selectAll().execute();
      expect(customers.map((customer) => customer.xal_id).sort()).toEqual(['C-10421', 'C-20877']);
      for (const customer of customers) {
        const locations = await db.selectFrom('locations').selectAll().where('customer_id', '=', customer.id).execute();
        expect(locations.length).toBeGreaterThanOrEqual(6);
        const byId = new Map(locations.map((location) => [location.id, location]));
        const depth = (id: number | null): number => (id === null ? 0 : 1 + depth(byId.get(id)?.parent_id ?? null));
        expect(Math.max(...locations.map((location) => depth(location.id)))).toBe(3);
      }
    });

    it('running the seed twice changes nothing', async () => {
      const before = await snapshot();
      await seedDemoData(database.db);
      expect(await snapshot()).toEqual(before);
    });
  });
}
