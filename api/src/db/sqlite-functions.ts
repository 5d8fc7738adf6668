import type BetterSqlite3 from 'better-sqlite3';

/**
 * SQL functions the schema needs on SQLite, registered on every connection that opens the database file
 * (createDatabase, the scale generator's writer). A connection without them cannot write installations
 * (the search key's index is computed with `unicode_lower`): open the file through those two only.
 */

/**
 * `unicode_lower(text)`: lower-cases as JavaScript's toLowerCase does, every script. SQLite's own `lower()`
 * folds the 26 ASCII letters only, so on SQLite a search for "østre" did not find "Østre" (PostgreSQL's
 * `lower()` folds them). Deterministic, so a generated column and an index may use it (migration 0014).
 */
export const UNICODE_LOWER = 'unicode_lower';

export function registerSqliteFunctions(sqlite: BetterSqlite3.Database): void {
  sqlite.function(UNICODE_LOWER, { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text));
}
