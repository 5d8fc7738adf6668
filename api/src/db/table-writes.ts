import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  UpdateQueryNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
} from 'kysely';

/** Hears the tables a statement written through this database writes to (insert, update, delete, merge). */
export type TableWriteListener = (table: string) => void;

/** The names of the tables a node refers to (a table, or an aliased table). */
function tablesOf(node: OperationNode | undefined, into: Set<string>): void {
  if (!node) return;
  if (TableNode.is(node)) into.add(node.table.identifier.name);
  else if (AliasNode.is(node)) tablesOf(node.node, into);
}

function writtenTables(node: RootOperationNode): Set<string> | undefined {
  const tables = new Set<string>();
  if (DeleteQueryNode.is(node)) for (const from of node.from.froms) tablesOf(from, tables);
  else if (UpdateQueryNode.is(node)) tablesOf(node.table, tables);
  else if (InsertQueryNode.is(node)) tablesOf(node.into, tables);
  else if (MergeQueryNode.is(node)) tablesOf(node.into, tables);
  return tables.size > 0 ? tables : undefined;
}

/**
 * A Kysely plugin that tells listeners which tables a statement writes, once when it is compiled
 * and again when its result is back (a read that started in between must not be trusted; see
 * auth/membership-cache.ts). In-process caches use it to drop what a write in this process made
 * stale at once, whoever wrote it (a service, the import run in-process, a test). Raw `sql`
 * statements are not seen: the database's own triggers (NOTIFY on PostgreSQL) are the net for those.
 */
export class TableWrites implements KyselyPlugin {
  readonly #listeners = new Set<TableWriteListener>();
  /** Compiled writes by query id (a prepared query keeps its id across runs). */
  readonly #writes = new WeakMap<QueryId, Set<string>>();

  listen(listener: TableWriteListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #tell(tables: Set<string>): void {
    for (const table of tables) for (const listener of this.#listeners) listener(table);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables) {
      this.#writes.set(args.queryId, tables);
      this.#tell(tables);
    }
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.#writes.get(args.queryId);
    if (tables) this.#tell(tables);
    return Promise.resolve(args.result);
  }
}

const byDatabase = new WeakMap<object, TableWrites>();

export function registerTableWrites<DB>(db: Kysely<DB>, writes: TableWrites): void {
  byDatabase.set(db, writes);
}

/** The table-write notifier of a database made by createDatabase (PostgreSQL only; see database.ts). */
export function tableWritesOf<DB>(db: Kysely<DB>): TableWrites | undefined {
  return byDatabase.get(db);
}
