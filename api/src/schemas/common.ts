/** JSON schemas shared by the modules' route schemas. */

/** A database id in a path (coerced to a number by Fastify's validator). */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** A location code in a path, e.g. `NE-110`. */
export const codeSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' } as const;

/** Params of every customer-scoped route; the customer-access guard checks `customerId`. */
export const customerParamsProperties = { customerId: idSchema } as const;
