import { idSchema, paramsObject } from '../../schemas/common.js';
import { arrayOf, booleanSchema, objectSchema, stringSchema } from '../../schemas/responses.js';

export const employeeCustomersSchema = {
  params: paramsObject({ id: idSchema }),
  response: {
    200: objectSchema({
      customers: arrayOf(objectSchema({ id: stringSchema, name: stringSchema, xalId: stringSchema })),
      showCutomerSelect: booleanSchema,
    }),
  },
};
