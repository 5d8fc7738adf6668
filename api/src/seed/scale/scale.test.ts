import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseOptions } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { withAncestry } from '../../modules/location/location-scope.js';
import { describeEachDatabase, type TestContext } from '../../test/test-app.js';
import { checkDeclaredCounts, generateScaleData, ScaleRefusedError } from './scale-generator.js';
import { scaleTables } from './scale-data.js';
import { scaleSizeNames, scaleSizes, type ScaleCounts } from './scale-sizes.js';

const XAL = 'SCALE-TEST';
const TODAY = new Date('2026-03-10T00:00:00Z');
const declared = scaleSizes.small;

function targetOf(context: TestContext): DatabaseOptions {
  const { database } = context;
  if (database.dialect === 'postgres') {
    return { databaseUrl: process.env.TEST_DATABASE_URL, sqliteFile: '', searchPath: database.schema };
  }
  return { sqliteFile: join(database.dataDir, 'portal.sqlite') };
}

/** Under the test-schema lock: the generator migrates its own connection first (test-app.ts). */
function generate(context: TestContext, replace = false) {
  return context.database.withSchemaLock(() =>
    generateScaleData({ target: targetOf(context), size: 'small', customerXal: XAL, replace, today: TODAY, seed: 7, log: () => undefined }),
  );
}

const asNumber = (value: unknown): number => Number(value);
const asIso = (value: unknown): string | null => (value === null ? null : new Date(value as string | Date).toISOString());

