import { idSchema } from '../../schemas/common.js';
import { arrayOf, booleanSchema, objectSchema, stringSchema } from '../../schemas/responses.js';

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
  response: {
    200: objectSchema({
      customers: arrayOf(objectSchema({ id: stringSchema, name: stringSchema, xalId: stringSchema })),
      showCutomerSelect: booleanSchema,
    }),
  },
} as const;
