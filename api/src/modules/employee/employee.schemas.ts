import { idSchema, paramsObject } from '../../schemas/common.js';
import { arrayOf, booleanSchema, objectSchema, stringSchema } from '../../schemas/responses.js';

export const employeeCustomersSchema = {
  summary: 'The customers the signed-in employee is a member of',
  params: paramsObject({ id: idSchema }),
  response: {
    200: objectSchema({
      customers: arrayOf(objectSchema({ id: stringSchema, name: stringSchema, xalId: stringSchema })),
      showCutomerSelect: booleanSchema,
    }),
  },
};
