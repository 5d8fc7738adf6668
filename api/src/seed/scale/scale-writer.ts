import type { DatabaseDialect } from '../../db/database.js';
import type { BulkRow, BulkTable, BulkTableName } from './scale-data.js';

/** Tables whose rows are written with explicit (reserved) ids because other rows refer to them. */
export type ReservedIdTable = 'locations' | 'installations' | 'tasks' | 'issues';

/** A secondary index as the database describes it (its exact CREATE INDEX statement). */
export interface IndexDefinition {
  name: string;
  sql: string;
}

export interface DatabaseSize {
  bytes: number;
  /** What was measured, e.g. 'file + wal after checkpoint'. */
  detail: string;
}

/** The bulk phase of the scale generator, one implementation per dialect. */
export interface ScaleWriter {
  readonly dialect: DatabaseDialect;
  /** Rows per insert call that suit the writer. */
  readonly batchSize: number;
  /** Reserves `count` consecutive ids of the table (nothing else will get them); returns the first. */
  reserveIds(table: ReservedIdTable, count: number): Promise<number>;
  /** Drops the secondary indexes (not those backing primary keys or unique constraints) of the tables. */
  dropSecondaryIndexes(tables: readonly BulkTableName[]): Promise<IndexDefinition[]>;
  createIndexes(indexes: readonly IndexDefinition[]): Promise<void>;
  /** Inserts the rows in one transaction. */
  insert(table: BulkTable, rows: BulkRow[]): Promise<void>;
  /** After loading: planner statistics (VACUUM ANALYZE on PostgreSQL, ANALYZE and a WAL checkpoint on SQLite). */
  finish(tables: readonly BulkTableName[]): Promise<void>;
  databaseSize(): Promise<DatabaseSize>;
  close(): Promise<void>;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
