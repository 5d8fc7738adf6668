import AjvModule, { type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';

// ajv and ajv-formats are CommonJS with an `exports.default`; that works under NodeNext, tsx and vitest.
const Ajv = AjvModule.default;
const addFormats = addFormatsModule.default;

/** Fastify's own defaults, except that unknown fields are an error the caller should hear about. */
const common: Options = { useDefaults: true, removeAdditional: false, allErrors: false };

/**
 * Two Ajv instances, chosen by the request part (the way Fastify's validation docs show):
 * - path params, query strings and headers arrive as text, so they keep Fastify's coercion
 *   ('array': `/1` -> 1, `?take=5` -> 5, `true` -> true);
 * - JSON bodies are typed already, so nothing is coerced: `password: ["x"]`, `IssueIds: [true]` or a
 *   numeric `Comment` is a 400, not a silently converted value.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const textParts = new Ajv({ ...common, coerceTypes: 'array' });
  const body = new Ajv({ ...common, coerceTypes: false });
  addFormats(textParts);
  addFormats(body);
  return ({ schema, httpPart }) => (httpPart === 'body' ? body : textParts).compile(schema as object);
}

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(createValidatorCompiler());
}
