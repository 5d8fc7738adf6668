import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrator.js';
import { importProviderData } from './import.service.js';
import { importTables } from './import.sync.js';
import { storeQuotePdfs } from './quote-files.js';
import { openFileStore } from '../storage/open-file-store.js';
import type { ImportSummary, ProviderImport } from './import-format.js';

/**
 * `npm run import -w api -- <file.json>`: imports a provider's data file (docs/provider-import.md)
 * into the configured database (DATABASE_URL, else DATA_DIR/portal.sqlite). Prints the changed rows
 * per table, or every error as `path: message` and exits with 1.
 */

class CliError extends Error {}

/** Line and column (1-based) of a character offset. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

function parseJson(text: string, file: string): unknown {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return JSON.parse(source) as unknown;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const where =
      position !== undefined && !/line \d+/.test(message)
        ? (({ line, column }) => ` (line ${line}, column ${column})`)(lineAndColumn(source, Number(position)))
        : '';
    throw new CliError(`${file}: not valid JSON: ${message}${where}`);
  }
}

function readInput(argument: string | undefined): { file: string; input: unknown } {
  if (argument === undefined || argument === '' || argument === '--help' || argument === '-h') {
    throw new CliError('Usage: npm run import -w api -- <file.json>   (format: docs/provider-import.md)');
  }
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT' ? `${file}: no such file` : `${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return { file, input: parseJson(text, file) };
}

function printSummary(summary: ImportSummary): void {
  const width = Math.max(...importTables.map((table) => table.length));
  const total = importTables.reduce((sum, table) => sum + (summary.changed[table] ?? 0), 0);
  console.info(total === 0 ? 'Nothing changed: the database already holds this data.' : `Changed rows: ${total}`);
  console.info(`${'table'.padEnd(width)}  changed  inserted  updated  deleted`);
  for (const table of importTables) {
    const cells = [summary.changed, summary.inserted, summary.updated, summary.deleted].map((counts) => counts[table] ?? 0);
    const [changed, inserted, updated, deleted] = cells;
    console.info(
      `${table.padEnd(width)}  ${String(changed).padStart(7)}  ${String(inserted).padStart(8)}  ${String(updated).padStart(7)}  ${String(deleted).padStart(7)}`,
    );
  }
}

async function main(): Promise<number> {
  const { file, input } = readInput(process.argv[2]);
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(db);
    const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.sqliteFile;
    console.info(`Importing ${file} into ${target}`);
    const result = await importProviderData(db, input, { ssoSecretKey: config.ssoSecretKey });
    if (result.ok) {
      printSummary(result.summary);
      // The quotes' PDFs lie beside the import file (their `pdfFile` names are bare file names).
      const files = await openFileStore(config.fileStorage, config.dataDir);
      try {
        const folder = dirname(file);
        const pdfs = await storeQuotePdfs(db, files, input as ProviderImport, async (name) => {
          try {
            return await readFile(join(folder, basename(name)));
          } catch {
            return undefined;
          }
        });
        if (pdfs.stored > 0) console.info(`Quote PDFs stored: ${pdfs.stored}`);
        for (const problem of pdfs.problems) console.error(`  not stored: ${problem}`);
        return pdfs.problems.length > 0 ? 1 : 0;
      } finally {
        files.close();
      }
    }
    console.error(`${file}: rejected, nothing was imported (${result.errors.length} error${result.errors.length === 1 ? '' : 's'}):`);
    for (const error of result.errors) console.error(`  ${error.path === '' ? '(document)' : error.path}: ${error.message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof CliError ? error.message : error);
    process.exitCode = 1;
  },
);
