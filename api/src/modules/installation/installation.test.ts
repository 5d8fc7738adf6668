import { beforeAll, describe, expect, it } from 'vitest';
import type { Installation, InstallationQueryResult } from '@portal/shared/contract';
import { fixtures, siteWithDerivedValues } from '../../test/fixtures.js';
import { describeEachDatabase, serviceContext } from '../../test/test-app.js';
import { installationStatuses } from './installation.service.js';
import { createInstallationTestData, TYPES, type InstallationTestData, type Unit } from './installation.test-data.js';

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

type Column = 'name' | 'code' | 'type';

/** The order the API promises: the column, then the id, both in the asked direction. */
function expectedOrder(units: readonly Unit[], column: Column, direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...units]
    .sort((a, b) => sign * (a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : a.id - b.id))
    .map((unit) => unit.id);
}

describeEachDatabase('installations: the query call', (context) => {
  let data: InstallationTestData;

  beforeAll(async () => {
    const { app, db } = context();
    data = await createInstallationTestData(app, db);
  });

  const query = async (location: string, params: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]));
    return context().app.inject({ method: 'GET', url: `${data.base}/location/${location}/installations/query?${search}`, headers: data.session.headers });
  };
  const page = async (params: Record<string, string | number>): Promise<InstallationQueryResult> => {
    const response = await query(data.site, params);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  describe('paging through every sort column and direction (ties broken by id)', () => {
    for (const column of ['name', 'code', 'type'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        it(`${column} ${direction}: pages of 10 show each unit once, in order`, async () => {
          const seen: number[] = [];
          for (const skip of [0, 10, 20]) {
            const result = await page({ skip, take: 10, sortCol: column, sortDir: direction });
            expect(result.total).toBe(25);
            expect(result.installations.length).toBe(skip === 20 ? 5 : 10);
            seen.push(...result.installations.map((unit) => unit.id));
          }
          expect(new Set(seen).size).toBe(25);
          expect(seen).toEqual(expectedOrder(data.units, column, direction));
        });
      }
    }

    it('pages of 7 (not a divisor of the ties) agree with one page of 25', async () => {
      const whole = await page({ skip: 0, take: 25, sortCol: 'type', sortDir: 'asc' });
      const seen: number[] = [];
      for (let skip = 0; skip < 25; skip += 7) {
        seen.push(...(await page({ skip, take: 7, sortCol: 'type', sortDir: 'asc' })).installations.map((unit) => unit.id));
      }
      expect(seen).toEqual(whole.installations.map((unit) => unit.id));
    });

    it('a deep page reads the same units before and after its filter’s total is known (then from the end)', async () => {
      // 'AVS varsling' is asked nowhere else, so its first question here knows no total yet.
      const avs = data.units.filter((unit) => unit.type === 'AVS varsling');
      const deep = { skip: avs.length - 3, take: 10, sortCol: 'code', sortDir: 'desc', typeFilter: 'AVS varsling' } as const;
      const expected = expectedOrder(avs, 'code', 'desc').slice(avs.length - 3);
      const before = await page({ ...deep, cacheBuster: 'before' });
      expect(before.installations.map((unit) => unit.id)).toEqual(expected);
      expect((await page({ ...deep, skip: 0 })).total).toBe(avs.length);
      const after = await page({ ...deep, cacheBuster: 'after' });
      expect(after.installations.map((unit) => unit.id)).toEqual(expected);
      expect(after.total).toBe(avs.length);
    });

    it('a page past the end is empty with the total', async () => {
      const result = await page({ skip: 30, take: 10, sortCol: 'name', sortDir: 'asc' });
      expect(result.installations).toEqual([]);
      expect(result.total).toBe(25);
    });
  });

  it('searches name or code case-insensitively, filters by type, and lists the location’s types', async () => {
    const alpha = await page({ skip: 0, take: 100, sortCol: 'code', sortDir: 'asc', nameSearch: 'aLPh' });
    const alphas = data.units.filter((unit) => unit.name === 'Alpha');
    expect(alpha.total).toBe(alphas.length);
    expect(alpha.installations.map((unit) => unit.id)).toEqual(expectedOrder(alphas, 'code', 'asc'));
    // The sibling site's 'Nødlys' unit and the other customer's never count.
    expect(alpha.types).toEqual([...TYPES]);

    const byCode = await page({ skip: 0, take: 10, sortCol: 'name', sortDir: 'asc', nameSearch: (data.units[3] as Unit).code.toLowerCase() });
    expect(byCode.installations.map((unit) => unit.id)).toEqual([(data.units[3] as Unit).id]);

    const sprinklers = data.units.filter((unit) => unit.type === 'Sprinkler');
    const typed = await page({ skip: 0, take: 10, sortCol: 'name', sortDir: 'desc', typeFilter: 'Sprinkler' });
    expect(typed.total).toBe(sprinklers.length);
    expect(typed.installations.map((unit) => unit.id)).toEqual(expectedOrder(sprinklers, 'name', 'desc').slice(0, 10));

    // A type with a space, as URLSearchParams writes it ('+').
    const aba = data.units.filter((unit) => unit.type === 'ABA brandalarm');
    expect((await page({ typeFilter: 'ABA brandalarm', take: 100 })).total).toBe(aba.length);

    const both = await page({ skip: 0, take: 10, sortCol: 'name', sortDir: 'asc', typeFilter: 'Sprinkler', nameSearch: 'gamma' });
    expect(both.installations.map((unit) => unit.id)).toEqual(expectedOrder(sprinklers.filter((unit) => unit.name === 'Gamma'), 'name', 'asc'));

    // LIKE's wildcards in the search are plain characters; an empty search or filter is none.
    expect((await page({ sortCol: 'name', nameSearch: '%' })).total).toBe(0);
    expect((await page({ sortCol: 'name', nameSearch: '_' })).total).toBe(0);
    expect((await page({ nameSearch: '', typeFilter: '' })).total).toBe(25);
    // The search never matches across the name and the code (they are one column, joined by a line break, in the index).
    const unit = data.units[0] as Unit;
    expect((await page({ nameSearch: unit.name.toLowerCase() })).total).toBeGreaterThan(0);
    expect((await page({ nameSearch: `${unit.name}\n${unit.code.slice(0, 3)}` })).total).toBe(0);
    // Unknown parameters (a cache buster) are ignored.
    expect((await page({ typeFilter: 'Sprinkler', cacheBuster: 7 })).total).toBe(sprinklers.length);
  });

  it('folds Danish and other non-ASCII letters in the search on both databases', async () => {
    const { db } = context();
    const make = fixtures(db);
    const tag = Date.now().toString(36).toUpperCase();
    const site = `IDK-${tag}`;
    const siteId = await make.location(data.session.customerId, { code: site, name: 'Ærøskøbing' });
    const east = await make.installation(data.session.customerId, siteId, { code: `ÅF-${tag}`, name: 'Østre ÆBLEHAVE', type: 'Nødlys' });
    await make.installation(data.session.customerId, siteId, { code: `VF-${tag}`, name: 'Vestre fløj', type: 'Nødlys' });
    const found = async (nameSearch: string) => {
      const response = await query(site, { nameSearch, take: 10 });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as InstallationQueryResult).installations.map((unit) => unit.id);
    };
    expect(await found('østre')).toEqual([east]);
    expect(await found('ØSTRE æble')).toEqual([east]);
    expect(await found('æblehave')).toEqual([east]);
    // The reference code too, and the fallback that folds the two columns one by one (a search with a line break).
    expect(await found(`åf-${tag.toLowerCase()}`)).toEqual([east]);
    const twoLines = await make.installation(data.session.customerId, siteId, { code: `TL-${tag}`, name: 'ØVRE\nDEL', type: 'Nødlys' });
    expect(await found('øvre\ndel')).toEqual([twoLines]);
  });

  it('answers the status colour, incidents and overdue per unit, and the defaults (skip 0, take 10, name asc)', async () => {
    const result = await page({ skip: 0, take: 100, sortCol: 'name', sortDir: 'asc' });
    const byId = new Map(result.installations.map((unit): [number, Installation] => [unit.id, unit]));
    expect(byId.get(data.redUnit.id)).toMatchObject({ status: 'red', incidents: true, hasOverdue: false });
    expect(byId.get(data.yellowUnit.id)).toMatchObject({ status: 'yellow', incidents: false, hasOverdue: true });
    const green = result.installations.filter((unit) => unit.status === 'green');
    expect(green.length).toBe(23);
    expect(green.every((unit) => !unit.incidents && !unit.hasOverdue)).toBe(true);
    expect(Object.keys(byId.get(data.redUnit.id) ?? {}).sort()).toEqual(['code', 'files', 'hasOverdue', 'id', 'incidents', 'name', 'status', 'type']);

    const defaults = await page({});
    expect(defaults.installations.map((unit) => unit.id)).toEqual(expectedOrder(data.units, 'name', 'asc').slice(0, 10));
  });

  it('sorts text in code-point order on both databases (capitals first, then the Danish letters as Unicode orders them)', async () => {
    const { db } = context();
    const make = fixtures(db);
    const { customerId } = data.session;
    const code = `ISORT-${Date.now().toString(36).toUpperCase()}`;
    const locationId = await make.location(customerId, { code, name: 'Sortering' });
    const names = ['Øster', 'alpha', 'Åby', 'Zeta', 'Ærø', 'Alpha'];
    const ids = new Map<string, number>();
    for (const [index, name] of names.entries()) ids.set(name, await make.installation(customerId, locationId, { code: `${code}/${index}`, name, type: 'Sprinkler' }));
    const response = await query(code, { take: 10, sortCol: 'name', sortDir: 'asc' });
    const result: InstallationQueryResult = response.json();
    expect(result.installations.map((unit) => unit.name)).toEqual(['Alpha', 'Zeta', 'alpha', 'Åby', 'Ærø', 'Øster']);
    // The last page read from the end (its total known by now) keeps the same order.
    const last = (await query(code, { skip: 4, take: 2, sortCol: 'name', sortDir: 'asc' })).json<InstallationQueryResult>();
    expect(last.installations.map((unit) => unit.id)).toEqual([ids.get('Ærø'), ids.get('Øster')]);
  });

  it('a room lists only its own units', async () => {
    const response = await query(data.room, { take: 100 });
    const result: InstallationQueryResult = response.json();
    expect(result.total).toBe(data.units.filter((_unit, index) => index % 3 === 2).length);
  });

  it.each([
    [{ sortCol: 'created' }, 'sortCol'],
    [{ sortDir: 'up' }, 'sortDir'],
    [{ skip: -1 }, 'skip'],
    [{ skip: 5_000_000 }, 'skip'],
    [{ take: 0 }, 'take'],
    [{ take: 101 }, 'take'],
    [{ take: 'ten' }, 'take'],
  ] as const)('bad paging or sorting %j is a 400 naming %s', async (params, name) => {
    const response = await query(data.site, params);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(name);
  });

  it("an unknown location or another customer's is a 404", async () => {
    expect((await query('NOPE-LOCATION', {})).statusCode).toBe(404);
    expect((await query(data.otherCustomerLocation, {})).statusCode).toBe(404);
    const list = await context().app.inject({ method: 'GET', url: `${data.base}/location/${data.otherCustomerLocation}/installations`, headers: data.session.headers });
    expect(list.statusCode).toBe(404);
  });

  it('lists all units of a location by name (the list call)', async () => {
    const response = await context().app.inject({ method: 'GET', url: `${data.base}/location/${data.site}/installations`, headers: data.session.headers });
    expect(response.statusCode).toBe(200);
    const units: Installation[] = response.json();
    expect(units.map((unit) => unit.id)).toEqual(expectedOrder(data.units, 'name', 'asc'));
    expect(units.find((unit) => unit.id === data.redUnit.id)?.status).toBe('red');
  });
});
