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
 * (parsed and planned once per connection, see database.ts); SQLite's statement cache needs no name.
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
