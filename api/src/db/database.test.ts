import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-app.js';
import { dialectOf } from './database.js';
import { migrateToLatest } from './migrations/migrator.js';
import { toBoolean } from './database.js';

for (const dialect of testDialects()) {
  describe(`database [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(async () => {
      await database.cleanup();
    });

    it('uses the expected dialect', () => {
      expect(dialectOf(database.db)).toBe(dialect);
    });

    it('running the migrations again is a no-op, also from a new connection', async () => {
      expect(await database.withSchemaLock(() => migrateToLatest(database.db))).toEqual([]);
      const again = database.reopen();
      try {
        expect(await database.withSchemaLock(() => migrateToLatest(again))).toEqual([]);
      } finally {
        await again.destroy();
      }
    });

    it('enforces foreign keys, unique codes per customer and lower-case e-mails', async () => {
      const { db } = database;
      await expect(
        db.insertInto('locations').values({ customer_id: 424242, code: 'X', name: 'X', parent_id: null }).execute(),
      ).rejects.toThrow();
      const customer = await db.insertInto('customers').values({ name: 'Test', xal_id: 'T-1' }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('locations').values({ customer_id: customer.id, code: 'L1', name: 'One' }).execute();
      await expect(
        db.insertInto('locations').values({ customer_id: customer.id, code: 'L1', name: 'Two' }).execute(),
      ).rejects.toThrow();
      await expect(
        db.insertInto('employees').values({ name: 'X', email: 'Upper@Example.com', password_hash: 'x' }).execute(),
      ).rejects.toThrow();
    });

    it('stores booleans on both dialects', async () => {
      const { db } = database;
      const inserted = await db
        .insertInto('employees')
        .values({ name: 'Bool', email: 'bool@example.com', password_hash: 'x', newsletter: true })
        .returning(['id', 'newsletter'])
        .executeTakeFirstOrThrow();
      expect(toBoolean(inserted.newsletter)).toBe(true);
      const subscribed = await db.selectFrom('employees').select('id').where('newsletter', '=', true).execute();
      expect(subscribed.map((row) => row.id)).toContain(inserted.id);
    });
  });
}
