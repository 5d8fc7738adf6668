import { Type, type TProperties } from 'typebox';

/**
 * TypeBox schemas shared by the modules' route schemas: each is the JSON schema Fastify validates
 * with (plugins/validation.ts) and, through `Static<>`, the TypeScript type of what it validates.
 */

/** A database id in a path (coerced to a number by Fastify's validator). */
export const idSchema = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** A location code in a path, e.g. `NE-110`. */
export const codeSchema = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' });

/** Params of every customer-scoped route; the customer-access guard checks `customerId`. */
export const customerParamsProperties = { customerId: idSchema };

/** Path params: every property required, no other. */
export const paramsObject = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });

/** Params of a customer-scoped route: `customerId` and the route's own. */
export const customerParams = <P extends TProperties>(properties: P) => paramsObject({ ...customerParamsProperties, ...properties });

/**
 * A string from a fixed list, as `{type: 'string', enum}` (TypeBox's own union of literals would
 * be an `anyOf`, with other validation messages than the API has always given).
 */
export const stringEnum = <const S extends readonly string[]>(values: S) => Type.Unsafe<S[number]>({ type: 'string', enum: values });