async function totals(db: Kysely<Database>): Promise<ScaleCounts> {
  const count = async (table: keyof Database): Promise<number> =>
    asNumber((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    locations: await count('locations'),
    installations: await count('installations'),
    tasks: await count('tasks'),
    taskHistory: await count('task_history'),
    issues: await count('issues'),
    issueTransactions: await count('issue_transactions'),
    thermographyFields: await count('thermography_fields'),
  };
}

async function customerCounts(db: Kysely<Database>, customerId: number): Promise<ScaleCounts> {
  const n = (row: { n: unknown }): number => asNumber(row.n);
  const byCustomer = async (table: 'locations' | 'installations' | 'tasks' | 'issues'): Promise<number> =>
    n(await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow());
  return {
    locations: await byCustomer('locations'),
    installations: await byCustomer('installations'),
    tasks: await byCustomer('tasks'),
    taskHistory: n(
      await db
        .selectFrom('task_history')
        .innerJoin('tasks', 'tasks.id', 'task_history.task_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tasks.customer_id', '=', customerId)
        .executeTakeFirstOrThrow(),
    ),
    issues: await byCustomer('issues'),
    issueTransactions: n(
      await db
        .selectFrom('issue_transactions')
        .innerJoin('issues', 'issues.id', 'issue_transactions.issue_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('issues.customer_id', '=', customerId)
        .executeTakeFirstOrThrow(),
    ),
    thermographyFields: n(
      await db
        .selectFrom('thermography_fields')
        .innerJoin('issues', 'issues.id', 'thermography_fields.issue_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('issues.customer_id', '=', customerId)
        .executeTakeFirstOrThrow(),
    ),
  };
}

async function customerId(db: Kysely<Database>): Promise<number> {
  const rows = await db.selectFrom('customers').select('id').where('xal_id', '=', XAL).execute();
  expect(rows).toHaveLength(1);
  return rows[0]?.id ?? 0;
}

/** The customer's rows without ids, to compare two runs. */
async function snapshot(db: Kysely<Database>, id: number): Promise<unknown> {
  const locations = await db.selectFrom('locations as l').leftJoin('locations as p', 'p.id', 'l.parent_id')
    .select(['l.code', 'l.name', 'l.street_name', 'l.contact', 'p.code as parent']).where('l.customer_id', '=', id).orderBy('l.code').execute();
  const tasks = await db.selectFrom('tasks').innerJoin('installations', 'installations.id', 'tasks.installation_id')
    .select(['tasks.number', 'tasks.status', 'tasks.name', 'tasks.due_date', 'tasks.completed_date', 'installations.code'])
    .where('tasks.customer_id', '=', id).orderBy('tasks.number').execute();
  const issues = await db.selectFrom('issues').leftJoin('tasks', 'tasks.id', 'issues.task_id')
    .select(['issues.number', 'issues.status', 'issues.kind', 'issues.created', 'issues.description', 'tasks.number as task'])
    .where('issues.customer_id', '=', id).orderBy('issues.number').execute();
  return {
    locations,
    tasks: tasks.map((task) => ({ ...task, due_date: asIso(task.due_date), completed_date: asIso(task.completed_date) })),
    issues: issues.map((issue) => ({ ...issue, created: asIso(issue.created) })),
  };
}

async function indexDefinitions(context: TestContext): Promise<string[]> {
  const { db, database } = context;
  const rows =
    database.dialect === 'postgres'
      ? (await sql<{ definition: string }>`select indexdef as definition from pg_indexes where schemaname = current_schema() order by indexname`.execute(db)).rows
      : (await sql<{ definition: string }>`select sql as definition from sqlite_master where type = 'index' and sql is not null order by name`.execute(db)).rows;
  return rows.map((row) => row.definition);
}

describe('scale sizes', () => {
  it('the declared table matches the generator rules for every size', () => {
    for (const size of scaleSizeNames) expect(checkDeclaredCounts(size)).toEqual(scaleSizes[size]);
  });

  it('places thousands of units on one site of the large set (the campus) and under 1,000 on every other', () => {
    const ids = { customerId: 1, locations: 1, installations: 1, tasks: 1, issues: 1 };
    const tables = scaleTables({ counts: scaleSizes.large, seed: 1, today: TODAY, providerName: 'Nordisk Sikring', ids });
    const rowsOf = (name: string) => [...(tables.find((table) => table.name === name)?.batches(10_000) ?? [])].flat();
    // Each location's site: its own id for a root, else its parent's site (parents come first).
    const siteOf = new Map<number, number>();
    for (const [id, , , , parentId] of rowsOf('locations')) {
      siteOf.set(id as number, parentId === null ? (id as number) : (siteOf.get(parentId as number) as number));
    }
    const unitsPerSite = new Map<number, number>();
    for (const [, , locationId] of rowsOf('installations')) {
      const site = siteOf.get(locationId as number) as number;
      unitsPerSite.set(site, (unitsPerSite.get(site) ?? 0) + 1);
    }
    const [campus, ...others] = [...unitsPerSite.entries()].sort((a, b) => b[1] - a[1]);
    expect(campus?.[0]).toBe(ids.locations);
    expect(campus?.[1]).toBeGreaterThanOrEqual(4_000);
    expect(Math.max(...others.map(([, units]) => units))).toBeLessThan(1_000);
  });
});

describeEachDatabase('scale generator (small)', (context) => {
  let before: ScaleCounts;
  let indexesBefore: string[];

  beforeAll(async () => {
    before = await totals(context().db);
    indexesBefore = await indexDefinitions(context());
    await generate(context());
  }, 60_000);

  it('writes exactly the declared counts, all of them for the one customer', async () => {
    const { db } = context();
    const id = await customerId(db);
    expect(await customerCounts(db, id)).toEqual(declared);
    const after = await totals(db);
    for (const key of Object.keys(declared) as (keyof ScaleCounts)[]) expect(after[key] - before[key]).toBe(declared[key]);
  });

  it('stores the ancestry of every generated location (the closure table follows the bulk writer)', async () => {
    const { db } = context();
    const id = await customerId(db);
    const rows = await db.selectFrom('locations').select(['id', 'parent_id']).where('customer_id', '=', id).execute();
    const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
    const expected: string[] = [];
    for (const row of rows) {
      let depth = 0;
      for (let current: number | null | undefined = row.id; current !== null && current !== undefined; current = parentOf.get(current)) {
        expected.push(`${current}>${row.id}@${depth}`);
        depth += 1;
      }
    }
    const stored = await withAncestry(db)
      .selectFrom('location_ancestors')
      .innerJoin('locations', 'locations.id', 'location_ancestors.descendant_id')
      .select(['location_ancestors.ancestor_id', 'location_ancestors.descendant_id', 'location_ancestors.depth'])
      .where('locations.customer_id', '=', id)
      .execute();
    expect(stored.map((link) => `${link.ancestor_id}>${link.descendant_id}@${link.depth}`).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(rows.length);
  });

  it('keeps the references consistent', async () => {
    const { db } = context();
    const id = await customerId(db);
    const count = async (query: Promise<{ n: unknown }>): Promise<number> => asNumber((await query).n);
    // A task's and an issue's location is the location of its installation.
    expect(await count(db.selectFrom('tasks').innerJoin('installations', 'installations.id', 'tasks.installation_id')
      .select((eb) => eb.fn.countAll().as('n')).where('tasks.customer_id', '=', id)
      .whereRef('installations.location_id', '<>', 'tasks.location_id').executeTakeFirstOrThrow())).toBe(0);
    expect(await count(db.selectFrom('issues').innerJoin('installations', 'installations.id', 'issues.installation_id')
      .select((eb) => eb.fn.countAll().as('n')).where('issues.customer_id', '=', id)
      .where((eb) => eb.or([eb('installations.location_id', '<>', eb.ref('issues.location_id')), eb('installations.customer_id', '<>', id)]))
      .executeTakeFirstOrThrow())).toBe(0);
    // The task that found an issue is a completed inspection of the same installation, before the issue.
    const issues = await db.selectFrom('issues').innerJoin('tasks', 'tasks.id', 'issues.task_id')
      .select(['issues.installation_id', 'issues.created', 'tasks.installation_id as task_installation', 'tasks.status', 'tasks.completed_date'])
      .where('issues.customer_id', '=', id).execute();
    expect(issues.length).toBeGreaterThan(declared.issues / 2);
    for (const issue of issues) {
      expect(issue.task_installation).toBe(issue.installation_id);
      expect(issue.status).toBe('Completed');
      expect((asIso(issue.created) ?? '') >= (asIso(issue.completed_date) ?? '~')).toBe(true);
    }
    // Locations: parents of the same customer, nested three levels.
    const locations = await db.selectFrom('locations').select(['id', 'parent_id', 'customer_id']).where('customer_id', '=', id).execute();
    const byId = new Map(locations.map((location) => [location.id, location]));
    const depth = (locationId: number | null): number => (locationId === null ? 0 : 1 + depth(byId.get(locationId)?.parent_id ?? null));
    for (const location of locations) if (location.parent_id !== null) expect(byId.has(location.parent_id)).toBe(true);
    expect(Math.max(...locations.map((location) => depth(location.id)))).toBe(3);
  });

  it('writes plausible values', async () => {
    const { db } = context();
    const id = await customerId(db);
    const installations = await db.selectFrom('installations').select(['code', 'type']).where('customer_id', '=', id).execute();
    expect(new Set(installations.map((installation) => installation.type)).size).toBe(8);
    expect(installations.some((installation) => installation.code.includes('/'))).toBe(true);
    const tasks = await db.selectFrom('tasks').select(['status', 'due_date', 'completed_date']).where('customer_id', '=', id).execute();
    const today = TODAY.toISOString();
    const statuses = new Set(tasks.map((task) => task.status));
    for (const status of ['Completed', 'Planned', 'NotHandled', 'PostponedByNordiskSikring', 'PostponedByCustomer']) expect(statuses).toContain(status);
    for (const task of tasks) {
      const due = asIso(task.due_date) ?? '';
      expect(due >= new Date(TODAY.getTime() - 5 * 366 * 86_400_000).toISOString() && due <= new Date(TODAY.getTime() + 366 * 86_400_000).toISOString()).toBe(true);
      if (task.status === 'Planned') expect(due >= today).toBe(true);
      if (task.status === 'NotHandled') expect(due < today).toBe(true);
      if (task.status === 'Completed') expect((asIso(task.completed_date) ?? '') < today).toBe(true);
    }
    const thermography = await db.selectFrom('issues').innerJoin('installations', 'installations.id', 'issues.installation_id')
      .select(['issues.status', 'installations.type']).where('issues.customer_id', '=', id).where('issues.kind', '=', 'thermography').execute();
    expect(thermography.length * 5).toBe(declared.thermographyFields);
    expect(new Set(thermography.map((issue) => issue.type))).toEqual(new Set(['El-tavler / termografi']));
    expect(new Set(thermography.map((issue) => issue.status))).toEqual(new Set(['Created', 'Completed']));
  });

  it('leaves the portfolio aggregates equal to a rebuild, with the open-fault triggers back in place', async () => {
    const { db } = context();
    const id = await customerId(db);
    const stored = async () =>
      (await withAncestry(db).selectFrom('location_open_faults as f').innerJoin('locations as l', 'l.id', 'f.location_id').select(['f.location_id', 'f.severity', 'f.open_issues', 'f.oldest_issue_id']).where('l.customer_id', '=', id).orderBy('f.location_id').orderBy('f.severity').execute()).map((row) => `${row.location_id}/${row.severity}/${row.open_issues}/${row.oldest_issue_id}`);
    const loaded = await stored();
    expect(loaded.length).toBeGreaterThan(0);
    // An update of every open issue's status to itself runs no trigger; moving one and back refreshes it.
    const issue = await db.selectFrom('issues').select(['id', 'location_id', 'status']).where('customer_id', '=', id).where('status', '=', 'Error').executeTakeFirstOrThrow();
    await db.updateTable('issues').set({ status: 'Completed' }).where('id', '=', issue.id).execute();
    expect(await stored()).not.toEqual(loaded);
    await db.updateTable('issues').set({ status: 'Error' }).where('id', '=', issue.id).execute();
    expect(await stored()).toEqual(loaded);
    const located = await db.selectFrom('locations').select(['latitude', 'longitude']).where('customer_id', '=', id).where('parent_id', 'is', null).execute();
    for (const site of located) {
      expect(site.latitude).toBeGreaterThan(54.5);
      expect(site.latitude).toBeLessThan(57.8);
      expect(site.longitude).toBeGreaterThan(8);
      expect(site.longitude).toBeLessThan(15.2);
    }
  });

  it('leaves exactly the migration\'s indexes', async () => {
    expect(await indexDefinitions(context())).toEqual(indexesBefore);
  });

  it('refuses to run again without replace and changes nothing', async () => {
    const { db } = context();
    const counts = await totals(db);
    await expect(generate(context())).rejects.toThrow(ScaleRefusedError);
    await expect(generate(context())).rejects.toThrow(/SCALE-TEST already exists/);
    expect(await totals(db)).toEqual(counts);
  });

  it('with replace deletes the customer and writes the same data again', async () => {
    const { db } = context();
    const oldId = await customerId(db);
    const first = await snapshot(db, oldId);
    const counts = await totals(db);
    const result = await generate(context(), true);
    const newId = await customerId(db);
    expect(newId).toBe(result.customerId);
    expect(newId).not.toBe(oldId);
    expect(await customerCounts(db, oldId)).toEqual({ locations: 0, installations: 0, tasks: 0, taskHistory: 0, issues: 0, issueTransactions: 0, thermographyFields: 0 });
    expect(await customerCounts(db, newId)).toEqual(declared);
    expect(await totals(db)).toEqual(counts);
    expect(await snapshot(db, newId)).toEqual(first);
  });
}, { seed: true });
