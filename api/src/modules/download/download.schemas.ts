import { Type } from 'typebox';
import { paramsObject } from '../../schemas/common.js';

/**
 * `<token>` or `<token>/<file name>`. A wildcard, because a signed token is longer than Fastify's
 * 100-character limit for a named path parameter.
 */
export const downloadSchema = {
  params: paramsObject({
    '*': Type.String({ minLength: 10, maxLength: 4096, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+(/.*)?$' }),
  }),
};
