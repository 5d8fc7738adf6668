import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';

/** A bound value of a prepared query (booleans are left out: SQLite's boolean plugin would not see them). */
export type PreparedValue = string | number | null;

type Parameters = Record<string, PreparedValue>;

/** Stand-in bound in place of a named parameter while the query is built once; never reaches the database. */
const SLOT_PREFIX = '\u0000prepared:';
const slotOf = (name: string): string => `${SLOT_PREFIX}${name}`;
const slotName = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith(SLOT_PREFIX) ? value.slice(SLOT_PREFIX.length) : undefined;

/**
 * SQL texts of prepared queries -> a statement name. On PostgreSQL these run as named statements
 * (parsed once per connection, see database.ts); SQLite's statement cache needs no name.
 */
const statementNames = new Map<string, string>();

/** The statement name of a prepared query's SQL text, or undefined for any other text. */
export function statementNameOf(text: string): string | undefined {
  return statementNames.get(text);
}

interface Compiled {
  compiled: CompiledQuery;
  /** Per bound value: the name of its parameter, or undefined for a value fixed in the query. */
  names: (string | undefined)[];
}

export interface PreparedQuery<P extends Parameters, Row> {
  execute(db: Kysely<Database>, parameters: P): Promise<Row[]>;
  executeTakeFirst(db: Kysely<Database>, parameters: P): Promise<Row | undefined>;
}

/**
 * A query of fixed shape built and compiled by Kysely once per database, then run with new bound
 * values: on the calls every request makes (the customer-access guard, counts) building and
 * compiling the query took as much CPU as SQLite running it. `build` receives `param(name)` to use
 * where a value varies; only scalar values can vary (an `in` list of varying length is another
 * shape, so such queries stay ordinary Kysely queries).
 *
 *   const byId = preparedQuery<{ id: number }, Row>((db, param) => db.selectFrom('x').selectAll().where('id', '=', param('id')));
 *   await byId.executeTakeFirst(db, { id: 7 });
 */
export function preparedQuery<P extends Parameters, Row>(
  build: (db: Kysely<Database>, param: <K extends keyof P & string>(name: K) => P[K]) => Compilable<Row>,
): PreparedQuery<P, Row> {
  const byDatabase = new WeakMap<Kysely<Database>, Compiled>();
  const compiledFor = (db: Kysely<Database>): Compiled => {
    let entry = byDatabase.get(db);
    if (!entry) {
      const compiled = build(db, (name) => slotOf(name) as never).compile();
      const names = compiled.parameters.map(slotName);
      entry = { compiled, names };
      byDatabase.set(db, entry);
      if (!statementNames.has(compiled.sql)) statementNames.set(compiled.sql, `portal_${statementNames.size + 1}`);
    }
    return entry;
  };
  const execute = async (db: Kysely<Database>, parameters: P): Promise<Row[]> => {
    const { compiled, names } = compiledFor(db);
    const bound = names.map((name, index) => (name === undefined ? compiled.parameters[index] : parameters[name]));
    for (const [index, name] of names.entries()) {
      if (name !== undefined && bound[index] === undefined) throw new Error(`preparedQuery: no value for '${name}'`);
    }
    const result = await db.executeQuery<Row>({ ...compiled, parameters: bound });
    return result.rows;
  };
  return {
    execute,
    executeTakeFirst: async (db, parameters) => (await execute(db, parameters))[0],
  };
}

/**
 * Prepared queries of one builder, one per shape: `shape` names everything that changes the SQL
 * text (which filters are present, literal flags), and the builder for a shape is asked once.
 */
export function preparedShapes<P extends Parameters, Row>(): (
  shape: string,
  build: (db: Kysely<Database>, param: <K extends keyof P & string>(name: K) => P[K]) => Compilable<Row>,
) => PreparedQuery<P, Row> {
  const byShape = new Map<string, PreparedQuery<P, Row>>();
  return (shape, build) => {
    let query = byShape.get(shape);
    if (!query) {
      query = preparedQuery<P, Row>(build);
      byShape.set(shape, query);
    }
    return query;
  };
}

/**
 * A filter as a prepared query sees it: `shape` names the SQL text, `values` are the bound values, and
 * `template(param)` is the same filter with each value replaced by its parameter (what the shape's
 * query is built from, once).
 */
export interface PreparedFilter<P extends Parameters, F> {
  shape: string;
  values: P;
  template(param: <K extends keyof P & string>(name: K) => P[K]): F;
}

/**
 * A filter as a PreparedFilter. `values` holds the terms that vary (an undefined value is a term the
 * filter leaves out, so it is no parameter and its absence is part of the shape); `flags` is whatever
 * else changes the SQL text (literal flags, the sort). `rebuild(value)` makes the filter from values:
 * `value(name)` gives the parameter of a present term and undefined for an absent one.
 *
 *   preparedFilter({ rootId, kind: filter.kind }, String(filter.open), (value) => ({ rootIds: [value('rootId')], kind: value('kind') }))
 */
export function preparedFilter<P extends Parameters, F>(
  values: { [K in keyof P]?: P[K] | undefined },
  flags: string,
  rebuild: (value: <K extends keyof P & string>(name: K) => P[K]) => F,
): PreparedFilter<P, F> {
  const present = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as P;
  const names = new Set(Object.keys(present));
  return {
    shape: `${flags}|${[...names].join(',')}`,
    values: present,
    template: (param) => rebuild((name) => (names.has(name) ? param(name) : (undefined as never))),
  };
}

/**
 * Runs the query `build` makes for a filter: as the shape's prepared query when the filter could be
 * prepared (`prepared` given), else built and compiled for this call from `plain`.
 */
export async function runPreparedFilter<P extends Parameters, F, Row>(
  shapes: ReturnType<typeof preparedShapes<P, Row>>,
  db: Kysely<Database>,
  prepared: PreparedFilter<P, F> | undefined,
  plain: F,
  build: (db: Kysely<Database>, filter: F) => Compilable<Row>,
): Promise<Row[]> {
  if (!prepared) return (await db.executeQuery(build(db, plain).compile())).rows;
  return shapes(prepared.shape, (shapeDb, param) => build(shapeDb, prepared.template(param))).execute(db, prepared.values);
}
