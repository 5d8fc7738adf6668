import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  OperationNodeTransformer,
  PostgresAdapter,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
  type SqliteDatabase,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';
import pg from 'pg';
import { statementNameOf } from './prepared-query.js';
import type { Database } from './schema.js';
import { registerSqliteFunctions } from './sqlite-functions.js';
import { registerTableWrites, TableWrites } from './table-writes.js';

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite is used when absent. */
  databaseUrl?: string | undefined;
  /** SQLite file (ignored for PostgreSQL). */
  sqliteFile: string;
  /** PostgreSQL schema to use as search_path (tests use a fresh schema per suite). */
  searchPath?: string | undefined;
  /** PostgreSQL: how long a connection attempt may take (default CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number | undefined;
}

/** better-sqlite3 cannot bind booleans: turn boolean parameters into 0/1. */
class SqliteBooleanTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const transformed = super.transformValue(node);
    return typeof transformed.value === 'boolean'
      ? { ...transformed, value: transformed.value ? 1 : 0 }
      : transformed;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const transformed = super.transformPrimitiveValueList(node);
    return {
      ...transformed,
      values: transformed.values.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value)),
    };
  }
}

class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new SqliteBooleanTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/** Prepared statements kept per connection (distinct SQL texts; `in (...)` lists of other lengths are other texts). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely asks better-sqlite3 to prepare every query afresh; preparing costs about as much as running
 * a small indexed query. The same SQL text reuses its statement (least recently used dropped first);
 * a statement still being iterated (a stream) is never handed out twice.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const cached = statements.get(text);
      if (cached && !cached.busy) {
        statements.delete(text);
        statements.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      if (!cached) {
        statements.set(text, statement);
        if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}

/**
 * The pool as Kysely sees it, sending the prepared queries' texts (db/prepared-query.ts) as named
 * statements: PostgreSQL parses and plans each once per connection instead of on every call.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      // pg-pool listens for errors only on idle clients: a connection the server ends while lent out
      // (a restart mid-query) would emit 'error' with no listener and end the process. The query in
      // flight rejects with the error anyway; on release the pool drops the broken client.
      const lentOutError = (): void => undefined;
      client.on('error', lentOutError);
      return {
        query: ((textOrCursor: string | object, values?: unknown[]) => {
          const name = typeof textOrCursor === 'string' ? statementNameOf(textOrCursor) : undefined;
          if (name !== undefined) return client.query({ name, text: textOrCursor as string, values: values ?? [] });
          return (client.query as (...args: unknown[]) => unknown)(textOrCursor, values);
        }) as PostgresPoolClient['query'],
        release: () => {
          client.removeListener('error', lentOutError);
          client.release();
        },
      };
    },
    end: () => pool.end(),
  };
}

/** The pg pool behind a PostgreSQL database (metrics read its counts). */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

export interface PoolUse {
  /** Connections open (idle or lent out). */
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
  max: number;
}

/** The pool's use now, or undefined for SQLite (one connection, no pool). */
export function poolUseOf(db: Kysely<Database>): PoolUse | undefined {
  const pool = pools.get(db);
  if (!pool) return undefined;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}

/** A connection attempt gives up after this (a request during an outage gets its 503 by then at the latest). */
export const CONNECT_TIMEOUT_MS = 5_000;

function createPool(options: DatabaseOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle connection the server closed (a restart): the pool drops it and opens a new one when
  // needed. Without a listener the 'error' event would end the process.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, 'DatabaseWarning');
  });
  return pool;
}

export function createDatabase(options: DatabaseOptions): Kysely<Database> {
  if (options.databaseUrl) {
    const pool = createPool(options);
    // In-process caches hear this process's writes at once (db/table-writes.ts); on SQLite the
    // connection itself tells (sqliteHandleOf: total_changes(), data_version), whoever wrote.
    const writes = new TableWrites();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }), plugins: [writes] });
    registerTableWrites(db, writes);
    pools.set(db, pool);
    return db;
  }
  const sqlite = new BetterSqlite3(options.sqliteFile);
  // Before any statement: the schema's generated search key uses them (db/sqlite-functions.ts).
  registerSqliteFunctions(sqlite);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new SqliteBooleanPlugin()],
  });
  sqliteHandles.set(db, sqlite);
  return db;
}

const sqliteHandles = new WeakMap<Kysely<Database>, BetterSqlite3.Database>();

/**
 * The one better-sqlite3 connection behind a SQLite database of createDatabase, for synchronous
 * reads of the connection's own state (auth/membership-cache.ts); undefined on PostgreSQL.
 */
export function sqliteHandleOf(db: Kysely<Database>): BetterSqlite3.Database | undefined {
  return sqliteHandles.get(db);
}

export function dialectOf<DB>(db: Kysely<DB>): DatabaseDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Reads a boolean column (boolean on PostgreSQL, 0/1 on SQLite). */
export function toBoolean(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}
