import { idSchema } from '../../schemas/common.js';

export const authenticateSchema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', minLength: 3, maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\s*$' },
      password: { type: 'string', minLength: 1, maxLength: 1024 },
    },
  },
} as const;

export interface RequestNewTokenParams {
  customerId: number;
  employeeId: number;
}

export const requestNewTokenSchema = {
  params: {
    type: 'object',
    required: ['customerId', 'employeeId'],
    additionalProperties: false,
    properties: { customerId: idSchema, employeeId: idSchema },
  },
} as const;

export interface LogImpersonatorParams {
  customerId: number;
  employeeId: number;
  impersonatorName: string;
}

export const logImpersonatorSchema = {
  params: {
    type: 'object',
    required: ['customerId', 'employeeId', 'impersonatorName'],
    additionalProperties: false,
    properties: {
      customerId: idSchema,
      employeeId: idSchema,
      impersonatorName: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
} as const;
