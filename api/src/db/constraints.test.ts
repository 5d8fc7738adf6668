import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures.js';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-app.js';

/** The database itself refuses bad rows, whatever code writes them (SQLite and PostgreSQL). */
for (const dialect of testDialects()) {
  describe(`domain constraints [${dialect}]`, () => {
    let database: TestDatabase;
    let f: ReturnType<typeof fixtures>;
    let customer: number;
    let location: number;
    let installation: number;

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      f = fixtures(database.db);
      customer = await f.customer();
      location = await f.location(customer);
      installation = await f.installation(customer, location);
    });
    afterAll(async () => {
      await database.cleanup();
    });

    it('rejects a task on an unknown installation or location', async () => {
      await expect(f.task(customer, location, 999_999)).rejects.toThrow();
      await expect(f.task(customer, 999_999, installation)).rejects.toThrow();
    });

    it('accepts the spec task statuses, including PostponedBy{provider}, and nothing else', async () => {
      for (const status of ['Completed', 'Open', 'PostponedByCustomer', 'PostponedByNordiskSikring', 'Planned', 'Handled', 'NotHandled', 'Started', 'Activated']) {
        await expect(f.task(customer, location, installation, { status: status as 'Open' })).resolves.toBeGreaterThan(0);
      }
      for (const status of ['Done', 'PostponedBy', 'completed']) {
        await expect(f.task(customer, location, installation, { status: status as 'Open' }), status).rejects.toThrow();
      }
    });

    it('accepts the four issue statuses and kinds only', async () => {
      for (const status of ['Error', 'NoAction', 'Completed', 'Created'] as const) {
        await expect(f.issue(customer, location, installation, { status })).resolves.toBeGreaterThan(0);
      }
      await expect(f.issue(customer, location, installation, { status: 'Afluttet' as 'Completed' })).rejects.toThrow();
      await expect(f.issue(customer, location, installation, { kind: 'infrared' as 'thermography' })).rejects.toThrow();
    });

    it('keeps installation, task and issue keys unique per customer', async () => {
      await f.installation(customer, location, { code: 'SPR/7' });
      await expect(f.installation(customer, location, { code: 'SPR/7' })).rejects.toThrow();
      const other = await f.customer('Anden kunde');
      const otherLocation = await f.location(other);
      await expect(f.installation(other, otherLocation, { code: 'SPR/7' })).resolves.toBeGreaterThan(0);
      await f.issue(customer, location, installation, { number: 'F-77' });
      await expect(f.issue(customer, location, installation, { number: 'F-77' })).rejects.toThrow();
    });

    it('requires exactly one owner per file record and at most 100,000,000 bytes', async () => {
      const file = (values: Record<string, number | null>, size = 10) =>
        database.db
          .insertInto('files')
          .values({
            customer_id: customer,
            display_name: 'Rapport',
            storage_key: `test/${Math.random().toString(36).slice(2)}.pdf`,
            size,
            content_type: 'application/pdf',
            uploaded_by: 'test',
            ...values,
          })
          .execute();
      await expect(file({ location_id: location })).resolves.toBeDefined();
      await expect(file({})).rejects.toThrow();
      await expect(file({ location_id: location, installation_id: installation })).rejects.toThrow();
      await expect(file({ installation_id: installation }, 100_000_000)).resolves.toBeDefined();
      await expect(file({ installation_id: installation }, 100_000_001)).rejects.toThrow();
    });

    it('accepts only the spec notification types and the three cultures', async () => {
      // Each row its own address: one subscription per e-mail, type and location (migration 0013).
      let serial = 0;
      const subscription = (type: string, culture = 'da-DK') =>
        database.db
          .insertInto('notification_subscriptions')
          .values({ customer_id: customer, name: 'Drift', email: `drift${(serial += 1)}@example.com`, type: type as 'CompletedTasksDaily', location_id: null, culture: culture as 'da-DK' })
          .execute();
      await expect(subscription('UpcommingTasks3Week')).resolves.toBeDefined();
      await expect(subscription('CompletedTasksDaily')).resolves.toBeDefined();
      await expect(subscription('UpcomingTasks3Week')).rejects.toThrow();
      // Migration 0009: a digest may be in English or German too (ADR 0025), nothing else.
      await expect(subscription('CompletedTasksDaily', 'en-GB')).resolves.toBeDefined();
      await expect(subscription('CompletedTasksDaily', 'de-DE')).resolves.toBeDefined();
      await expect(subscription('CompletedTasksDaily', 'fr-FR')).rejects.toThrow();
    });

    it('rejects checklist lines of an unknown type and history with an unknown status', async () => {
      const task = await f.task(customer, location, installation, { status: 'Completed' });
      const report = await database.db
        .insertInto('service_reports')
        .values({ task_id: task, case_number: 'S-1', activity_type: 'Eftersyn', task_name: 'Årligt', installation_number: '1', responsible: 'Tekniker', stop_date: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await expect(
        database.db.insertInto('service_report_lines').values({ service_report_id: report.id, position: 1, description: 'Afsnit', type: 'title' as 'header' }).execute(),
      ).rejects.toThrow();
      await expect(
        database.db.insertInto('task_history').values({ task_id: task, task_status: 'Finished' as 'Completed', responsible: 'Tekniker' }).execute(),
      ).rejects.toThrow();
    });

    it('removes a customer with everything that belongs to it', async () => {
      const doomed = await f.customer('Ophørt kunde');
      const site = await f.location(doomed);
      const unit = await f.installation(doomed, site);
      await f.task(doomed, site, unit);
      await f.issue(doomed, site, unit);
      await database.db.deleteFrom('customers').where('id', '=', doomed).execute();
      const left = await database.db.selectFrom('tasks').select('id').where('customer_id', '=', doomed).execute();
      expect(left).toEqual([]);
    });
  });
}
