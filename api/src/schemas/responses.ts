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
