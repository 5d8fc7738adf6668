import { codeSchema, customerParamsProperties } from '../../schemas/common.js';

export interface StatisticsParams {
  customerId: number;
  code: string;
}

export const statisticsSchema = {
  params: {
    type: 'object',
    required: ['customerId', 'code'],
    additionalProperties: false,
    properties: { ...customerParamsProperties, code: codeSchema },
  },
} as const;
