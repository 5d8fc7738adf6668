import type { Insertable, Kysely } from 'kysely';
import type { Database, InstallationsTable, IssuesTable, LocationsTable, TasksTable } from '../db/schema.js';

/**
 * Hand-built rows for tests: each helper fills the required columns with plain defaults, so a
 * test states only what it is about.
 */
let counter = 0;

export function fixtures(db: Kysely<Database>) {
  const next = (prefix: string) => `${prefix}-${(counter += 1)}`;
  const iso = (date: Date | string) => (typeof date === 'string' ? date : date.toISOString());

  return {
    async customer(name = 'Testkunde A/S'): Promise<number> {
      const row = await db.insertInto('customers').values({ name, xal_id: next('XAL') }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async location(customerId: number, values: Partial<Insertable<LocationsTable>> = {}): Promise<number> {
      const row = await db
        .insertInto('locations')
        .values({ customer_id: customerId, code: next('L'), name: next('Lokation'), parent_id: null, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async installation(customerId: number, locationId: number, values: Partial<Insertable<InstallationsTable>> = {}): Promise<number> {
      const row = await db
        .insertInto('installations')
        .values({ customer_id: customerId, location_id: locationId, code: next('ABA/'), name: next('Anlæg'), type: 'ABA brandalarmanlæg', ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async task(
      customerId: number,
      locationId: number,
      installationId: number,
      values: Omit<Partial<Insertable<TasksTable>>, 'due_date'> & { due_date?: Date | string } = {},
    ): Promise<number> {
      const { due_date: due = new Date(), ...rest } = values;
      const row = await db
        .insertInto('tasks')
        .values({
          customer_id: customerId,
          location_id: locationId,
          installation_id: installationId,
          number: next('T'),
          name: 'Årligt eftersyn',
          type: 'Eftersyn',
          status: 'Planned',
          due_date: iso(due),
          ...rest,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async issue(customerId: number, locationId: number, installationId: number, values: Partial<Insertable<IssuesTable>> = {}): Promise<number> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('issues')
        .values({
          customer_id: customerId,
          location_id: locationId,
          installation_id: installationId,
          number: next('F'),
          status: 'NoAction',
          created: now,
          updated: now,
          updated_by: 'Tekniker',
          responsible: 'Tekniker',
          type: 'B-fejl',
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A hand-built site:  Site (S) > Building (B) > Room (R), plus a sibling site (Q).
 * Room: one unit with an open issue and an overdue task; Building: one unit with only a
 * completed issue and completed/future tasks; Q: nothing. Due dates are relative to `now`.
 */
export async function siteWithDerivedValues(db: Kysely<Database>, now: Date) {
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const f = fixtures(db);
  const customer = await f.customer('Afledte Værdier A/S');
  const site = await f.location(customer, { code: 'S', name: 'Site' });
  const building = await f.location(customer, { code: 'B', name: 'Building', parent_id: site });
  const room = await f.location(customer, { code: 'R', name: 'Room', parent_id: building });
  await f.location(customer, { code: 'Q', name: 'Quiet site' });

  const roomUnit = await f.installation(customer, room, { code: 'ABA/1' });
  const buildingUnit = await f.installation(customer, building, { code: 'SPR/1' });
  const greenUnit = await f.installation(customer, building, { code: 'NØD/1' });

  await f.issue(customer, room, roomUnit, { status: 'Error' });
  await f.issue(customer, room, roomUnit, { status: 'Created', kind: 'thermography' });
  await f.issue(customer, building, buildingUnit, { status: 'Completed' });
  await f.task(customer, room, roomUnit, { status: 'NotHandled', due_date: daysFromNow(-3) });
  await f.task(customer, building, buildingUnit, { status: 'Completed', due_date: daysFromNow(-30), completed_date: daysFromNow(-29).toISOString() });
  await f.task(customer, building, buildingUnit, { status: 'PostponedByNordiskSikring', due_date: daysFromNow(-1) });
  await f.task(customer, building, greenUnit, { status: 'Planned', due_date: daysFromNow(10) });
  await f.task(customer, building, greenUnit, { status: 'Handled', due_date: daysFromNow(-100) });
  return { customer, roomUnit, buildingUnit, greenUnit };
}
