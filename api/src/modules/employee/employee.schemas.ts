import { idSchema, paramsObject } from '../../schemas/common.js';
import { arrayOf, booleanSchema, objectSchema, stringSchema } from '../../schemas/responses.js';

export const employeeCustomersSchema = {
  summary: 'The customers the signed-in employee is a member of',
  operationId: 'listEmployeeCustomers',
  description: 'Sorted by name; `showCutomerSelect` is true for two or more. Another employee\'s id is a 404.',
  params: paramsObject({ id: idSchema }),
  response: {
    200: objectSchema({
      customers: arrayOf(objectSchema({ id: stringSchema, name: stringSchema, xalId: stringSchema })),
      showCutomerSelect: booleanSchema,
    }),
  },
};
