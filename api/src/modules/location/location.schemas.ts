import { codeSchema, customerParamsProperties } from '../../schemas/common.js';
import { booleanSchema, integerSchema, nullableString, objectSchema, stringSchema } from '../../schemas/responses.js';

/** LocationNode: recursive, so it is registered once (app.addSchema) and referenced by $id. */
export const locationNodeSchema = {
  $id: 'LocationNode',
  ...objectSchema({
    code: stringSchema,
    name: stringSchema,
    hasIncidents: booleanSchema,
    hasOverdue: booleanSchema,
    children: { type: 'array', items: { $ref: 'LocationNode#' } },
  }),
} as const;

export interface CustomerParams {
  customerId: number;
}

export interface LocationParams extends CustomerParams {
  code: string;
}

export const locationsSchema = {
  params: {
    type: 'object',
    required: ['customerId'],
    additionalProperties: false,
    properties: customerParamsProperties,
  },
  response: { 200: { type: 'array', items: { $ref: 'LocationNode#' } } },
} as const;

export const locationSchema = {
  params: {
    type: 'object',
    required: ['customerId', 'code'],
    additionalProperties: false,
    properties: { ...customerParamsProperties, code: codeSchema },
  },
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
} as const;
