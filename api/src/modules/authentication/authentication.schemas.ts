import { Type } from 'typebox';
import { idSchema, paramsObject } from '../../schemas/common.js';

export const authenticateSchema = {
  body: Type.Object(
    {
      email: Type.String({ minLength: 3, maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\s*$' }),
      password: Type.String({ minLength: 1, maxLength: 1024 }),
    },
    { additionalProperties: false },
  ),
};

export const requestNewTokenSchema = {
  params: paramsObject({ customerId: idSchema, employeeId: idSchema }),
};

export const logImpersonatorSchema = {
  params: paramsObject({
    customerId: idSchema,
    employeeId: idSchema,
    impersonatorName: Type.String({ minLength: 1, maxLength: 200 }),
  }),
};
