import { Type } from 'typebox';
import type { Dictionary } from '@portal/shared/contract';

export const dictionarySchema = {
  summary: 'The texts of a culture (key -> text), with an ETag',
  querystring: Type.Object({ culture: Type.String({ minLength: 2, maxLength: 10 }) }),
  response: {
    // Key -> text; written as JSON schema (TypeBox's Record would use patternProperties).
    200: Type.Unsafe<Dictionary>({ type: 'object', additionalProperties: { type: 'string' } }),
  },
};
