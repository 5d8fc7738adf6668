import { codeSchema, customerParamsProperties } from '../../schemas/common.js';

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
} as const;

export const locationSchema = {
  params: {
    type: 'object',
    required: ['customerId', 'code'],
    additionalProperties: false,
    properties: { ...customerParamsProperties, code: codeSchema },
  },
} as const;
