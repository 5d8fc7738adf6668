import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020Module, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { apiPackageRoot } from '../config.js';
import { taskStatuses, taskStatusPattern } from '../db/domain-constants.js';
import type { ImportError, ProviderImport } from './import-format.js';

/** `<repo>/docs/provider-import.schema.json` (JSON Schema draft 2020-12). */
export const providerImportSchemaFile = resolve(apiPackageRoot, '..', 'docs', 'provider-import.schema.json');

// ajv and ajv-formats are CommonJS with an `exports.default`; that works under NodeNext, tsx and vitest.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

let compiled: ValidateFunction<ProviderImport> | undefined;

export function loadProviderImportSchema(): Record<string, unknown> {
  return JSON.parse(readFileSync(providerImportSchemaFile, 'utf8')) as Record<string, unknown>;
}

/** A string test from an ajv format (a RegExp, a function or a definition with `validate`). */
function formatTest(format: unknown): (value: string) => boolean {
  const inner = format !== null && typeof format === 'object' && 'validate' in format ? format.validate : format;
  if (inner instanceof RegExp) return (value) => inner.test(value);
  if (typeof inner === 'function') return (value) => (inner as (value: string) => unknown)(value) === true;
  throw new Error('Unexpected ajv-formats date-time format');
}

function validator(): ValidateFunction<ProviderImport> {
  if (compiled) return compiled;
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv, ['email']);
  // RFC 3339 date-time (with a time zone) that JavaScript can also turn into an instant
  // (rejects e.g. the leap second 23:59:60, which Date cannot represent).
  const isRfc3339 = formatTest(addFormats.get('date-time', 'full'));
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (value: string) => isRfc3339(value) && Number.isFinite(Date.parse(value)),
  });
  compiled = ajv.compile<ProviderImport>(loadProviderImportSchema());
  return compiled;
}

/** The value at a JSON pointer, for messages. */
function valueAt(input: unknown, pointer: string): unknown {
  let current = input;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function toImportError(error: ErrorObject, input: unknown): ImportError {
  const path = error.instancePath;
  const got = (): string => `, got ${shown(valueAt(input, path))}`;
  switch (error.keyword) {
    case 'required': {
      const property = (error.params as { missingProperty: string }).missingProperty;
      return { path: `${path}/${escapePointerToken(property)}`, message: 'is required' };
    }
    case 'additionalProperties': {
      const property = (error.params as { additionalProperty: string }).additionalProperty;
      return { path: `${path}/${escapePointerToken(property)}`, message: 'is not a known property' };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      return { path, message: `must be one of ${allowed.map((value) => String(value)).join(', ')}${got()}` };
    }
    case 'pattern':
      if ((error.params as { pattern: string }).pattern === taskStatusPattern) {
        return {
          path,
          message: `must be a task status (${taskStatuses.join(', ')} or PostponedBy<Provider>)${got()}`,
        };
      }
      return { path, message: `${error.message ?? 'does not match the pattern'}${got()}` };
    case 'format': {
      const format = (error.params as { format: string }).format;
      const expected =
        format === 'date-time' ? 'a date-time with a time zone (RFC 3339, e.g. 2025-03-01T08:00:00Z)' : `a valid ${format}`;
      return { path, message: `must be ${expected}${got()}` };
    }
    case 'minLength':
      return (error.params as { limit: number }).limit === 1
        ? { path, message: 'must not be empty' }
        : { path, message: error.message ?? 'is too short' };
    case 'propertyNames':
      return { path, message: `has an invalid property name ${shown((error.params as { propertyName: string }).propertyName)}` };
    default:
      return { path, message: error.message ?? `fails ${error.keyword}` };
  }
}

/** Checks the document against the JSON Schema; every error, with its JSON-pointer path. */
export function validateAgainstSchema(input: unknown): ImportError[] {
  const validate = validator();
  if (validate(input)) return [];
  const errors = (validate.errors ?? [])
    // A bad name under propertyNames is reported by the name's own keyword and by propertyNames: keep the latter.
    .filter((error) => error.propertyName === undefined || error.keyword === 'propertyNames')
    .map((error) => toImportError(error, input));
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.path}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
