import { existsSync, statSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { registerSqliteFunctions } from '../../db/sqlite-functions.js';
import type { BulkRow, BulkTable, BulkTableName } from './scale-data.js';
import { quoteIdentifier, type IndexDefinition, type ReservedIdTable, type ScaleWriter } from './scale-writer.js';

/** Rows per multi-row INSERT statement (well under SQLite's 32,766 variables). */
const ROWS_PER_STATEMENT = 100;

/**
 * SQLite bulk writer: its own better-sqlite3 connection to the database file, prepared multi-row
 * INSERT statements, one transaction per batch. Foreign keys stay on.
 */
export function createSqliteWriter(file: string): ScaleWriter {
  const db = new BetterSqlite3(file);
  // The installations' search key is computed with the schema's functions (db/sqlite-functions.ts).
  registerSqliteFunctions(db);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.pragma('cache_size = -1000000'); // ~1 GB page cache for the bulk phase
  db.pragma('temp_store = MEMORY');

  const statements = new Map<string, BetterSqlite3.Statement>();
  const statement = (table: BulkTable, rowCount: number): BetterSqlite3.Statement => {
    const key = `${table.name}:${rowCount}`;
    let prepared = statements.get(key);
    if (!prepared) {
      const placeholders = `(${table.columns.map(() => '?').join(', ')})`;
      prepared = db.prepare(
        `insert into ${quoteIdentifier(table.name)} (${table.columns.map((column) => quoteIdentifier(column.name)).join(', ')}) values ${Array.from({ length: rowCount }, () => placeholders).join(', ')}`,
      );
      statements.set(key, prepared);
    }
    return prepared;
  };

  const insertRows = db.transaction((table: BulkTable, rows: BulkRow[]) => {
    const many = statement(table, ROWS_PER_STATEMENT);
    let index = 0;
    for (; index + ROWS_PER_STATEMENT <= rows.length; index += ROWS_PER_STATEMENT) {
      many.run(rows.slice(index, index + ROWS_PER_STATEMENT).flat());
    }
    const one = statement(table, 1);
    for (; index < rows.length; index++) one.run(rows[index]);
  });

  return {
    dialect: 'sqlite',
    batchSize: 10_000,

    reserveIds(table: ReservedIdTable): Promise<number> {
      // AUTOINCREMENT tables: sqlite_sequence moves past explicit ids by itself.
      const row = db
        .prepare(
          `select max(coalesce((select max(id) from ${quoteIdentifier(table)}), 0), coalesce((select seq from sqlite_sequence where name = ?), 0)) + 1 as first`,
        )
        .get(table) as { first: number };
      return Promise.resolve(row.first);
    },

    dropSecondaryIndexes(tables: readonly BulkTableName[]): Promise<IndexDefinition[]> {
      const indexes = db
        .prepare(
          `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${tables.map(() => '?').join(', ')}) order by name`,
        )
        .all(...tables) as IndexDefinition[];
      db.transaction(() => {
        for (const index of indexes) db.exec(`drop index ${quoteIdentifier(index.name)}`);
      })();
      return Promise.resolve(indexes);
    },

    createIndexes(indexes: readonly IndexDefinition[]): Promise<void> {
      db.transaction(() => {
        for (const index of indexes) db.exec(index.sql);
      })();
      return Promise.resolve();
    },

    insert(table: BulkTable, rows: BulkRow[]): Promise<void> {
      insertRows(table, rows);
      return Promise.resolve();
    },

    finish(): Promise<void> {
      // Planner statistics for the new shape (see db/planner-statistics.ts), then a checkpoint.
      db.pragma('analysis_limit = 1000');
      db.exec('analyze');
      db.pragma('wal_checkpoint(TRUNCATE)');
      return Promise.resolve();
    },

    databaseSize() {
      db.pragma('wal_checkpoint(TRUNCATE)');
      const size = (path: string): number => (existsSync(path) ? statSync(path).size : 0);
      const main = size(file);
      const wal = size(`${file}-wal`);
      return Promise.resolve({ bytes: main + wal, detail: `SQLite file ${main} + WAL ${wal} bytes after a checkpoint` });
    },

    close(): Promise<void> {
      db.close();
      return Promise.resolve();
    },
  };
}
