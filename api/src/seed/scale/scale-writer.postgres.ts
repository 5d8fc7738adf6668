import pg from 'pg';
import { portfolioAggregateTables } from '../../db/migrations/0017-portfolio-aggregates.js';
import type { BulkColumn, BulkRow, BulkTable, BulkTableName, BulkValue } from './scale-data.js';
import { quoteIdentifier, type IndexDefinition, type ReservedIdTable, type ScaleWriter } from './scale-writer.js';

const ARRAY_TYPES: Record<BulkColumn['kind'], string> = { int: 'int4[]', real: 'float8[]', text: 'text[]', timestamp: 'timestamptz[]' };

/** A PostgreSQL array literal of one column ('{1,2,NULL}', '{"a","b\\"c"}'). */
function arrayLiteral(rows: BulkRow[], column: number, quoted: boolean): string {
  const parts: string[] = new Array<string>(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const value: BulkValue | undefined = (rows[index] as BulkRow)[column];
    if (value === null || value === undefined) parts[index] = 'NULL';
    else if (!quoted) parts[index] = String(value);
    else parts[index] = `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  }
  return `{${parts.join(',')}}`;
}

/**
 * PostgreSQL bulk writer: one client, each batch one `INSERT ... SELECT FROM unnest($1::int4[], ...)`
 * (one array parameter per column, so the statement has a handful of parameters whatever the batch
 * size). Ids come from sequence ranges reserved up front, so the sequences need no fixing afterwards.
 */
export async function createPostgresWriter(databaseUrl: string, searchPath?: string): Promise<ScaleWriter> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  await client.connect();
  // A lost commit at a crash only loses generated rows; the index builds get more memory.
  await client.query(`set synchronous_commit = off`);
  await client.query(`set maintenance_work_mem = '512MB'`);

  const insertSql = new Map<BulkTableName, string>();
  const sqlFor = (table: BulkTable): string => {
    let text = insertSql.get(table.name);
    if (!text) {
      const columns = table.columns.map((column) => quoteIdentifier(column.name)).join(', ');
      const arrays = table.columns.map((column, index) => `$${index + 1}::${ARRAY_TYPES[column.kind]}`).join(', ');
      text = `insert into ${quoteIdentifier(table.name)} (${columns}) select * from unnest(${arrays})`;
      insertSql.set(table.name, text);
    }
    return text;
  };

  return {
    dialect: 'postgres',
    batchSize: 20_000,

    async reserveIds(table: ReservedIdTable, count: number): Promise<number> {
      const result = await client.query<{ first: string }>(
        `select setval(s.seq, greatest((select coalesce(max(id), 0) from ${quoteIdentifier(table)}), coalesce(pg_sequence_last_value(s.seq), 0)) + $2::bigint) - $2::bigint + 1 as first
         from (select pg_get_serial_sequence($1, 'id')::regclass as seq) s`,
        [table, count],
      );
      return Number(result.rows[0]?.first);
    },

    async dropSecondaryIndexes(tables: readonly BulkTableName[]): Promise<IndexDefinition[]> {
      const result = await client.query<IndexDefinition>(
        `select i.indexname as name, i.indexdef as sql
         from pg_indexes i
         where i.schemaname = current_schema() and i.tablename = any($1::text[])
           and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
         order by i.indexname`,
        [tables],
      );
      await client.query('begin');
      try {
        for (const index of result.rows) await client.query(`drop index ${quoteIdentifier(index.name)}`);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
      return result.rows;
    },

    async createIndexes(indexes: readonly IndexDefinition[]): Promise<void> {
      for (const index of indexes) await client.query(index.sql);
    },

    async insert(table: BulkTable, rows: BulkRow[]): Promise<void> {
      const parameters = table.columns.map((column, index) => arrayLiteral(rows, index, column.kind !== 'int' && column.kind !== 'real'));
      await client.query(sqlFor(table), parameters);
    },

    async finish(tables: readonly BulkTableName[]): Promise<void> {
      // The tables the load filled through triggers too: without statistics the planner takes the portfolio's
      // aggregates for empty and reads them location by location.
      const derived = ['customers', 'location_ancestors', 'location_counters', ...portfolioAggregateTables];
      await client.query(`vacuum (analyze) ${[...derived, ...tables].map(quoteIdentifier).join(', ')}`);
    },

    async databaseSize() {
      const result = await client.query<{ database: string; tables: string; name: string; schema: string }>(
        `select current_database() as name, current_schema() as schema, pg_database_size(current_database()) as database,
           (select coalesce(sum(pg_total_relation_size(c.oid)), 0) from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = current_schema() and c.relkind = 'r') as tables`,
      );
      const row = result.rows[0];
      const database = Number(row?.database ?? 0);
      const tables = Number(row?.tables ?? 0);
      return {
        bytes: database,
        detail: `pg_database_size(${row?.name ?? ''}) ${database} bytes; tables of schema ${row?.schema ?? ''} incl. indexes and TOAST ${tables} bytes`,
      };
    },

    async close(): Promise<void> {
      await client.end();
    },
  };
}
