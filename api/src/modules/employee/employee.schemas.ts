import { idSchema } from '../../schemas/common.js';

export interface EmployeeParams {
  id: number;
}

export const employeeCustomersSchema = {
  params: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: idSchema },
  },
} as const;
