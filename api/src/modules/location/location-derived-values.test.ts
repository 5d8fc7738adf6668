import { expect, it } from 'vitest';
import { siteWithDerivedValues } from '../../test/fixtures.js';
import { describeEachDatabase, serviceContext } from '../../test/test-app.js';
import { locationDetails, locationTree } from './location.service.js';

const now = new Date('2026-06-15T12:00:00.000Z');

describeEachDatabase(
  'location: derived values',
  (context) => {
    it('flags locations with open issues or overdue tasks, rolled up to their parents', async () => {
      const { app, db } = context();
      const { customer } = await siteWithDerivedValues(db, now);
      const tree = await locationTree(serviceContext(app, { customerId: customer }, now));
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
      const { app, db } = context();
      const { customer } = await siteWithDerivedValues(db, now);
      const ctx = serviceContext(app, { customerId: customer }, now);
      expect(await locationDetails(ctx, { code: 'S' })).toMatchObject({ units: 3, currentIssues: 2 });
      expect(await locationDetails(ctx, { code: 'B' })).toMatchObject({ units: 3, currentIssues: 2 });
      expect(await locationDetails(ctx, { code: 'R' })).toMatchObject({ units: 1, currentIssues: 2 });
      expect(await locationDetails(ctx, { code: 'Q' })).toMatchObject({ units: 0, currentIssues: 0 });
    });
  },
);
