import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.js';
import { fixtures } from '../test/fixtures.js';
import { preparedFilter, preparedQuery, preparedShapes, runPreparedFilter, statementNameOf } from './prepared-query.js';

const locationsOf = preparedQuery<{ customerId: number; prefix: string }, { code: string }>((db, param) =>
  db
    .selectFrom('locations')
    .select('code')
    .where('customer_id', '=', param('customerId'))
    .where('code', 'like', param('prefix'))
    // A value fixed in the query stays as it was bound when built.
    .where('name', '<>', 'never this name')
    .orderBy('code'),
);

describeEachDatabase('prepared queries', (context) => {
  it('run the query built once with each call’s own values', async () => {
    const { db } = context();
    const f = fixtures(db);
    const first = await f.customer();
    const second = await f.customer();
    await f.location(first, { code: 'PQ-A1' });
    await f.location(first, { code: 'PQ-A2' });
    await f.location(second, { code: 'PQ-B1' });
    expect((await locationsOf.execute(db, { customerId: first, prefix: 'PQ-%' })).map((row) => row.code)).toEqual(['PQ-A1', 'PQ-A2']);
    expect((await locationsOf.execute(db, { customerId: second, prefix: 'PQ-%' })).map((row) => row.code)).toEqual(['PQ-B1']);
    expect(await locationsOf.executeTakeFirst(db, { customerId: first, prefix: 'PQ-A2' })).toEqual({ code: 'PQ-A2' });
    expect(await locationsOf.executeTakeFirst(db, { customerId: second, prefix: 'PQ-A%' })).toBeUndefined();
    await expect(locationsOf.execute(db, { customerId: first } as never)).rejects.toThrow(/prefix/);
  });

  it('keep one query per shape, each with a statement name', async () => {
    const { db } = context();
    const shapes = preparedShapes<{ customerId: number }, { n: number | string }>();
    const count = (ordered: boolean) =>
      shapes(String(ordered), (built, param) =>
        built.selectFrom('locations').select((eb) => eb.fn.countAll<number | string>().as('n')).where('customer_id', '=', param('customerId')),
      );
    expect(count(true)).toBe(count(true));
    expect(count(true)).not.toBe(count(false));
    const customer = await fixtures(db).customer();
    expect(Number((await count(true).executeTakeFirst(db, { customerId: customer }))?.n)).toBe(0);
    const sqlText = db.selectFrom('locations').select((eb) => eb.fn.countAll<number | string>().as('n')).where('customer_id', '=', 1).compile().sql;
    expect(statementNameOf(sqlText)).toMatch(/^portal_\d+$/);
  });

  it('run a filter prepared per shape with its own values, and unprepared filters built per call', async () => {
    const { db } = context();
    const f = fixtures(db);
    const customer = await f.customer();
    await f.location(customer, { code: 'PF-A1', name: 'Alpha' });
    await f.location(customer, { code: 'PF-A2', name: 'Beta' });
    await f.location(customer, { code: 'PF-B1', name: 'Alpha' });
    interface Filter {
      customerId: number;
      prefix: string;
      name?: string | undefined;
    }
    type Values = Record<'customerId' | 'prefix' | 'name', string | number>;
    const built: string[] = [];
    const shapes = preparedShapes<Values, { code: string }>();
    const build = (shapeDb: typeof db, filter: Filter) => {
      built.push(filter.name === undefined ? 'no name' : 'name');
      let query = shapeDb.selectFrom('locations').select('code').where('customer_id', '=', filter.customerId).where('code', 'like', filter.prefix);
      if (filter.name !== undefined) query = query.where('name', '=', filter.name);
      return query.orderBy('code');
    };
    const prepared = (filter: Filter) =>
      preparedFilter<Values, Filter>(filter, 'flags', (value) => ({
        customerId: value('customerId') as number,
        prefix: value('prefix') as string,
        name: value('name') as string | undefined,
      }));
    const codes = async (filter: Filter, prepare = true) =>
      (await runPreparedFilter(shapes, db, prepare ? prepared(filter) : undefined, filter, build)).map((row) => row.code);

    // An absent term is no parameter: its own shape, and the query built without it.
    expect(prepared({ customerId: customer, prefix: 'x' }).shape).toBe('flags|customerId,prefix');
    expect(prepared({ customerId: customer, prefix: 'x', name: 'y' }).shape).toBe('flags|customerId,prefix,name');
    expect(prepared({ customerId: customer, prefix: 'x', name: undefined }).values).toEqual({ customerId: customer, prefix: 'x' });

    expect(await codes({ customerId: customer, prefix: 'PF-%' })).toEqual(['PF-A1', 'PF-A2', 'PF-B1']);
    expect(await codes({ customerId: customer, prefix: 'PF-A%' })).toEqual(['PF-A1', 'PF-A2']);
    expect(await codes({ customerId: customer, prefix: 'PF-%', name: 'Alpha' })).toEqual(['PF-A1', 'PF-B1']);
    expect(await codes({ customerId: customer, prefix: 'PF-%', name: 'Beta' })).toEqual(['PF-A2']);
    // Two shapes, each built once for the four calls.
    expect(built).toEqual(['no name', 'name']);
    expect(await codes({ customerId: customer, prefix: 'PF-B%' }, false)).toEqual(['PF-B1']);
    expect(built).toEqual(['no name', 'name', 'no name']);
  });
});
