/**
 * Response schemas of the read routes: Fastify serialises a response with a schema through
 * fast-json-stringify (compiled once, faster than JSON.stringify on large lists), and nothing
 * outside the schema leaves the server. They mirror the contract types in @portal/shared; the
 * route tests compare whole bodies, so a field missing here shows up as a failing test.
 */

export const stringSchema = { type: 'string' } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const integerSchema = { type: 'integer' } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
export const booleanSchema = { type: 'boolean' } as const;

/** An object whose every property is required (the contract's shapes have no optional fields). */
export function objectSchema<P extends Record<string, object>>(properties: P) {
  return { type: 'object', required: Object.keys(properties), properties } as const;
}

export const arrayOf = <I extends object>(items: I) => ({ type: 'array', items }) as const;

