import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fixtures } from '../../test/fixtures.js';
import { signInAs, type TestSession } from '../../test/test-app.js';

/**
 * Hand-built installations for the API tests, owned by the demo customer demo@example.com signs in
 * to: a site > building > room with 25 units spread over the three (names in three groups of equal
 * names, three types: many ties in every sort column), one red unit (an open issue) and one yellow
 * (an overdue task), and a sibling site whose unit must never appear.
 */
export interface Unit {
  id: number;
  name: string;
  code: string;
  type: string;
}

export interface InstallationTestData {
  session: TestSession;
  base: string;
  site: string;
  room: string;
  elsewhere: string;
  units: Unit[];
  redUnit: Unit;
  yellowUnit: Unit;
  otherCustomerLocation: string;
}

export const TYPES = ['ABA brandalarm', 'AVS varsling', 'Sprinkler'] as const;
const NAMES = ['Alpha', 'Beta', 'Gamma'] as const;
const DAY_MS = 86_400_000;

let sequence = 0;

export async function createInstallationTestData(app: FastifyInstance, db: Kysely<Database>): Promise<InstallationTestData> {
  const make = fixtures(db);
  const session = await signInAs(app, 'demo@example.com');
  const { customerId } = session;
  const tag = `I${(sequence += 1)}${Date.now().toString(36)}`.toUpperCase();
  const siteId = await make.location(customerId, { code: `ISITE-${tag}`, name: 'Enhedssite' });
  const buildingId = await make.location(customerId, { code: `IBLD-${tag}`, name: 'Bygning', parent_id: siteId });
  const roomId = await make.location(customerId, { code: `IROOM-${tag}`, name: 'Rum', parent_id: buildingId });
  const elsewhereId = await make.location(customerId, { code: `IELSE-${tag}`, name: 'Andetsteds' });
  const places = [siteId, buildingId, roomId];

  const units: Unit[] = [];
  // Inserted in an order unlike any sort order, so the ids do not follow the names or codes.
  for (let index = 0; index < 25; index += 1) {
    const position = (index * 7) % 25;
    const unit = {
      name: NAMES[position % 3] as string,
      code: `${tag}/${String(100 + ((position * 11) % 25)).padStart(3, '0')}`,
      type: TYPES[Math.floor(position / 9)] as string,
    };
    const id = await make.installation(customerId, places[index % 3] as number, unit);
    units.push({ id, ...unit });
  }
  await make.installation(customerId, elsewhereId, { code: `${tag}/999`, name: 'Alpha', type: 'Nødlys' });

  const redUnit = units[4] as Unit;
  const yellowUnit = units[5] as Unit;
  await make.issue(customerId, roomId, redUnit.id, { status: 'Error' });
  await make.issue(customerId, roomId, yellowUnit.id, { status: 'Completed' });
  await make.task(customerId, roomId, yellowUnit.id, { status: 'NotHandled', due_date: new Date(Date.now() - 3 * DAY_MS) });
  await make.task(customerId, roomId, units[6]?.id as number, { status: 'Planned', due_date: new Date(Date.now() + 30 * DAY_MS) });

  const other = await make.customer('Fremmed Enhed A/S');
  const otherLocation = `IOTHER-${tag}`;
  const otherLocationId = await make.location(other, { code: otherLocation });
  await make.installation(other, otherLocationId, { code: `${tag}/X1`, name: 'Alpha' });

  return {
    session,
    base: `/api/installation/${customerId}`,
    site: `ISITE-${tag}`,
    room: `IROOM-${tag}`,
    elsewhere: `IELSE-${tag}`,
    units,
    redUnit,
    yellowUnit,
    otherCustomerLocation: otherLocation,
  };
}
