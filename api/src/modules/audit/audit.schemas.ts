import { Type } from 'typebox';
import { codeSchema, customerParams, idSchema } from '../../schemas/common.js';
import { arrayOf, binarySchema, integerSchema, nullableInteger, nullableString, objectSchema, stringSchema } from '../../schemas/responses.js';

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** Filters of the trail: a user, a location (and what is inside it), a period of days (both ends). */
const filterProperties = {
  employeeId: Type.Optional(idSchema),
  location: Type.Optional(codeSchema),
  from: Type.Optional(day),
  to: Type.Optional(day),
};

export const auditEntrySchema = objectSchema({
  id: integerSchema,
  created: stringSchema,
  employeeId: nullableInteger,
  person: stringSchema,
  impersonator: nullableString,
  action: stringSchema,
  subject: stringSchema,
  details: nullableString,
  params: Type.Union([Type.Null(), Type.Object({}, { additionalProperties: true, description: 'subject and details as codes and values (AuditParams)' })]),
  locationCode: nullableString,
  locationName: nullableString,
});

export const listAuditSchema = {
  summary: "The customer's audit trail, newest first, a page at a time (Admins only); the total in X-Total-Count",
  operationId: 'listAuditEntries',
  description: 'Filters by user, location (with what is inside it) and days; `take` and `skip` page it.',
  params: customerParams({}),
  querystring: Type.Object(
    { ...filterProperties, take: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })), skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })) },
    { additionalProperties: false },
  ),
  response: { 200: arrayOf(auditEntrySchema) },
};

export const auditCsvSchema = {
  summary: 'The filtered audit trail as CSV (Admins only)',
  operationId: 'exportAuditEntries',
  description: 'UTF-8 with a byte order mark; cells that a spreadsheet would run as a formula are neutralised.',
  params: customerParams({}),
  querystring: Type.Object(filterProperties, { additionalProperties: false }),
  produces: ['text/csv'],
  response: { 200: binarySchema('The entries as CSV (RFC 4180), a header line first') },
};
