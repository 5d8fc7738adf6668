import { Type } from 'typebox';
import { paramsObject } from '../../schemas/common.js';
import { binarySchema } from '../../schemas/responses.js';

/**
 * `<token>` or `<token>/<file name>`. A wildcard, because a signed token is longer than Fastify's
 * 100-character limit for a named path parameter; the API description names it `path` (plugins/openapi.ts).
 */
export const downloadSchema = {
  summary: 'The file or generated report a signed link names (the link is the authorization)',
  operationId: 'download',
  description: 'Public: the signed link is the authorization. An expired link is 410, a forged one 404. Uploaded files come as attachments under a sandboxing policy.',
  produces: ['application/octet-stream'],
  wildcard: 'path',
  params: paramsObject({
    '*': Type.String({ minLength: 10, maxLength: 4096, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+(/.*)?$' }),
  }),
  response: { 200: binarySchema('The file, with its own Content-Type and Content-Disposition') },
};
