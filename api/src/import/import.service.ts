import type { Kysely } from 'kysely';
import { refreshPlannerStatistics } from '../db/planner-statistics.js';
import type { Database } from '../db/schema.js';
import { loadExisting } from './import.repository.js';
import { validateAgainstSchema } from './import.schema.js';
import { writeImport, type ImportOptions, type WriteCursor } from './import.sync.js';
import { checkSemantics, collectLookupKeys } from './import.validation.js';
import type { ImportError, ImportSummary, ProviderImport } from './import-format.js';

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; errors: ImportError[] };

class ImportRejected extends Error {
  constructor(readonly errors: ImportError[]) {
    super('The import file was rejected');
  }
}

/** Orders errors as they appear in the document (array indexes compared as numbers). */
function byPath(a: ImportError, b: ImportError): number {
  const left = a.path.split('/');
  const right = b.path.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const x = left[index] ?? '';
    const y = right[index] ?? '';
    if (x === y) continue;
    const bothNumbers = /^\d+$/.test(x) && /^\d+$/.test(y);
    return bothNumbers ? Number(x) - Number(y) : x < y ? -1 : 1;
  }
  return left.length - right.length;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Imports a provider's data file (docs/provider-import.md). Validates it completely first (JSON
 * Schema, then the checks the schema cannot express, against what is stored), and returns every
 * error with its JSON-pointer path without writing anything. A valid file is written in one
 * transaction: a database error rolls everything back and is returned as the only error.
 */
export async function importProviderData(db: Kysely<Database>, input: unknown, options: ImportOptions = {}): Promise<ImportResult> {
  const schemaErrors = validateAgainstSchema(input);
  const keys = collectLookupKeys(input);
  const cursor: WriteCursor = { path: '' };
  try {
    const summary = await db.transaction().execute(async (trx) => {
      const existing = await loadExisting(trx, keys);
      const errors = [...schemaErrors, ...checkSemantics(input, existing)].sort(byPath);
      if (errors.length > 0) throw new ImportRejected(errors);
      return writeImport(trx, input as ProviderImport, existing, cursor, options);
    });
    // A large import changes the tables' shape; the planner should know before the next list.
    await refreshPlannerStatistics(db, 'after-bulk-load');
    return { ok: true, summary };
  } catch (error) {
    if (error instanceof ImportRejected) return { ok: false, errors: error.errors };
    return {
      ok: false,
      errors: [{ path: cursor.path, message: `the database rejected the data, nothing was imported: ${describe(error)}` }],
    };
  }
}
