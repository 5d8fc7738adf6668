import { Type, type TProperties, type TSchema } from 'typebox';

/**
 * Response schemas of the read routes: Fastify serialises a response with a schema through
 * fast-json-stringify (compiled once, faster than JSON.stringify on large lists), and nothing
 * outside the schema leaves the server. They mirror the contract types in @portal/shared; the
 * route tests compare whole bodies, so a field missing here shows up as a failing test.
 */

export const stringSchema = Type.String();
/** `{type: ['string', 'null']}`, which fast-json-stringify writes directly (an anyOf is tried branch by branch). */
export const nullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
export const integerSchema = Type.Integer();
export const nullableInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });
export const booleanSchema = Type.Boolean();

/** An object whose every property is required (the contract's shapes have no optional fields). */
export const objectSchema = <P extends TProperties>(properties: P) => Type.Object(properties);

export const arrayOf = <I extends TSchema>(items: I) => Type.Array(items);

/** Every error answer (plugins/errors.ts); `message` is safe to show to the user. */
export const apiErrorSchema = Type.Object(
  { statusCode: Type.Integer(), error: Type.String(), message: Type.String() },
  { description: 'Error: `{statusCode, error, message}`' },
);

/** A 204 answer: no body. */
export const noContentSchema = Type.Unsafe<undefined>({ type: 'null', description: 'No content' });

/** A body that is not JSON (a file, a PDF, the metrics text): documented as such, never serialised. */
export const binarySchema = (description: string) => Type.Unsafe<unknown>({ type: 'string', format: 'binary', description });

/** `{token}`: a signed session token (sign-in, customer switch). */
export const tokenResponseSchema = objectSchema({ token: stringSchema });
