import { Type } from 'typebox';
import type { LocationNode } from '@portal/shared/contract';
import { codeSchema, customerParams } from '../../schemas/common.js';
import { booleanSchema, integerSchema, nullableString, objectSchema, stringSchema } from '../../schemas/responses.js';

/** A reference to the registered LocationNode schema (recursive, so registered once by $id). */
const locationNodeRef = Type.Unsafe<LocationNode>({ $ref: 'LocationNode#' });

/** LocationNode: recursive, so it is registered once (app.addSchema) and referenced by $id. */
export const locationNodeSchema = Type.Object(
  {
    code: stringSchema,
    name: stringSchema,
    hasIncidents: booleanSchema,
    hasOverdue: booleanSchema,
    children: Type.Array(locationNodeRef),
  },
  { $id: 'LocationNode' },
);

export const locationsSchema = {
  summary: "The customer's location tree, with an ETag (304 on If-None-Match)",
  params: customerParams({}),
  response: { 200: Type.Array(locationNodeRef) },
};

/** A location of the customer by its code (details, statistics). */
export const locationParams = customerParams({ code: codeSchema });

export const locationSchema = {
  summary: 'Details of a location',
  params: locationParams,
  response: {
    200: objectSchema({
      code: stringSchema,
      name: stringSchema,
      streetName: nullableString,
      zipCode: nullableString,
      city: nullableString,
      contact: nullableString,
      phoneNumber: nullableString,
      units: integerSchema,
      currentIssues: integerSchema,
    }),
  },
};
