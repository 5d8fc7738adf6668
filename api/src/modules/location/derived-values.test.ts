import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { fixtures } from '../../test/fixtures.js';
import { bearer, describeEachDatabase, signIn } from '../../test/test-app.js';
import { findInstallationStatuses } from '../installation/installation.repository.js';
import { locationDetails, locationTree } from './location.service.js';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-15T12:00:00.000Z');
const daysFromNow = (days: number) => new Date(now.getTime() + days * day);

/**
 * A hand-built site:  Site (S) > Building (B) > Room (R), plus a sibling site (Q).
 * Room: one unit with an open issue and an overdue task; Building: one unit with only a
 * completed issue and completed/future tasks; Q: nothing.
 */
async function buildSite(db: Kysely<Database>) {
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

describeEachDatabase(
  'derived values',
  (context) => {
    it('flags locations with open issues or overdue tasks, rolled up to their parents', async () => {
      const { customer } = await buildSite(context().db);
      const tree = await locationTree(context().db, customer, now);
      const flags = (node: { code: string; hasIncidents: boolean; hasOverdue: boolean }) => [node.code, node.hasIncidents, node.hasOverdue];
      expect(tree.map(flags)).toEqual([
        ['Q', false, false],
        ['S', true, true],
      ]);
      const building = tree[1]?.children[0];
      // The building's own overdue task is PostponedBy{provider}: still open, so overdue.
      expect(building && flags(building)).toEqual(['B', true, true]);
      expect(building?.children.map(flags)).toEqual([['R', true, true]]);
    });

    it('counts units and current issues of a location and everything inside it', async () => {
      const { customer } = await buildSite(context().db);
      expect(await locationDetails(context().db, customer, 'S')).toMatchObject({ units: 3, currentIssues: 2 });
      expect(await locationDetails(context().db, customer, 'B')).toMatchObject({ units: 3, currentIssues: 2 });
      expect(await locationDetails(context().db, customer, 'R')).toMatchObject({ units: 1, currentIssues: 2 });
      expect(await locationDetails(context().db, customer, 'Q')).toMatchObject({ units: 0, currentIssues: 0 });
    });

    it('colours installations red for open issues, yellow for overdue inspections, green otherwise', async () => {
      const { customer, roomUnit, buildingUnit, greenUnit } = await buildSite(context().db);
      const colours = await findInstallationStatuses(context().db, customer, [roomUnit, buildingUnit, greenUnit], now.toISOString());
      expect(Object.fromEntries([...colours].map(([id, colour]) => [id, colour]))).toEqual({
        [roomUnit]: 'red',
        [buildingUnit]: 'yellow',
        [greenUnit]: 'green',
      });
    });

    it('serves per-location statistics through the chart call', async () => {
      // The demo employee's customer gets the site, so the call is authorized.
      const { app, db } = context();
      const customer = await db.selectFrom('customers').select('id').where('xal_id', '=', 'C-10421').executeTakeFirstOrThrow();
      const f = fixtures(db);
      const site = await f.location(customer.id, { code: 'STAT-1', name: 'Statistik' });
      const unit = await f.installation(customer.id, site);
      await f.issue(customer.id, site, unit, { status: 'NoAction' });
      await f.issue(customer.id, site, unit, { status: 'Completed' });
      await f.issue(customer.id, site, unit, { status: 'Completed' });
      await f.task(customer.id, site, unit, { status: 'Planned' });
      await f.task(customer.id, site, unit, { status: 'Completed' });
      const token = await signIn(app, 'demo@example.com');
      const response = await app.inject({ url: `/api/chart/${customer.id}/location/STAT-1/statistics`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Statistik', openIssues: 1, closedIssues: 2, openTasks: 1, closedTasks: 1 });

      const unknown = await app.inject({ url: `/api/chart/${customer.id}/location/NOPE/statistics`, headers: bearer(token) });
      expect(unknown.statusCode).toBe(404);
    });
  },
);
