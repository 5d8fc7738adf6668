import { Type } from 'typebox';
import type { Dictionary } from '@portal/shared/contract';

export const dictionarySchema = {
  summary: 'The texts of a culture (key -> text), with an ETag',
  operationId: 'getDictionary',
  description: 'Public, as the sign-in page needs it. 304 when If-None-Match names the current version.',
  querystring: Type.Object({
    culture: Type.String({ minLength: 2, maxLength: 10 }),
    /** The dictionary's version (ADR 0024): when it is the current one, the answer may be kept for good. */
    v: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  response: {
    // Key -> text; written as JSON schema (TypeBox's Record would use patternProperties).
    200: Type.Unsafe<Dictionary>({ type: 'object', additionalProperties: { type: 'string' } }),
  },
};
