import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.js';
import { fixtures } from '../test/fixtures.js';
import { preparedQuery, preparedShapes, statementNameOf } from './prepared-query.js';

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
});
