import type BetterSqlite3 from 'better-sqlite3';
import { issueSeverity } from '@portal/shared/rules';

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

/**
 * `issue_severity(error_type, fault_class)`: a fault's severity, 'A', 'B', 'C' or null, by the contract's own
 * `issueSeverity` (the portfolio's open-fault aggregates, migration 0017). Deterministic.
 */
export const ISSUE_SEVERITY = 'issue_severity';

export function registerSqliteFunctions(sqlite: BetterSqlite3.Database): void {
  sqlite.function(UNICODE_LOWER, { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text));
  sqlite.function(ISSUE_SEVERITY, { deterministic: true }, (errorType: unknown, faultClass: unknown) =>
    issueSeverity({ errorType: typeof errorType === 'string' ? errorType : null, Fejlklasse: typeof faultClass === 'string' ? faultClass : null }),
  );
}
