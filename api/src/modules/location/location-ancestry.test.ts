import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { Database } from '../../db/schema.js';
import { fixtures } from '../../test/fixtures.js';
import { describeEachDatabase } from '../../test/test-app.js';
import { importProviderData } from '../../import/import.service.js';
import type { ImportLocation } from '../../import/import-format.js';
import { isInScope, resolveLocationScope, scopeLocationIds, withAncestry } from './location-scope.js';

/** The stored ancestry of a customer as "ancestor>descendant@depth" strings, sorted. */
async function storedAncestry(db: Kysely<Database>, customerId: number): Promise<string[]> {
  const rows = await withAncestry(db)
    .selectFrom('location_ancestors')
    .innerJoin('locations as a', 'a.id', 'location_ancestors.ancestor_id')
    .innerJoin('locations as d', 'd.id', 'location_ancestors.descendant_id')
    .select(['a.code as ancestor', 'd.code as descendant', 'location_ancestors.depth'])
    .where('d.customer_id', '=', customerId)
    .execute();
  return rows.map((row) => `${row.ancestor}>${row.descendant}@${row.depth}`).sort();
}

/** The ancestry computed from the parent links alone (what the stored one must equal). */
async function expectedAncestry(db: Kysely<Database>, customerId: number): Promise<string[]> {
  const rows = await db.selectFrom('locations').select(['id', 'code', 'parent_id']).where('customer_id', '=', customerId).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const links: string[] = [];
  for (const row of rows) {
    let depth = 0;
    for (let current: typeof row | undefined = row; current; current = current.parent_id === null ? undefined : byId.get(current.parent_id)) {
      links.push(`${current.code}>${row.code}@${depth}`);
      depth += 1;
    }
  }
  return links.sort();
}

async function importLocations(db: Kysely<Database>, xalId: string, locations: ImportLocation[]): Promise<number> {
  const result = await importProviderData(db, { customers: [{ xalId, name: 'Stamtræ A/S', locations }] });
  expect(result).toMatchObject({ ok: true });
  const row = await db.selectFrom('customers').select('id').where('xal_id', '=', xalId).executeTakeFirstOrThrow();
  return row.id;
}

describeEachDatabase('location ancestry', (context) => {
  it('follows an import that adds locations, children listed before their parents', async () => {
    const { db } = context();
    const customerId = await importLocations(db, 'ANC-ADD', [
      { code: 'R1', name: 'Room', parentCode: 'B1' },
      { code: 'B1', name: 'Building', parentCode: 'S1' },
      { code: 'S1', name: 'Site' },
      { code: 'S2', name: 'Other site' },
    ]);
    expect(await storedAncestry(db, customerId)).toEqual(['B1>B1@0', 'B1>R1@1', 'R1>R1@0', 'S1>B1@1', 'S1>R1@2', 'S1>S1@0', 'S2>S2@0']);
    // A second import of new rooms below the stored tree links them to every ancestor.
    await importLocations(db, 'ANC-ADD', [{ code: 'R2', name: 'Room 2', parentCode: 'B1' }]);
    expect(await storedAncestry(db, customerId)).toEqual(await expectedAncestry(db, customerId));
    expect(await storedAncestry(db, customerId)).toContain('S1>R2@2');
  });

  it('follows an import that moves a subtree to another parent, and to the top', async () => {
    const { db } = context();
    const tree: ImportLocation[] = [
      { code: 'S1', name: 'Site' },
      { code: 'S2', name: 'Other site' },
      { code: 'B1', name: 'Building', parentCode: 'S1' },
      { code: 'R1', name: 'Room', parentCode: 'B1' },
    ];
    const customerId = await importLocations(db, 'ANC-MOVE', tree);
    await importLocations(db, 'ANC-MOVE', [{ code: 'B1', name: 'Building', parentCode: 'S2' }]);
    const moved = await storedAncestry(db, customerId);
    expect(moved).toEqual(await expectedAncestry(db, customerId));
    expect(moved).toEqual(expect.arrayContaining(['S2>B1@1', 'S2>R1@2']));
    expect(moved.filter((link) => link.startsWith('S1>'))).toEqual(['S1>S1@0']);

    await importLocations(db, 'ANC-MOVE', [{ code: 'B1', name: 'Building', parentCode: null }]);
    const top = await storedAncestry(db, customerId);
    expect(top).toEqual(await expectedAncestry(db, customerId));
    expect(top.filter((link) => link.endsWith('R1@2') || link.endsWith('R1@1') || link.endsWith('R1@0'))).toEqual(['B1>R1@1', 'R1>R1@0']);
  });

  it('follows removed locations: a deleted leaf disappears, a deleted parent leaves its children at the top', async () => {
    // The import never deletes (docs/provider-import.md), so removal is a plain delete.
    const { db } = context();
    const customerId = await importLocations(db, 'ANC-DEL', [
      { code: 'S1', name: 'Site' },
      { code: 'B1', name: 'Building', parentCode: 'S1' },
      { code: 'R1', name: 'Room', parentCode: 'B1' },
      { code: 'R2', name: 'Room 2', parentCode: 'B1' },
    ]);
    await db.deleteFrom('locations').where('customer_id', '=', customerId).where('code', '=', 'R2').execute();
    expect(await storedAncestry(db, customerId)).toEqual(await expectedAncestry(db, customerId));
    await db.deleteFrom('locations').where('customer_id', '=', customerId).where('code', '=', 'B1').execute();
    expect(await storedAncestry(db, customerId)).toEqual(['R1>R1@0', 'S1>S1@0']);
  });

  it('scopes a query to a location and everything inside it, and nothing of another customer', async () => {
    const { db } = context();
    const f = fixtures(db);
    const customer = await f.customer();
    const site = await f.location(customer, { code: 'SC-S' });
    const building = await f.location(customer, { code: 'SC-B', parent_id: site });
    const room = await f.location(customer, { code: 'SC-R', parent_id: building });
    const elsewhere = await f.location(customer, { code: 'SC-Q' });
    const other = await f.customer();
    await f.location(other, { code: 'SC-S' });

    const scope = await resolveLocationScope(db, customer, ['SC-B']);
    const ids = (await scopeLocationIds(db, scope).execute()).map((row) => row.descendant_id).sort((a, b) => a - b);
    expect(ids).toEqual([building, room]);
    expect(await isInScope(db, scope, room)).toBe(true);
    expect(await isInScope(db, scope, site)).toBe(false);
    expect(await isInScope(db, scope, elsewhere)).toBe(false);
    await expect(resolveLocationScope(db, customer, ['SC-B', 'NOPE'])).rejects.toThrow(NotFoundError);
    const both = await resolveLocationScope(db, customer, ['SC-S', 'SC-Q']);
    expect((await scopeLocationIds(db, both).execute()).length).toBe(4);
  });
});
