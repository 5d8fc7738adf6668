import { expect, it } from 'vitest';
import { fixtures, siteWithDerivedValues } from '../../test/fixtures.js';
import { describeEachDatabase, serviceContext } from '../../test/test-app.js';
import { installationStatuses } from './installation.service.js';

const now = new Date('2026-06-15T12:00:00.000Z');

describeEachDatabase('installation status colours', (context) => {
  it('colours installations red for open issues, yellow for overdue inspections, green otherwise', async () => {
    const { app, db } = context();
    const { customer, roomUnit, buildingUnit, greenUnit } = await siteWithDerivedValues(db, now);
    const colours = await installationStatuses(serviceContext(app, { customerId: customer }, now), { installationIds: [roomUnit, buildingUnit, greenUnit] });
    expect(Object.fromEntries([...colours].map(([id, colour]) => [id, colour]))).toEqual({
      [roomUnit]: 'red',
      [buildingUnit]: 'yellow',
      [greenUnit]: 'green',
    });
  });

  it("leaves out another customer's installations", async () => {
    const { app, db } = context();
    const { roomUnit } = await siteWithDerivedValues(db, now);
    const other = await fixtures(db).customer('Anden Kunde A/S');
    const colours = await installationStatuses(serviceContext(app, { customerId: other }, now), { installationIds: [roomUnit] });
    expect(colours.size).toBe(0);
  });
});
